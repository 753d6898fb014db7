import { runSaga, type Saga } from 'redux-saga';
import { describe, expect, it } from 'vitest';
import { getHomeAnswers } from '../../../contracts/generated/answers/get-home';
import { searchProductsAnswers } from '../../../contracts/generated/answers/search-products';
import { signupAnswers } from '../../../contracts/generated/answers/signup';
import { InvalidResponseError, type ApiAnswer, type ApiClient } from './api-client';
import { apiCall, apiCallFinished, apiCallStarted, timedApiCall } from './api-saga';

const home = { categories: [{ id: 1, name: 'Fashion' }], subcategories: [] };
const homeCall = { operationId: 'getHome', background: false } as const;

/** Runs a saga against a client that answers every call with `answer`, keeping what the saga dispatched. */
function runAgainst(answer: () => Promise<ApiAnswer>, saga: Saga) {
  const dispatched: unknown[] = [];
  const api: ApiClient = { request: answer };
  const task = runSaga({ context: { api }, dispatch: (action) => dispatched.push(action), getState: () => ({}) }, saga);
  return { task, dispatched };
}

describe('a provider call from a saga', () => {
  it("answers the body once it matches the call's contract, announcing the call's start and end", async () => {
    const { task, dispatched } = runAgainst(
      () => Promise.resolve({ status: 200, body: home, receivedAtMs: 0 }),
      function* () {
        return yield* apiCall(getHomeAnswers, {});
      },
    );
    expect(await task.toPromise()).toEqual(home);
    expect(dispatched).toEqual([apiCallStarted(homeCall), apiCallFinished(homeCall)]);
  });

  it('throws an InvalidResponseError for a success that breaks its contract, after the call has finished', async () => {
    const { task, dispatched } = runAgainst(
      () => Promise.resolve({ status: 200, body: { categories: 'none' }, receivedAtMs: 0 }),
      function* () {
        return yield* apiCall(getHomeAnswers, {});
      },
    );
    const error: unknown = await task.toPromise().catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(InvalidResponseError);
    // The shopper reads the fixed text; the cause says what broke, for whoever debugs it.
    expect(error).toMatchObject({
      message: 'Invalid response from server',
      cause: expect.stringContaining('getHome answered 200 breaking home-response'),
    });
    expect(dispatched).toEqual([apiCallStarted(homeCall), apiCallFinished(homeCall)]);
  });

  it("holds the body to its call's own success status (signup answers 201)", async () => {
    const account = { id: 7, username: 'Asha Shopper', email: 'asha@example.com', message: 'Account created.' };
    const { task } = runAgainst(
      () => Promise.resolve({ status: 201, body: account, receivedAtMs: 0 }),
      function* () {
        return yield* apiCall(signupAnswers, {
          json: { username: 'Asha Shopper', email: 'asha@example.com', password: 'Shopper@123', phone: '9999999999' },
        });
      },
    );
    expect(await task.toPromise()).toEqual(account);
  });

  it('tells, asked to, when the answer arrived, which an answer sent early may be long before the saga reads it', async () => {
    const { task } = runAgainst(
      () => Promise.resolve({ status: 200, body: home, receivedAtMs: 1_234 }),
      function* () {
        return yield* timedApiCall(getHomeAnswers, {});
      },
    );
    expect(await task.toPromise()).toEqual({ body: home, receivedAtMs: 1_234 });
  });

  it('announces a call in the background as such', async () => {
    const search = { operationId: 'searchProducts', background: true } as const;
    const { task, dispatched } = runAgainst(
      () => Promise.resolve({ status: 200, body: [], receivedAtMs: 0 }),
      function* () {
        return yield* apiCall(searchProductsAnswers, { query: { q: 'gift' } }, { background: true });
      },
    );
    await task.toPromise();
    expect(dispatched).toEqual([apiCallStarted(search), apiCallFinished(search)]);
  });

  it('announces the end of a call that was cancelled before it answered', () => {
    const { task, dispatched } = runAgainst(
      () => new Promise<never>(() => undefined),
      function* () {
        return yield* apiCall(getHomeAnswers, {});
      },
    );
    expect(dispatched).toEqual([apiCallStarted(homeCall)]);
    task.cancel();
    expect(dispatched).toEqual([apiCallStarted(homeCall), apiCallFinished(homeCall)]);
  });
});
