import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CartListResponse } from '../../contracts';
import { call, defaultTestScenario, testOrigin } from '../testing/harness';
import type { Scenario } from '../../scenarios/scenario';
import { Simulator } from '../simulator';
import { endpoint, providerCallStages } from './endpoint';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

let simulator: Simulator;

// Every answer of every test, the refusals of invalid requests first of all, holds to its call's contract; a test
// about an answer that breaks it takes the violation it expects out of the list.
afterEach(() => expect(simulator.contractViolations.splice(0)).toEqual([]));

async function serve(scenario: Scenario = defaultTestScenario, cart: unknown = []): Promise<void> {
  simulator = await Simulator.create({ scenario, validateResponses: true });
  server.resetHandlers(
    endpoint(simulator, 'getCart', () => ({ status: 200, body: cart as CartListResponse })),
    endpoint(simulator, 'removeCartItem', () => ({ status: 204, body: null })),
    endpoint(simulator, 'listProducts', ({ query }) => ({
      status: 200,
      body: { count: query.page ?? 0, next: null, previous: null, results: [] },
    })),
    endpoint(simulator, 'login', () => ({ status: 401, body: { error: 'invalid_grant' } })),
    endpoint(simulator, 'signup', () => ({ status: 409, body: { detail: 'x', status_code: 409, details: 'taken' } })),
  );
}

function issueToken(expiresInMs: number): string {
  const token = `token-${expiresInMs}`;
  simulator.db.accessToken.create({ token, userId: 999, expiresAt: simulator.clock.now() + expiresInMs });
  simulator.db.user.create({
    id: 999,
    username: 'Test',
    email: 'test@example.com',
    phone: null,
    passwordSalt: '',
    passwordHash: '',
    coinsPaise: 0,
    locked: false,
    addressLine1: '',
    addressLine2: '',
    country: '',
    pictureUrl: null,
  });
  return token;
}

describe('a registry endpoint', () => {
  beforeEach(() => serve());

  it('answers 401 on a bearer call without a token, and with an expired one', async () => {
    expect(await call('GET', '/cart/')).toMatchObject({ status: 401, body: { code: 'not_authenticated' } });
    const token = issueToken(1000);
    expect((await call('GET', '/cart/', { token })).status).toBe(200);
    simulator.clock.advance(1000);
    expect(await call('GET', '/cart/', { token })).toMatchObject({ status: 401, body: { code: 'token_expired' } });
    expect(await call('GET', '/cart/', { token: 'forged' })).toMatchObject({
      status: 401,
      body: { code: 'token_invalid' },
    });
  });

  it('coerces the query and rejects a query that breaks the contract with 400 naming the field and rule', async () => {
    expect(await call('GET', '/products/', { query: { page: '3' } })).toMatchObject({
      status: 200,
      body: { count: 3 },
    });
    const response = await call('GET', '/products/', { query: { page: '-1', perPage: 'many' } });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      code: 'validation_error',
      errors: [
        { location: 'query', field: '/page', rule: 'minimum' },
        { location: 'query', field: '/perPage', rule: 'type' },
      ],
    });
  });

  it('answers a malformed or invalid body with 400 in the shape the call documents', async () => {
    const token = issueToken(60_000);
    expect(await call('DELETE', '/cart/', { token, body: '{"id":' })).toMatchObject({
      status: 400,
      body: { errors: [{ location: 'body', field: '', rule: 'json' }] },
    });
    expect(await call('DELETE', '/cart/', { token, body: { id: 'seven' } })).toMatchObject({
      status: 400,
      body: { errors: [{ field: '/id', rule: 'type' }] },
    });
    expect(await call('POST', '/user/login/', { body: { username: 'a@b.co', password: 'x' } })).toMatchObject({
      status: 400,
      body: { error: 'invalid_request', errors: [{ field: '/grant_type', rule: 'required' }] },
    });
    const signup = await call('POST', '/user/signup/', { body: { email: 'not-an-email' } });
    expect(signup).toMatchObject({
      status: 400,
      body: { status_code: 400, details: { errorMessage: expect.any(String) } },
    });
  });

  it('answers a body in a media type its contract does not name with 415, in the shape the call documents', async () => {
    const token = issueToken(60_000);
    const asText = async (method: string, path: string, body: unknown) => {
      const response = await fetch(`${testOrigin}${path}`, {
        method,
        headers: { 'content-type': 'text/plain', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    };
    const credentials = { username: 'a@b.co', password: 'Secret#123', grant_type: 'password' };
    expect(await asText('POST', '/user/login/', credentials)).toMatchObject({
      status: 415,
      body: { error: 'unsupported_media_type', errors: [{ location: 'header', field: '/content-type' }] },
    });
    expect(await asText('POST', '/user/signup/', { email: 'a@b.co' })).toMatchObject({
      status: 415,
      body: { status_code: 415, details: { errorMessage: expect.any(String) } },
    });
    expect(await asText('DELETE', '/cart/', { id: 1 })).toMatchObject({
      status: 415,
      body: { code: 'unsupported_media_type' },
    });
  });

  it('answers 204 with no body', async () => {
    const token = issueToken(60_000);
    expect(await call('DELETE', '/cart/', { token, body: { id: 1 } })).toEqual(
      expect.objectContaining({ status: 204, body: undefined }),
    );
  });
});

describe('scenario rules and delay', () => {
  it('answer with the scenario response instead of the normal one', async () => {
    await serve({
      name: 'login-500',
      description: '',
      rules: [{ operation: 'login', answers: [{ status: 500, body: { error: 'server_error' } }] }],
    });
    const response = await call('POST', '/user/login/', {
      body: { username: 'a@b.co', password: 'Secret#123', grant_type: 'password' },
    });
    expect(response).toMatchObject({ status: 500, body: { error: 'server_error' } });
  });

  it('fail the request like a broken network', async () => {
    await serve({
      name: 'offline',
      description: '',
      rules: [{ operation: 'login', answers: [{ fault: 'connection-reset' }] }],
    });
    await expect(call('POST', '/user/login/', { body: {} })).rejects.toThrow();
  });

  it('delay every call by the configured time', async () => {
    await serve({ name: 'slow', description: '', settings: { delayMs: 120 } });
    const started = performance.now();
    await call('GET', '/products/');
    expect(performance.now() - started).toBeGreaterThanOrEqual(100);
  });
});

describe('the pipeline', () => {
  it('passes every call through its stages in order, the journal and the answer check outermost', () => {
    expect(providerCallStages.map((stage) => stage.name)).toEqual([
      'journal',
      'answer check',
      'scenario rules',
      'housekeeping',
      'authentication',
      'request validation',
    ]);
  });

  it('writes every call and its outcome into the journal, a network failure as status 0, until the next reset', async () => {
    await serve({
      name: 'offline-login',
      description: '',
      rules: [{ operation: 'login', answers: [{ fault: 'connection-reset' }] }],
    });
    await call('GET', '/products/', { query: { page: 2 } });
    await call('GET', '/cart/');
    await expect(call('POST', '/user/login/', { body: {} })).rejects.toThrow();
    const answered = { at: expect.any(String), durationMs: expect.any(Number), rule: null, requestIssues: [] };
    expect(simulator.journal.entries()).toEqual([
      { ...answered, operationId: 'listProducts', method: 'GET', path: '/products/?page=2', status: 200 },
      { ...answered, operationId: 'getCart', method: 'GET', path: '/cart/', status: 401 },
      {
        ...answered,
        operationId: 'login',
        method: 'POST',
        path: '/user/login/',
        status: 0,
        rule: 'offline-login: login fails as a network error',
      },
    ]);
    expect(Date.parse(simulator.journal.entries()[0]?.at ?? '')).toBeLessThanOrEqual(simulator.clock.now());
    await simulator.reset();
    expect(simulator.journal.entries()).toEqual([]);
  });
});

describe('response contract checking', () => {
  it("holds a scenario's answer to the contract like any answer", async () => {
    await serve({
      name: 'bad-override',
      description: '',
      rules: [{ operation: 'login', answers: [{ status: 200, body: {} }] }],
    });
    await call('POST', '/user/login/', { body: {} });
    expect(simulator.contractViolations.splice(0)).toEqual([
      expect.stringContaining('login answered 200 breaking login-response'),
    ]);
  });

  it('records a response that breaks its contract', async () => {
    await serve(defaultTestScenario, [{ id: 'not a cart line' }]);
    const token = issueToken(60_000);
    await call('GET', '/cart/', { token });
    expect(simulator.contractViolations.splice(0)).toEqual([
      expect.stringContaining('getCart answered 200 breaking cart-list-response'),
    ]);
  });
});
