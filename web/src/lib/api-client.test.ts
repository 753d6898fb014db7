import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { answerTimeoutsMs, ApiError, createApiClient, errorMessage, type TokenStore } from './api-client';

const baseUrl = 'http://provider.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const oldTokens = { access_token: 'at_old_0123456789', refresh_token: 'rt_old_0123456789' };
const newTokens = { access_token: 'at_new_0123456789', refresh_token: 'rt_new_0123456789' };

/** Tokens kept in memory, as the cookies keep them in the storefront. */
function memoryTokens(initial: { access_token: string | null; refresh_token: string | null } = oldTokens) {
  const held = { ...initial };
  const store: TokenStore = {
    access: () => held.access_token,
    refresh: () => held.refresh_token,
    store: vi.fn((tokens) => Object.assign(held, tokens)),
    clear: vi.fn(() => Object.assign(held, { access_token: null, refresh_token: null })),
  };
  return { store, held };
}

const expired = () =>
  HttpResponse.json({ detail: 'The access token has expired.', code: 'token_expired' }, { status: 401 });
const bearer = (request: Request) => request.headers.get('authorization');

/** GET /cart/ accepts only the new access token; refusals of the old one arrive after varying delays. */
function cartAcceptingNewToken() {
  const seen: (string | null)[] = [];
  let calls = 0;
  server.use(
    http.get(`${baseUrl}/cart/`, async ({ request }) => {
      seen.push(bearer(request));
      if (bearer(request) === `Bearer ${newTokens.access_token}`) return HttpResponse.json([]);
      calls += 1;
      await delay((calls % 5) * 10);
      return expired();
    }),
  );
  return seen;
}

/** POST /user/refreshtoken/ answering after a while with `answer`; collects the refresh tokens it was sent. */
function refreshAnswering(answer: () => Response = () => HttpResponse.json({ ...newTokens, token_type: 'Bearer' })) {
  const received: unknown[] = [];
  server.use(
    http.post(`${baseUrl}/user/refreshtoken/`, async ({ request }) => {
      received.push({ body: await request.json(), authorization: bearer(request) });
      await delay(25);
      return answer();
    }),
  );
  return received;
}

describe('the API client', () => {
  it('calls the registry path with the query, a bearer token and JSON', async () => {
    let seen: { url: string; authorization: string | null } | undefined;
    const page = { count: 0, next: null, previous: null, results: { products: [] } };
    server.use(
      http.get(`${baseUrl}/products/sort/`, ({ request }) => {
        seen = { url: request.url, authorization: bearer(request) };
        return HttpResponse.json(page);
      }),
    );
    const api = createApiClient({ baseUrl, tokens: memoryTokens({ access_token: 'at_1', refresh_token: null }).store });
    const sentAt = Date.now();
    const answer = await api.request('listSortedProducts', {
      query: { sort: 'asc', page: 2, 'subcategories[]': [3, 4] },
    });
    expect(answer).toEqual({ status: 200, body: page, receivedAtMs: expect.any(Number) });
    expect(answer.receivedAtMs).toBeGreaterThanOrEqual(sentAt);
    expect(seen?.url).toBe(`${baseUrl}/products/sort/?sort=asc&page=2&subcategories%5B%5D=3&subcategories%5B%5D=4`);
    expect(seen?.authorization).toBe('Bearer at_1');
  });

  it('sends PATCH /user/update/ without the token, as the spec says', async () => {
    let authorization: string | null | undefined;
    const body = { message: 'User details updated.', user: { username: 'Asha', email: 'a@example.com', phone: null } };
    server.use(
      http.patch(`${baseUrl}/user/update/`, ({ request }) => {
        authorization = bearer(request);
        return HttpResponse.json(body);
      }),
    );
    const api = createApiClient({ baseUrl, tokens: memoryTokens({ access_token: 'at_1', refresh_token: null }).store });
    const change = { username: 'Asha', email: 'a@example.com', email_new: 'a@example.com', phone: '9876543210' };
    expect(await api.request('updateUser', { json: change })).toEqual({
      status: 200,
      body,
      receivedAtMs: expect.any(Number),
    });
    expect(authorization).toBeNull();
  });

  it('loads the configuration without the token, as the spec says (a plain fetch)', async () => {
    let authorization: string | null | undefined;
    server.use(
      http.get(`${baseUrl}/configurator/`, ({ request }) => {
        authorization = bearer(request);
        return HttpResponse.json({ product_name: 'Gift Store' });
      }),
    );
    const api = createApiClient({ baseUrl, tokens: memoryTokens({ access_token: 'at_1', refresh_token: null }).store });
    expect(await api.request('getConfiguration', {})).toEqual({
      status: 200,
      body: { product_name: 'Gift Store' },
      receivedAtMs: expect.any(Number),
    });
    expect(authorization).toBeNull();
  });

  it('sends the JSON body of a POST and answers null for 204', async () => {
    let received: unknown;
    server.use(
      http.delete(`${baseUrl}/cart/`, async ({ request }) => {
        received = await request.json();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const api = createApiClient({ baseUrl });
    expect(await api.request('removeCartItem', { json: { id: 7 } })).toEqual({
      status: 204,
      body: null,
      receivedAtMs: expect.any(Number),
    });
    expect(received).toEqual({ id: 7 });
  });

  it('throws an ApiError carrying the status and body, or status 0 when the network fails', async () => {
    server.use(
      http.get(`${baseUrl}/home/`, () => HttpResponse.json({ detail: 'Maintenance.' }, { status: 503 })),
      http.get(`${baseUrl}/configurator/`, () => HttpResponse.error()),
    );
    const api = createApiClient({ baseUrl });
    const failure = await api.request('getHome', {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 503, body: { detail: 'Maintenance.' } });
    expect(errorMessage(failure, 'fallback')).toBe('Maintenance.');
    const offline = await api.request('getConfiguration', {}).catch((error: unknown) => error);
    expect(offline).toMatchObject({ status: 0, isNetworkError: true });
    expect(errorMessage(offline, 'Failed to fetch configuration')).toBe('Failed to fetch configuration');
  });

  it("reads the server's text only within the error schemas' 2,000 characters, else the fallback", () => {
    const refusal = (body: unknown) => new ApiError(400, body);
    expect(errorMessage(refusal({ detail: 'x'.repeat(2000) }), 'fallback')).toBe('x'.repeat(2000));
    expect(errorMessage(refusal({ detail: 'x'.repeat(2001) }), 'fallback')).toBe('fallback');
    expect(errorMessage(refusal({ message: 'm'.repeat(200_000), detail: 'Too many.' }), 'fallback')).toBe('Too many.');
    expect(errorMessage(refusal({ message: '  ', detail: 7 }), 'fallback')).toBe('fallback');
  });

  it('gives up on a provider that does not answer, as on a network failure', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      server.use(http.get(`${baseUrl}/cart/`, () => delay('infinite')));
      const failure = createApiClient({ baseUrl })
        .request('getCart', {})
        .catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(answerTimeoutsMs.response - 1);
      expect(await Promise.race([failure, 'still waiting'])).toBe('still waiting');
      await vi.advanceTimersByTimeAsync(1);
      expect(await failure).toMatchObject({ status: 0, isNetworkError: true });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the API client on a refused access token', () => {
  it('refreshes once, keeps the rotated tokens and sends the call again with the new token', async () => {
    const seen = cartAcceptingNewToken();
    const refreshes = refreshAnswering();
    const tokens = memoryTokens();
    const onSessionEnded = vi.fn();
    const api = createApiClient({ baseUrl, tokens: tokens.store, onSessionEnded });

    expect(await api.request('getCart', {})).toEqual({ status: 200, body: [], receivedAtMs: expect.any(Number) });
    expect(seen).toEqual([`Bearer ${oldTokens.access_token}`, `Bearer ${newTokens.access_token}`]);
    expect(refreshes).toEqual([{ body: { refresh_token: oldTokens.refresh_token }, authorization: null }]);
    expect(tokens.store.store).toHaveBeenCalledExactlyOnceWith(newTokens);
    expect(tokens.held).toEqual(newTokens);
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('lets 25 concurrent refused calls, and a call made meanwhile, share exactly one refresh', async () => {
    const seen = cartAcceptingNewToken();
    const refreshes = refreshAnswering();
    const tokens = memoryTokens();
    const api = createApiClient({ baseUrl, tokens: tokens.store });

    const calls = Array.from({ length: 25 }, () => api.request('getCart', {}));
    // Made once the first refusals are in and the refresh is under way.
    await vi.waitFor(() => expect(refreshes).toHaveLength(1));
    calls.push(api.request('getCart', {}));

    expect(await Promise.all(calls)).toEqual(
      Array.from({ length: 26 }, () => ({ status: 200, body: [], receivedAtMs: expect.any(Number) })),
    );
    expect(refreshes).toHaveLength(1);
    expect(tokens.store.store).toHaveBeenCalledOnce();
    expect(seen.filter((authorization) => authorization === `Bearer ${oldTokens.access_token}`)).toHaveLength(25);
    expect(seen.filter((authorization) => authorization === `Bearer ${newTokens.access_token}`)).toHaveLength(26);
  });

  it('fails normally when the call is refused again with the new token', async () => {
    let cartCalls = 0;
    server.use(
      http.get(`${baseUrl}/cart/`, () => {
        cartCalls += 1;
        return expired();
      }),
    );
    const refreshes = refreshAnswering();
    const onSessionEnded = vi.fn();
    const api = createApiClient({ baseUrl, tokens: memoryTokens().store, onSessionEnded });

    const failure = await api.request('getCart', {}).catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 401, body: { code: 'token_expired' } });
    expect(cartCalls).toBe(2);
    expect(refreshes).toHaveLength(1);
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('never refreshes for a call sent without a token or one that needs no token; the first says no session is left', async () => {
    server.use(
      http.get(`${baseUrl}/cart/`, () =>
        HttpResponse.json({ detail: 'Authentication credentials were not provided.' }, { status: 401 }),
      ),
      http.post(`${baseUrl}/user/login/`, () =>
        HttpResponse.json({ error: 'invalid_grant', error_description: 'The password is incorrect.' }, { status: 401 }),
      ),
    );
    const refreshes = refreshAnswering();
    // Another tab's Logout cleared the cookies this page read its tokens from.
    const signedOutElsewhere = vi.fn();
    const anonymous = createApiClient({
      baseUrl,
      tokens: memoryTokens({ access_token: null, refresh_token: null }).store,
      onSessionEnded: signedOutElsewhere,
    });
    expect(await anonymous.request('getCart', {}).catch((error: unknown) => error)).toMatchObject({ status: 401 });
    expect(signedOutElsewhere).toHaveBeenCalledExactlyOnceWith('No refresh token available');

    const onSessionEnded = vi.fn();
    const signedIn = createApiClient({ baseUrl, tokens: memoryTokens().store, onSessionEnded });
    const login = { username: 'shopper@example.com', password: 'Wrong@1234', grant_type: 'password' as const };
    expect(await signedIn.request('login', { json: login }).catch((error: unknown) => error)).toMatchObject({
      status: 401,
    });
    expect(onSessionEnded).not.toHaveBeenCalled();
    expect(refreshes).toEqual([]);
  });

  it("ends the session once with the server's reason when the refresh is refused, failing every waiting call", async () => {
    cartAcceptingNewToken();
    const refreshes = refreshAnswering(() =>
      HttpResponse.json({ detail: 'The refresh token is not valid.', code: 'refresh_token_invalid' }, { status: 401 }),
    );
    const tokens = memoryTokens();
    const onSessionEnded = vi.fn();
    const api = createApiClient({ baseUrl, tokens: tokens.store, onSessionEnded });

    const failures = await Promise.all(
      Array.from({ length: 20 }, () => api.request('getCart', {}).catch((error: unknown) => error)),
    );
    expect(failures.every((failure) => failure instanceof ApiError && failure.status === 401)).toBe(true);
    expect(refreshes).toHaveLength(1);
    expect(onSessionEnded).toHaveBeenCalledExactlyOnceWith('The refresh token is not valid.');
    expect(tokens.store.store).not.toHaveBeenCalled();
    expect(tokens.held).toEqual({ access_token: null, refresh_token: null });
  });

  it("ends the session with 'No refresh token available' and calls no refresh without a refresh token", async () => {
    cartAcceptingNewToken();
    const refreshes = refreshAnswering();
    const onSessionEnded = vi.fn();
    const tokens = memoryTokens({ access_token: oldTokens.access_token, refresh_token: null });
    const api = createApiClient({ baseUrl, tokens: tokens.store, onSessionEnded });

    expect(await api.request('getCart', {}).catch((error: unknown) => error)).toMatchObject({ status: 401 });
    expect(refreshes).toEqual([]);
    expect(onSessionEnded).toHaveBeenCalledExactlyOnceWith('No refresh token available');
    expect(tokens.held.access_token).toBeNull();
  });

  it("ends the session with 'Token refresh failed' when the refresh fails without a reason or breaks its contract", async () => {
    cartAcceptingNewToken();
    refreshAnswering(() => new HttpResponse(null, { status: 500 }));
    const onSessionEnded = vi.fn();
    const failing = createApiClient({ baseUrl, tokens: memoryTokens().store, onSessionEnded });
    await failing.request('getCart', {}).catch(() => undefined);
    expect(onSessionEnded).toHaveBeenLastCalledWith('Token refresh failed');

    refreshAnswering(() => HttpResponse.json({ access_token: 'short' }));
    const tokens = memoryTokens();
    const invalid = createApiClient({ baseUrl, tokens: tokens.store, onSessionEnded });
    await invalid.request('getCart', {}).catch(() => undefined);
    expect(onSessionEnded).toHaveBeenLastCalledWith('Invalid response from server');
    expect(tokens.store.store).not.toHaveBeenCalled();
  });
});
