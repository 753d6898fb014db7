import superagent from 'superagent';
import { describe, expect, it, vi } from 'vitest';
import type { JournalView } from '../handlers/admin';
import { defaultBrandId } from '../seed/seed-data';
import { call } from '../testing/harness';
import { rawExchange } from '../testing/raw-http';
import { scenarios } from '../../scenarios';
import { startMockServer } from './start-mock-server';
import { useMockServer } from '../testing/use-mock-server';

const storefront = 'http://localhost:5173';
const foreign = 'http://evil.example';
const credentials = { username: 'shopper@example.com', password: 'Shopper@123', grant_type: 'password' };

const start = useMockServer();

function preflight(url: string, origin: string): Promise<Response> {
  return fetch(url, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization, content-type',
    },
  });
}

describe('the standalone server', () => {
  it('serves the catalogue on 127.0.0.1 to fetch and to superagent', async () => {
    const { url } = await start();
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);

    const viaFetch = await call('GET', `${url}/products/`, { query: { page: 1, perPage: 8 } });
    expect(viaFetch.status).toBe(200);
    expect(viaFetch.body).toMatchObject({ count: 80 });

    const viaSuperagent = await superagent.get(`${url}/products/`).query({ page: 2, perPage: 8 });
    expect(viaSuperagent.status).toBe(200);
    expect(viaSuperagent.body.results).toHaveLength(8);
  });

  it('signs in and answers a bearer call with the token', async () => {
    const { url } = await start();
    const login = await superagent.post(`${url}/user/login/`).send(credentials);
    const userData = await superagent
      .get(`${url}/user-data/`)
      .set('Authorization', `Bearer ${login.body.access_token}`);
    expect(userData.body).toMatchObject({ email: 'shopper@example.com' });
  });

  it('runs a checkout through its own payment page, form post and redirect included', async () => {
    const { url } = await start();
    const login = await superagent.post(`${url}/user/login/`).send(credentials);
    const bearer = `Bearer ${login.body.access_token}`;
    const line = { product_id: 1, quantity: 1, to_pay: 100, selectedDenomination: 100 };
    await superagent
      .post(`${url}/cart/`)
      .set('Authorization', bearer)
      .send({ cart_items: [line] });
    const placed = await superagent.post(`${url}/place-order/`).set('Authorization', bearer).send({
      amount: 100,
      coins_used: 0,
      order_number: 'ORD1795334460000',
      redirect_url: 'http://localhost:5173/payment',
      notify_url: 'http://localhost:5173/payment-notification',
    });
    const { orderId, paymentLinks } = placed.body as { orderId: string; paymentLinks: { phonePe: string } };
    expect(paymentLinks.phonePe.startsWith(`${url}/__mock/pay/${orderId}`)).toBe(true);

    const page = await fetch(paymentLinks.phonePe);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(await page.text()).toContain('Approve');

    const approved = await fetch(`${url}/__mock/pay/${orderId}/approve`, {
      method: 'POST',
      body: new URLSearchParams({ method: 'phonePe' }),
      redirect: 'manual',
    });
    expect(approved.status).toBe(303);
    expect(approved.headers.get('location')).toBe(`http://localhost:5173/payment?orderid=${orderId}`);
    const status = await superagent
      .get(`${url}/order-status/`)
      .set('Authorization', bearer)
      .query({ order_id: orderId });
    expect(status.body).toMatchObject({ status: 'success' });
  });

  it('answers a preflight from a storefront origin with credentials, methods and headers', async () => {
    const { url } = await start();
    const response = await preflight(`${url}/user/login/`, storefront);
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(storefront);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('access-control-allow-methods')?.split(',')).toEqual(
      expect.arrayContaining(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
    );
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase().split(',')).toEqual(
      expect.arrayContaining(['authorization', 'content-type']),
    );
    expect(response.headers.get('vary')).toMatch(/Origin/);
  });

  it('admits every configured origin and no other', async () => {
    const { url } = await start({ origins: ['http://shop.test:8080', storefront] });
    for (const origin of ['http://shop.test:8080', storefront]) {
      const response = await preflight(`${url}/cart/`, origin);
      expect(response.headers.get('access-control-allow-origin')).toBe(origin);
    }
    const refused = await preflight(`${url}/cart/`, 'http://127.0.0.1:5173');
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('gives a foreign origin no Access-Control-Allow-Origin, so its browser blocks the answer', async () => {
    const { url } = await start();
    const preflighted = await preflight(`${url}/user/login/`, foreign);
    expect(preflighted.headers.get('access-control-allow-origin')).toBeNull();
    const simple = await fetch(`${url}/home/`, { headers: { origin: foreign } });
    expect(simple.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('marks a credentialed call from the storefront with Allow-Credentials and exposes Retry-After', async () => {
    const { url } = await start({ scenario: 'login-429' });
    const response = await fetch(`${url}/user/login/`, {
      method: 'POST',
      headers: { origin: storefront, 'content-type': 'application/json', cookie: 'access_token=x' },
      body: JSON.stringify(credentials),
    });
    expect(response.status).toBe(429);
    expect(response.headers.get('access-control-allow-origin')).toBe(storefront);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('access-control-expose-headers')).toMatch(/Retry-After/i);
    expect(response.headers.get('retry-after')).toBe('900');
  });

  it('answers an unknown path with a 404 JSON body', async () => {
    const { url } = await start();
    const response = await call('GET', `${url}/no/such/call/`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(response.body).toMatchObject({ code: 'not_found' });
  });

  it('answers a contract violation with 400 over HTTP too', async () => {
    const { url } = await start();
    const response = await call('POST', `${url}/user/login/`, { body: { username: 'shopper@example.com' } });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: 'invalid_request' });
  });

  it('answers 400 with the error body to a Host header that makes no URL, or none, and keeps serving', async () => {
    const { url } = await start();
    for (const host of ['Host: a b\r\n', '']) {
      const answer = await rawExchange(url, `GET /home/ HTTP/1.1\r\n${host}Connection: close\r\n\r\n`);
      expect(answer).toMatch(/^HTTP\/1\.1 400/);
      expect(answer).toMatch(/\r\ncontent-type: application\/json/i);
      expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toMatchObject({ code: 'bad_host' });
    }
    expect((await call('GET', `${url}/home/`)).status).toBe(200);
  });

  it('refuses a body larger than 4 MiB before reading it', async () => {
    const { url } = await start();
    const answer = await rawExchange(
      url,
      'POST /user/login/ HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 999999999\r\nConnection: close\r\n\r\n{',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 413/);
  });

  it('refuses a chunked body once it grows past 4 MiB', async () => {
    const { url } = await start();
    const size = 4 * 1024 * 1024 + 1;
    const answer = await rawExchange(
      url,
      `POST /user/login/ HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n` +
        `${size.toString(16)}\r\n${' '.repeat(size)}`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 413/);
    expect((await call('GET', `${url}/home/`)).status).toBe(200);
  });

  it('closes the connection without an answer in login-network-error, as a network failure', async () => {
    const { url } = await start({ scenario: 'login-network-error' });
    await expect(call('POST', `${url}/user/login/`, { body: credentials })).rejects.toThrow(TypeError);
    const failure: unknown = await superagent
      .post(`${url}/user/login/`)
      .send(credentials)
      .then(
        () => 'answered',
        (error: unknown) => error,
      );
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toHaveProperty('status');
    // Only login is cut off; the server itself keeps answering.
    expect((await call('GET', `${url}/home/`)).status).toBe(200);
  });

  it('delays every provider call in slow-network', async () => {
    const { url } = await start({ scenario: 'slow-network' });
    let started = performance.now();
    expect((await call('GET', `${url}/configurator/`)).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(1450);
    // A catalogue read is memoisable, but not while the scenario delays it.
    started = performance.now();
    expect((await call('GET', `${url}/configurator/`)).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(1450);
  });

  it('answers the admin API at once in slow-network, while a provider call waits for its delay', async () => {
    const { url } = await start({ scenario: 'slow-network' });
    // The scenario's delay is a timer: on a held clock the provider call waits, and a delayed admin call would too.
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      let providerAnswered = false;
      const provider = call('GET', `${url}/configurator/`).then((response) => {
        providerAnswered = true;
        return response;
      });
      expect((await call('GET', `${url}/__mock/clock`)).status).toBe(200);
      expect(providerAnswered).toBe(false);
      while (!providerAnswered) await vi.advanceTimersByTimeAsync(500);
      expect((await provider).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers a catalogue read asked again from its memo, CORS included, until the next seed', async () => {
    const { url, simulator } = await start();
    const configuration = async () => {
      const response = await fetch(`${url}/configurator/`, { headers: { origin: storefront } });
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBe(storefront);
      return ((await response.json()) as { organization_name: string }).organization_name;
    };
    const seeded = await configuration();
    // The memo keeps a read's answer from the second time it is asked.
    expect(await configuration()).toBe(seeded);
    // Nothing the provider API offers changes the brand: only a direct write shows where an answer came from.
    simulator.db.brandConfig.update({
      where: { id: { equals: defaultBrandId } },
      data: { organizationName: 'Changed behind the API' },
    });
    expect(await configuration()).toBe(seeded);

    expect((await call('POST', `${url}/__mock/scenario`, { body: { name: 'empty-catalogue' } })).status).toBe(200);
    expect((await call('GET', `${url}/products/`)).body).toMatchObject({ count: 0 });
  });

  it('memoises per Host, since list answers link to their own origin', async () => {
    const { url } = await start();
    const path = '/products/?page=1&perPage=8';
    const asShop = (host: string) =>
      rawExchange(url, `GET ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
    // Asked twice on the server's own origin, so that its answer is kept.
    for (let round = 0; round < 2; round += 1) {
      expect((await call('GET', `${url}${path}`)).body).toMatchObject({ next: `${url}/products/?page=2&perPage=8` });
    }
    expect(await asShop('shop.test:8080')).toContain('"next":"http://shop.test:8080/products/?page=2&perPage=8"');
    // One origin however its Host is spelt: kept from the second of these, answered from the memo at the third.
    for (const host of ['shop.test', 'SHOP.test:80', 'shop.TEST']) {
      expect(await asShop(host)).toContain('"next":"http://shop.test/products/?page=2&perPage=8"');
    }
  });

  it('seeds the product count it is given', async () => {
    const { url } = await start({ products: 12 });
    expect((await call('GET', `${url}/products/`)).body).toMatchObject({ count: 12 });
  });

  it('frees its port on close', async () => {
    const { url, close } = await startMockServer({ port: 0, scenarios });
    await close();
    await expect(fetch(`${url}/home/`)).rejects.toThrow(TypeError);
  });
});

describe('the admin API over HTTP', () => {
  it('lists the scenarios and switches to one by name, reseeding', async () => {
    const { url } = await start();
    const listed = await call('GET', `${url}/__mock/scenarios`);
    expect(listed.body).toMatchObject({ active: 'default' });
    const names = (listed.body as { scenarios: { name: string; description: string }[] }).scenarios.map(
      (scenario) => scenario.name,
    );
    expect(names).toEqual(expect.arrayContaining(['default', 'login-500', 'expired-payment', 'catalogue-10k']));

    const switched = await call('POST', `${url}/__mock/scenario`, { body: { name: 'login-500' } });
    expect(switched.status).toBe(200);
    expect(switched.body).toMatchObject({ active: { name: 'login-500' } });
    expect((await call('POST', `${url}/user/login/`, { body: credentials })).status).toBe(500);
    expect((await call('GET', `${url}/__mock/scenarios`)).body).toMatchObject({ active: 'login-500' });
  });

  it('answers 404 to an unknown scenario and 400 to a malformed switch, keeping the active one', async () => {
    const { url } = await start();
    const unknown = await call('POST', `${url}/__mock/scenario`, { body: { name: 'no-such-scenario' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({
      code: 'unknown_scenario',
      detail: expect.stringMatching(/^Unknown scenario "no-such-scenario"; known: default, .*login-429, .*\.$/),
    });
    for (const body of [{}, { name: 7 }, { name: '' }, [], 'login-500', '{not json']) {
      const response = await call('POST', `${url}/__mock/scenario`, { body });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 'invalid_admin_request' });
    }
    expect((await call('GET', `${url}/__mock/scenarios`)).body).toMatchObject({ active: 'default' });
  });

  it('advances the clock so tokens expire, and rejects a bad advance', async () => {
    const { url } = await start();
    const login = await call('POST', `${url}/user/login/`, { body: credentials });
    const token = (login.body as { access_token: string }).access_token;
    const before = Date.parse(((await call('GET', `${url}/__mock/clock`)).body as { now: string }).now);

    const advanced = await call('POST', `${url}/__mock/clock/advance`, { body: { seconds: 16 * 60 } });
    expect(advanced.status).toBe(200);
    expect(Date.parse((advanced.body as { now: string }).now) - before).toBeGreaterThanOrEqual(16 * 60 * 1000);
    const expired = await call('GET', `${url}/user-data/`, { token });
    expect(expired.status).toBe(401);
    expect(expired.body).toMatchObject({ code: 'token_expired' });

    for (const seconds of [0, -5, '60', null, 31 * 24 * 60 * 60]) {
      expect((await call('POST', `${url}/__mock/clock/advance`, { body: { seconds } })).status).toBe(400);
    }
    expect((await call('POST', `${url}/__mock/clock/advance`, { body: '{"seconds": 1e999}' })).status).toBe(400);
  });

  it('reports the state without secrets, and reset throws every change away', async () => {
    const { url } = await start();
    const login = await call('POST', `${url}/user/login/`, { body: credentials });
    const token = (login.body as { access_token: string }).access_token;
    expect((await call('POST', `${url}/load-coin/`, { token, body: { coupon_code: 'LOAD-500-AAAA' } })).status).toBe(
      200,
    );

    const changed = await call('GET', `${url}/__mock/state`);
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      scenario: 'default',
      products: 80,
      users: expect.arrayContaining([
        expect.objectContaining({ email: 'shopper@example.com', coins: 5500, cartLines: 0 }),
        expect.objectContaining({ email: 'nocoins@example.com', coins: 0 }),
        expect.objectContaining({ email: 'locked@example.com', locked: true }),
      ]),
      orders: [],
      voucherCodes: expect.arrayContaining([
        { code: 'LOAD-500-AAAA', coins: 500, state: 'redeemed' },
        { code: 'LOAD-1000-BBBB', coins: 1000, state: 'unused' },
        { code: 'LOAD-EXPIRED-0001', coins: 100, state: 'expired' },
        { code: 'LOAD-USED-0001', coins: 300, state: 'redeemed' },
      ]),
    });
    const text = JSON.stringify(changed.body);
    for (const secret of ['password', 'salt', 'hash', 'token', 'Shopper@123']) expect(text).not.toContain(secret);

    expect((await call('POST', `${url}/__mock/reset`)).status).toBe(200);
    const reset = await call('GET', `${url}/__mock/state`);
    expect(reset.body).toMatchObject({
      users: expect.arrayContaining([expect.objectContaining({ email: 'shopper@example.com', coins: 5000 })]),
      voucherCodes: expect.arrayContaining([{ code: 'LOAD-500-AAAA', coins: 500, state: 'unused' }]),
    });
    expect((await call('GET', `${url}/user-data/`, { token })).status).toBe(401);
  });

  it('lists the provider calls it answered since the last reset, and no admin call, in its request journal', async () => {
    const { url } = await start();
    await call('POST', `${url}/user/login/`, { body: credentials });
    await call('GET', `${url}/user-data/`);
    await call('GET', `${url}/__mock/state`);
    const journal = await call('GET', `${url}/__mock/requests`);
    expect(journal).toMatchObject({
      status: 200,
      body: {
        entries: [
          { operationId: 'login', method: 'POST', path: '/user/login/', status: 200, rule: null, requestIssues: [] },
          { operationId: 'getUserData', method: 'GET', path: '/user-data/', status: 401, rule: null },
        ],
      },
    });
    for (const entry of (journal.body as JournalView).entries) expect(entry.durationMs).toBeGreaterThanOrEqual(0);
    const text = JSON.stringify(journal.body);
    for (const secret of ['password', 'Shopper@123', 'Bearer']) expect(text).not.toContain(secret);

    expect((await call('GET', `${url}/__mock/requests`, { query: { limit: '1' } })).body).toMatchObject({
      entries: [{ operationId: 'getUserData' }],
    });
    await call('POST', `${url}/__mock/reset`);
    expect((await call('GET', `${url}/__mock/requests`)).body).toEqual({ entries: [] });
  });

  it('names the scenario rule that answered a call, and where a request broke its contract', async () => {
    const { url } = await start({ scenario: 'login-429' });
    await call('POST', `${url}/user/login/`, { body: credentials });
    await call('GET', `${url}/products/`, { query: { page: 'zero' } });
    const { entries } = (await call('GET', `${url}/__mock/requests`)).body as JournalView;
    expect(entries[0]).toMatchObject({ operationId: 'login', status: 429, rule: 'login-429: login answers 429' });
    expect(entries[1]).toMatchObject({ operationId: 'listProducts', status: 400, rule: null });
    expect(entries[1]?.requestIssues.length).toBeGreaterThan(0);
    expect(entries[1]?.requestIssues[0]).toMatchObject({ location: 'query', field: '/page' });
  });

  it('clears the request journal on DELETE, and refuses a limit it cannot honour', async () => {
    const { url } = await start();
    await call('GET', `${url}/home/`);
    expect((await call('DELETE', `${url}/__mock/requests`)).body).toEqual({ entries: [] });
    expect((await call('GET', `${url}/__mock/requests`)).body).toEqual({ entries: [] });
    for (const limit of ['0', '501', 'ten', '-1']) {
      const refused = await call('GET', `${url}/__mock/requests`, { query: { limit } });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: 'invalid_admin_request' });
    }
  });

  it('lists a catalogue read answered from its memo like any other call', async () => {
    const { url } = await start();
    // Kept from the second call on, answered from the memo at the third.
    for (let time = 0; time < 3; time += 1) await call('GET', `${url}/home/`);
    await call('GET', `${url}/products/?page=2&perPage=8`);
    const answered = { at: expect.any(String), durationMs: expect.any(Number), rule: null, requestIssues: [] };
    const home = { ...answered, operationId: 'getHome', method: 'GET', path: '/home/', status: 200 };
    expect((await call('GET', `${url}/__mock/requests`)).body).toEqual({
      entries: [
        home,
        home,
        home,
        { ...answered, operationId: 'listProducts', method: 'GET', path: '/products/?page=2&perPage=8', status: 200 },
      ],
    });
  });

  it('answers admin calls from the storefront origin with CORS too', async () => {
    const { url } = await start();
    const response = await preflight(`${url}/__mock/reset`, storefront);
    expect(response.headers.get('access-control-allow-origin')).toBe(storefront);
  });
});
