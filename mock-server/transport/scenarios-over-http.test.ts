import { describe, expect, it } from 'vitest';
import type { Config, Order } from '../../contracts';
import { checkAnswer } from '../../contracts/runtime/answer-check';
import { useMockServer } from '../testing/use-mock-server';
import { call, type ApiResponse } from '../testing/harness';
import type { Scenario } from '../../scenarios/scenario';

const shopper = { username: 'shopper@example.com', password: 'Shopper@123', grant_type: 'password' };

const start = useMockServer();
const load = async (scenario: string): Promise<string> => (await start({ scenario })).url;

async function signIn(url: string): Promise<{ access_token: string; refresh_token: string }> {
  const response = await call('POST', `${url}/user/login/`, { body: shopper });
  expect(response.status).toBe(200);
  return response.body as { access_token: string; refresh_token: string };
}

const bodyOf = <T>(response: ApiResponse): T => response.body as T;

/** Puts one ₹100 voucher in the cart and checks it out: the place-order answer. */
async function checkOut(url: string, token: string): Promise<ApiResponse> {
  const line = { product_id: 1, quantity: 1, to_pay: 100, selectedDenomination: 100 };
  expect((await call('POST', `${url}/cart/`, { token, body: { cart_items: [line] } })).status).toBe(201);
  return call('POST', `${url}/place-order/`, {
    token,
    body: {
      amount: 100,
      coins_used: 0,
      order_number: 'ORD1795334460000',
      redirect_url: 'http://localhost:5173/payment',
      notify_url: 'http://localhost:5173/payment-notification',
    },
  });
}

async function placeOneOrder(url: string, token: string): Promise<string> {
  const placed = await checkOut(url, token);
  expect(placed.status).toBe(201);
  return bodyOf<{ orderId: string }>(placed).orderId;
}

describe('each scenario, loaded into a standalone server', () => {
  it('default: signs the shopper in and lists 80 products', async () => {
    const url = await load('default');
    await signIn(url);
    expect(bodyOf<{ count: number }>(await call('GET', `${url}/products/`)).count).toBe(80);
  });

  it('login-429: refuses even good credentials with 429 and Retry-After', async () => {
    const url = await load('login-429');
    const response = await call('POST', `${url}/user/login/`, { body: shopper });
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('900');
    expect(response.body).toMatchObject({ error: 'too_many_attempts' });
  });

  it('login-500: answers sign-in with 500 server_error', async () => {
    const url = await load('login-500');
    const response = await call('POST', `${url}/user/login/`, { body: shopper });
    expect(response.status).toBe(500);
    expect(response.body).toMatchObject({ error: 'server_error' });
  });

  it('login-network-error: sign-in fails as a network error, the rest answers', async () => {
    const url = await load('login-network-error');
    await expect(call('POST', `${url}/user/login/`, { body: shopper })).rejects.toThrow(TypeError);
    expect((await call('GET', `${url}/home/`)).status).toBe(200);
  });

  it('expired-payment: order ord_000001 has expired on the first call', async () => {
    const url = await load('expired-payment');
    const { access_token: token } = await signIn(url);
    const status = await call('GET', `${url}/order-status/`, { token, query: { order_id: 'ord_000001' } });
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({ status: 'expired', orderDetails: { orderId: 'ord_000001' } });
    // The 20 coins the order used are back.
    expect((await call('GET', `${url}/user-data/`, { token })).body).toMatchObject({ coins: 5000 });
  });

  it('five-orders: the shopper has five orders, newest first, in each history state', async () => {
    const url = await load('five-orders');
    const { access_token: token } = await signIn(url);
    const orders = bodyOf<Order[]>(await call('GET', `${url}/order-history/`, { token }));
    expect(orders.map(({ id, status, vouchers }) => [id, status, vouchers.length])).toEqual([
      ['ord_000005', 'Pending', 0],
      ['ord_000004', 'Completed', 1],
      ['ord_000003', 'Expired', 0],
      ['ord_000002', 'Completed', 1],
      ['ord_000001', 'Completed', 1],
    ]);
  });

  it('company-facts-partial: the configuration sends five registration facts and no vision', async () => {
    const url = await load('company-facts-partial');
    const config = bodyOf<Config>(await call('GET', `${url}/configurator/`));
    expect(Object.keys(config.company?.registration ?? {}).sort()).toEqual([
      'cin',
      'companyName',
      'companyStatus',
      'dateOfIncorporation',
      'registeredAddress',
    ]);
    expect(config.company).not.toHaveProperty('vision');
  });

  it('incomplete-vouchers: paid orders with no vouchers, and with vouchers missing their details', async () => {
    const url = await load('incomplete-vouchers');
    const { access_token: token } = await signIn(url);
    const [newest, oldest] = bodyOf<Order[]>(await call('GET', `${url}/order-history/`, { token }));
    expect(oldest).toMatchObject({ id: 'ord_000001', status: 'Completed', vouchers: [] });
    expect(newest?.status).toBe('Completed');
    expect(newest?.vouchers).toEqual([
      { card_number: '4111222233334444', pin_code: '739104', claim_url: 'https://claim.example.com/v/AB12CD' },
      { card_number: '4111222233335555', pin_code: '204816', claim_url: null },
      { card_number: null, pin_code: null, claim_url: 'https://claim.example.com/v/EF34GH' },
    ]);
  });

  it('order-history-unavailable: the order and coin histories answer 503, the rest works', async () => {
    const url = await load('order-history-unavailable');
    const { access_token: token } = await signIn(url);
    const orders = await call('GET', `${url}/order-history/`, { token });
    expect(orders.status).toBe(503);
    expect(orders.body).toMatchObject({ detail: 'Order history is unavailable right now.' });
    expect((await call('GET', `${url}/coins-history`, { token })).status).toBe(503);
    expect((await call('GET', `${url}/user-data/`, { token })).status).toBe(200);
  });

  it('payment-pending-then-success: an order is paid by itself at the third status poll', async () => {
    const url = await load('payment-pending-then-success');
    const { access_token: token } = await signIn(url);
    const orderId = await placeOneOrder(url, token);

    const statuses: string[] = [];
    for (let poll = 0; poll < 3; poll += 1) {
      const response = await call('GET', `${url}/order-status/`, { token, query: { order_id: orderId } });
      statuses.push(bodyOf<{ status: string }>(response).status);
    }
    expect(statuses).toEqual(['PAYMENT_PENDING', 'PAYMENT_PENDING', 'success']);
  });

  it('session-expiry: the access token expires after 30 s and the refresh path works', async () => {
    const url = await load('session-expiry');
    const tokens = await signIn(url);
    expect((await call('GET', `${url}/user-data/`, { token: tokens.access_token })).status).toBe(200);
    await call('POST', `${url}/__mock/clock/advance`, { body: { seconds: 31 } });
    const expired = await call('GET', `${url}/user-data/`, { token: tokens.access_token });
    expect(expired.status).toBe(401);
    expect(expired.body).toMatchObject({ code: 'token_expired' });

    const refreshed = await call('POST', `${url}/user/refreshtoken/`, {
      body: { refresh_token: tokens.refresh_token },
    });
    expect(refreshed.status).toBe(200);
    const token = bodyOf<{ access_token: string }>(refreshed).access_token;
    expect((await call('GET', `${url}/user-data/`, { token })).status).toBe(200);
  });

  it('refresh-fails: a valid refresh token is refused with 401 refresh_token_invalid', async () => {
    const url = await load('refresh-fails');
    const { refresh_token } = await signIn(url);
    const refreshed = await call('POST', `${url}/user/refreshtoken/`, { body: { refresh_token } });
    expect(refreshed.status).toBe(401);
    expect(refreshed.body).toMatchObject({ code: 'refresh_token_invalid' });
  });

  const unavailable = { detail: 'The cart service is unavailable.', code: 'unavailable' };
  const line = { product_id: 1, quantity: 1, to_pay: 100, selectedDenomination: 100 };
  const change = (id: number) => ({ id, quantity: 2, to_pay: 200, selectedDenomination: 100 });

  it('cart-unavailable: reading the cart answers 503, adding, changing and removing lines work', async () => {
    const url = await load('cart-unavailable');
    const { access_token: token } = await signIn(url);
    const added = await call('POST', `${url}/cart/`, { token, body: { cart_items: [line] } });
    expect(added.status).toBe(201);
    const { id } = bodyOf<{ id: number }>(added);

    const read = await call('GET', `${url}/cart/`, { token });
    expect(read.status).toBe(503);
    expect(read.body).toEqual(unavailable);
    expect((await call('PATCH', `${url}/cart/`, { token, body: change(id) })).status).toBe(200);
    expect((await call('DELETE', `${url}/cart/`, { token, body: { id } })).status).toBe(204);
    // The override answers before authentication, as every scenario override does: no token, still 503.
    expect((await call('GET', `${url}/cart/`)).status).toBe(503);
  });

  it('cart-changes-refused: changing or removing a line answers 503 and changes nothing', async () => {
    const url = await load('cart-changes-refused');
    const { access_token: token } = await signIn(url);
    const added = await call('POST', `${url}/cart/`, { token, body: { cart_items: [line] } });
    expect(added.status).toBe(201);
    const { id } = bodyOf<{ id: number }>(added);

    const changed = await call('PATCH', `${url}/cart/`, { token, body: change(id) });
    expect(changed.status).toBe(503);
    expect(changed.body).toEqual(unavailable);
    const removed = await call('DELETE', `${url}/cart/`, { token, body: { id } });
    expect(removed.status).toBe(503);
    expect(removed.body).toEqual(unavailable);

    const read = await call('GET', `${url}/cart/`, { token });
    expect(read.status).toBe(200);
    expect(read.body).toEqual([expect.objectContaining({ id, quantity: 1, to_pay: '100.00' })]);
    // The override answers before authentication, as every scenario override does: no token, still 503.
    expect((await call('DELETE', `${url}/cart/`, { body: { id } })).status).toBe(503);
    expect((await call('GET', `${url}/cart/`)).status).toBe(401);
  });

  it('empty-catalogue: listings and search are empty, categories remain', async () => {
    const url = await load('empty-catalogue');
    expect((await call('GET', `${url}/products/`)).body).toMatchObject({ count: 0, results: [] });
    const search = await call('GET', `${url}/search/`, { query: { q: 'gift' } });
    expect(search.status).toBe(200);
    expect(JSON.stringify(search.body)).not.toContain('"id"');
    expect(bodyOf<{ categories: unknown[] }>(await call('GET', `${url}/home/`)).categories.length).toBeGreaterThan(0);
  });

  it('slow-network: a provider call takes the fixed delay', async () => {
    const url = await load('slow-network');
    const started = performance.now();
    expect((await call('GET', `${url}/home/`)).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(1450);
  });

  it('catalogue-10k: lists 10,000 products', { timeout: 60_000 }, async () => {
    const url = await load('catalogue-10k');
    const page = await call('GET', `${url}/products/`, { query: { page: 1250, perPage: 8 } });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ count: 10_000, next: null });
  });

  it('order-status-recovers: two status polls answer 500, then the order is pending, then paid', async () => {
    const url = await load('order-status-recovers');
    const { access_token: token } = await signIn(url);
    const orderId = await placeOneOrder(url, token);
    const polls: string[] = [];
    for (let poll = 0; poll < 4; poll += 1) {
      const response = await call('GET', `${url}/place-order/`, { token, query: { order_id: orderId } });
      polls.push(response.status === 200 ? bodyOf<{ status: string }>(response).status : String(response.status));
    }
    expect(polls).toEqual(['500', '500', 'PAYMENT_PENDING', 'success']);
  });

  it('place-order-without-payment-links: checkout answers 201 with no link and places no order', async () => {
    const url = await load('place-order-without-payment-links');
    const { access_token: token } = await signIn(url);
    const placed = await checkOut(url, token);
    expect(placed).toMatchObject({ status: 201, body: { paymentLinks: {}, updatedCoins: 5000 } });
    expect(bodyOf<{ orders: unknown[] }>(await call('GET', `${url}/__mock/state`)).orders).toEqual([]);
  });

  it('cart-breaks-contract: the cart answers a body its contract does not allow, and nothing else changes', async () => {
    const url = await load('cart-breaks-contract');
    const { access_token: token } = await signIn(url);
    expect(await call('GET', `${url}/cart/`, { token })).toMatchObject({
      status: 200,
      body: { cart_items: 'not a list' },
    });
    expect((await call('GET', `${url}/user-data/`, { token })).status).toBe(200);
  });

  it('partial-profile: the shopper has no phone, address lines or country', async () => {
    const url = await load('partial-profile');
    const { access_token: token } = await signIn(url);
    expect(bodyOf(await call('GET', `${url}/edit-profile/`, { token }))).toMatchObject({
      phone: '',
      address_line1: '',
      address_line2: '',
      country: '',
    });
  });

  it('broken-provider: each call named breaks its contract in its own way, every other call answers', async () => {
    const url = await load('broken-provider');
    const { access_token: token } = await signIn(url);
    const storefront = { origin: 'http://localhost:5173' };

    expect(checkAnswer('getHome', 200, (await call('GET', `${url}/home/`)).body)).toMatchObject({
      ok: false,
      summary:
        "getHome answered 200 breaking home-response: body /subcategories must have required property 'subcategories'",
    });
    // Once only: the storefront's error screen recovers on Reload Page, so its other fallbacks can be looked at.
    expect(checkAnswer('getConfiguration', 200, (await call('GET', `${url}/configurator/`)).body)).toMatchObject({
      ok: false,
      issues: [{ field: '/primary_color' }],
    });
    expect(checkAnswer('getConfiguration', 200, (await call('GET', `${url}/configurator/`)).body)).toEqual({
      ok: true,
    });
    const cart = await call('GET', `${url}/cart/`, { token });
    expect(bodyOf<{ price: string }[]>(cart)[0]?.price).toBe('100.005');
    expect(checkAnswer('getCart', 200, cart.body)).toMatchObject({ ok: false, issues: [{ field: '/0/price' }] });
    expect(await call('GET', `${url}/search/`, { query: { q: 'aurora' } })).toMatchObject({
      status: 418,
      body: { code: 'teapot' },
    });
    expect((await call('GET', `${url}/order-history/`, { token })).status).toBe(500);
    const profile = await fetch(`${url}/edit-profile/`, { headers: { authorization: `Bearer ${token}` } });
    expect(profile.headers.get('content-type')).toBe('text/html');
    const userData = await fetch(`${url}/user-data/`, { headers: { ...storefront, authorization: `Bearer ${token}` } });
    expect(userData.status).toBe(200);
    expect(userData.headers.get('access-control-allow-origin')).toBeNull();

    const coins = await fetch(`${url}/coins-history`, { headers: { ...storefront, authorization: `Bearer ${token}` } });
    expect(coins.status).toBe(200);
    expect(coins.headers.get('access-control-allow-origin')).toBe(storefront.origin);
    expect((await call('GET', `${url}/products/`)).status).toBe(200);
  });

  it('switching scenarios through the admin API gives the same behaviour as starting with it', async () => {
    const url = await load('default');
    await call('POST', `${url}/__mock/scenario`, { body: { name: 'expired-payment' } });
    const { access_token: token } = await signIn(url);
    const status = await call('GET', `${url}/place-order/`, { token, query: { order_id: 'ord_000001' } });
    expect(status.body).toMatchObject({ status: 'expired' });
  });
});

describe("a scenario's faults over HTTP", () => {
  const configurationFails = (name: string, fault: 'connection-reset' | 'no-answer' | 'malformed-json'): Scenario => ({
    name,
    description: `The configuration call fails: ${fault}.`,
    rules: [{ operation: 'getConfiguration', answers: [{ fault }] }],
  });
  const serve = async (scenario: Scenario): Promise<string> =>
    (await start({ scenarios: [scenario], scenario: scenario.name })).url;
  const journalled = async (url: string): Promise<{ status: number; rule: string | null }[]> =>
    bodyOf<{ entries: { status: number; rule: string | null }[] }>(await call('GET', `${url}/__mock/requests`)).entries;

  it('connection-reset: the connection closes without an answer', async () => {
    const url = await serve(configurationFails('reset', 'connection-reset'));
    await expect(fetch(`${url}/configurator/`)).rejects.toThrow(TypeError);
    expect((await call('GET', `${url}/home/`)).status).toBe(200);
  });

  it('no-answer: nothing comes until the client gives up, and the simulator notices it did', async () => {
    const url = await serve(configurationFails('silent', 'no-answer'));
    const started = performance.now();
    await expect(fetch(`${url}/configurator/`, { signal: AbortSignal.timeout(400) })).rejects.toThrow();
    expect(performance.now() - started).toBeGreaterThanOrEqual(350);
    await expect
      .poll(() => journalled(url))
      .toMatchObject([{ status: 0, rule: 'silent: getConfiguration gives no answer' }]);
  });

  it('no-cors: the normal answer without its CORS headers, while other calls and the preflight keep them', async () => {
    const storefront = 'http://localhost:5173';
    const url = await serve({
      name: 'forgot-cors',
      description: 'The configuration call forgot its CORS headers.',
      rules: [{ operation: 'getConfiguration', answers: [{ fault: 'no-cors' }] }],
    });
    const bare = await fetch(`${url}/configurator/`, { headers: { origin: storefront } });
    expect(bare.status).toBe(200);
    expect(bare.headers.get('content-type')).toBe('application/json');
    expect(checkAnswer('getConfiguration', 200, await bare.json())).toEqual({ ok: true });
    expect([...bare.headers.keys()].filter((name) => name.startsWith('access-control-'))).toEqual([]);

    const preflight = await fetch(`${url}/configurator/`, {
      method: 'OPTIONS',
      headers: { origin: storefront, 'access-control-request-method': 'GET' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe(storefront);
    const home = await fetch(`${url}/home/`, { headers: { origin: storefront } });
    expect(home.headers.get('access-control-allow-origin')).toBe(storefront);
    expect(home.headers.get('access-control-allow-credentials')).toBe('true');
    expect(await journalled(url)).toMatchObject([
      { status: 200, rule: 'forgot-cors: getConfiguration answers without its CORS headers' },
      { status: 200, rule: null },
    ]);
  });

  it('malformed-json: a JSON answer cut short', async () => {
    const url = await serve(configurationFails('cut-short', 'malformed-json'));
    const response = await fetch(`${url}/configurator/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    await expect(response.json()).rejects.toThrow(SyntaxError);
  });
});
