import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  registry,
  type CartItem,
  type LoginResponse,
  type OperationId,
  type Order,
  type PlaceOrderResponse,
} from '../contracts';
import { checkAnswer } from '../contracts/runtime/answer-check';
import type { Scenario } from '../scenarios/scenario';
import { createHandlers } from './handlers';
import { Simulator } from './simulator';
import { call, defaultTestScenario, testOrigin, type ApiResponse, type CallOptions } from './testing/harness';
import { startMockServer, type MockServer } from './transport/start-mock-server';
import type { HttpMethod } from '../contracts';

/**
 * One behaviour, two ways in: each test runs against the simulator behind msw/node (the tests' and the browser's
 * MSW handlers) and behind the standalone server, which runs the same provider calls without MSW.
 */
interface Transport {
  name: string;
  /** A simulator playing the scenario for this test; calls go to the base URL it answers. */
  start(scenario: Scenario): Promise<{ base: string; simulator: Simulator }>;
}

const mswServer = setupServer();
const started: MockServer[] = [];
let simulators: Simulator[] = [];

// The standalone server's requests go past msw/node's interception; only the test origin must be handled.
beforeAll(() =>
  mswServer.listen({
    onUnhandledRequest: (request, print) => {
      if (new URL(request.url).origin === testOrigin) print.error();
    },
  }),
);
afterAll(() => mswServer.close());
afterEach(async () => {
  mswServer.resetHandlers();
  await Promise.all(started.splice(0).map((server) => server.close()));
  for (const simulator of simulators) expect(simulator.contractViolations).toEqual([]);
  simulators = [];
});

const transports: Transport[] = [
  {
    name: 'msw/node',
    async start(scenario) {
      const simulator = await Simulator.create({ scenario, validateResponses: true });
      mswServer.use(...createHandlers(simulator));
      simulators.push(simulator);
      return { base: testOrigin, simulator };
    },
  },
  {
    name: 'node:http',
    async start(scenario) {
      const server = await startMockServer({ port: 0, scenarios: [scenario], validateResponses: true });
      started.push(server);
      simulators.push(server.simulator);
      return { base: server.url, simulator: server.simulator };
    },
  },
];

const scenario = (name: string, rules: Scenario['rules']): Scenario => ({
  name,
  description: `A test scenario: ${name}.`,
  rules,
});

/** The shopper with coins, and the first of the voucher codes worth ₹500. */
const shopper = { username: 'shopper@example.com', password: 'Shopper@123', grant_type: 'password' } as const;
const unit = 500;

describe.each(transports)('the provider calls over $name', (transport) => {
  async function open(chosen: Scenario = defaultTestScenario) {
    const { base, simulator } = await transport.start(chosen);
    const send = (method: HttpMethod, path: string, options?: CallOptions): Promise<ApiResponse> =>
      call(method, `${base}${path}`, options);
    return { send, simulator };
  }

  it('answers every documented call as its contract documents', async () => {
    const { send } = await open();
    const answered = new Map<OperationId, number>();
    const expectCall = async (
      operationId: OperationId,
      status: number,
      method: HttpMethod,
      path: string,
      options?: CallOptions,
    ): Promise<ApiResponse> => {
      const response = await send(method, path, options);
      expect({ operationId, status: response.status }).toEqual({ operationId, status });
      expect(checkAnswer(operationId, response.status, response.body)).toEqual({ ok: true });
      answered.set(operationId, response.status);
      return response;
    };

    await expectCall('getHome', 200, 'GET', '/home/');
    await expectCall('listProducts', 200, 'GET', '/products/', { query: { page: 1, perPage: 8 } });
    await expectCall('listSortedProducts', 200, 'GET', '/products/sort/', { query: { sort: 'desc' } });
    await expectCall('searchProducts', 200, 'GET', '/search/', { query: { q: 'aurora' } });
    await expectCall('getConfiguration', 200, 'GET', '/configurator/');
    const signup = { username: 'Ravi Kumar', email: 'ravi@example.com', password: 'Secret#2026', phone: '9999999999' };
    await expectCall('signup', 201, 'POST', '/user/signup/', { body: signup });
    const login = (await expectCall('login', 200, 'POST', '/user/login/', { body: shopper })).body as LoginResponse;
    const refreshed = await expectCall('refreshToken', 200, 'POST', '/user/refreshtoken/', {
      body: { refresh_token: login.refresh_token },
    });
    const token = (refreshed.body as LoginResponse).access_token;
    await expectCall('getUserData', 200, 'GET', '/user-data/', { token });
    const line = { product_id: 1, quantity: 1, to_pay: unit, selectedDenomination: unit };
    await expectCall('addCartItem', 201, 'POST', '/cart/', { token, body: { cart_items: [line] } });
    const [added] = (await expectCall('getCart', 200, 'GET', '/cart/', { token })).body as CartItem[];
    const id = added?.id ?? 0;
    const update = { id, quantity: 2, to_pay: 2 * unit, selectedDenomination: unit };
    await expectCall('updateCartItem', 200, 'PATCH', '/cart/', { token, body: update });
    await expectCall('getProfile', 200, 'GET', '/edit-profile/', { token });
    const profile = new FormData();
    const fields = {
      username: 'Asha Shopper',
      email: 'shopper@example.com',
      phone: '9000012345',
      address_line1: '4 Hill Road',
      address_line2: 'Bandra',
      country: 'India',
    };
    for (const [name, value] of Object.entries(fields)) {
      profile.append(name, value);
    }
    await expectCall('updateProfile', 200, 'PUT', '/edit-profile/', { token, form: profile });
    await expectCall('loadCoins', 200, 'POST', '/load-coin/', { token, body: { coupon_code: 'LOAD-500-AAAA' } });
    const order = {
      amount: 2 * unit,
      coins_used: 0,
      order_number: 'ORD1795334460001',
      redirect_url: 'http://localhost:5173/payment',
      notify_url: 'http://localhost:5173/payment-notification',
    };
    const placed = (await expectCall('placeOrder', 201, 'POST', '/place-order/', { token, body: order }))
      .body as PlaceOrderResponse;
    const orderId = placed.orderId;
    await expectCall('getPlaceOrderStatus', 200, 'GET', '/place-order/', { token, query: { order_id: orderId } });
    await expectCall('getOrderStatus', 200, 'GET', '/order-status/', { token, query: { order_id: orderId } });
    await expectCall('getOrderHistory', 200, 'GET', '/order-history/', { token });
    await expectCall('getCoinsHistory', 200, 'GET', '/coins-history', { token });
    await expectCall('addCartItem', 201, 'POST', '/cart/', { token, body: { cart_items: [line] } });
    const [again] = (await send('GET', '/cart/', { token })).body as CartItem[];
    await expectCall('removeCartItem', 204, 'DELETE', '/cart/', { token, body: { id: again?.id ?? 0 } });
    const change = { username: 'Ravi Kumar', email: 'ravi@example.com', email_new: 'ravi.k@example.com' };
    await expectCall('updateUser', 200, 'PATCH', '/user/update/', { body: { ...change, phone: '9999999999' } });

    const answeredCalls = new Set<string>(answered.keys());
    const unanswered = registry.endpoints.map((entry) => entry.operationId).filter((id) => !answeredCalls.has(id));
    expect(unanswered, 'each call of the registry needs its expectCall line above').toEqual([]);
  });

  it('answers the order history as it stands at each read, though an unchanged one is answered as before', async () => {
    const { send, simulator } = await open();
    const token = ((await send('POST', '/user/login/', { body: shopper })).body as LoginResponse).access_token;
    const line = { product_id: 1, quantity: 1, to_pay: unit, selectedDenomination: unit };
    await send('POST', '/cart/', { token, body: { cart_items: [line] } });
    const order = {
      amount: unit,
      coins_used: 0,
      order_number: 'ORD1795334460002',
      redirect_url: 'http://localhost:5173/payment',
      notify_url: 'http://localhost:5173/payment-notification',
    };
    const placed = await send('POST', '/place-order/', { token, body: order });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const { orderId } = placed.body as PlaceOrderResponse;
    const statusOf = async () =>
      ((await send('GET', '/order-history/', { token })).body as Order[]).find((entry) => entry.id === orderId)?.status;

    expect(await statusOf()).toBe('Pending');
    expect(await statusOf()).toBe('Pending');
    // The payment window of 300 s runs out: the history read next says so.
    simulator.clock.advance(301_000);
    expect(await statusOf()).toBe('Expired');
  });

  it('refuses a request that breaks its contract with 400 and the issue, and changes nothing', async () => {
    const { send } = await open();
    const token = ((await send('POST', '/user/login/', { body: shopper })).body as LoginResponse).access_token;
    const refused = await send('POST', '/cart/', {
      token,
      body: { cart_items: [{ product_id: 1, quantity: 0, to_pay: 0, selectedDenomination: unit }] },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      errors: expect.arrayContaining([expect.objectContaining({ field: '/cart_items/0/quantity' })]),
    });
    expect((await send('GET', '/cart/', { token })).body).toEqual([]);
    expect((await send('GET', '/cart/')).status).toBe(401);
  });

  it("answers with a scenario's override, headers included, after its delay", async () => {
    const { send } = await open(
      scenario('cross-override', [
        {
          operation: 'login',
          answers: [
            {
              delayMs: 200,
              status: 429,
              body: {
                error: 'too_many_attempts',
                error_description: 'Try again in 900 seconds.',
                message: 'Too many.',
              },
              headers: { 'Retry-After': '900' },
            },
          ],
        },
      ]),
    );
    const started = performance.now();
    const response = await send('POST', '/user/login/', { body: shopper });
    expect(performance.now() - started).toBeGreaterThanOrEqual(190);
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('900');
    expect(response.body).toMatchObject({ error: 'too_many_attempts' });
  });

  it("fails the way a broken network does on a scenario's faults", async () => {
    const { send } = await open(
      scenario('cross-faults', [
        { operation: 'getConfiguration', answers: [{ fault: 'connection-reset' }] },
        { operation: 'getHome', answers: [{ fault: 'malformed-json' }] },
        { operation: 'searchProducts', answers: [{ fault: 'wrong-content-type' }] },
      ]),
    );
    await expect(send('GET', '/configurator/')).rejects.toThrow();
    const malformed = await send('GET', '/home/');
    expect(malformed.status).toBe(200);
    expect(typeof malformed.body).toBe('string');
    const html = await send('GET', '/search/', { query: { q: 'aurora' } });
    expect(html.headers.get('content-type')).toContain('text/html');
    expect((await send('GET', '/products/', { query: { page: 1 } })).status).toBe(200);
  });

  it('counts failed sign-ins and then refuses the account with 429', async () => {
    const { send } = await open();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await send('POST', '/user/login/', { body: { ...shopper, password: 'Wrong#2026' } })).status).toBe(401);
    }
    const locked = await send('POST', '/user/login/', { body: shopper });
    expect(locked).toMatchObject({ status: 429, body: { error: 'too_many_attempts' } });
  });
});
