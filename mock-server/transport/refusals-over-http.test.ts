import superagent from 'superagent';
import { describe, expect, it } from 'vitest';
import type { ErrorGeneric } from '../../contracts';
import { checkAnswer } from '../../contracts/runtime/answer-check';
import { errorBounds } from '../../contracts/runtime/error-bodies';
import type { JournalView, SimulatorSnapshot } from '../handlers/admin';
import { call, type ApiResponse } from '../testing/harness';
import { rawExchange } from '../testing/raw-http';
import { useMockServer } from '../testing/use-mock-server';

/*
 * The edges a fuzzing run found (issue 21), each over real HTTP against the standalone server: every refusal is a
 * documented 4xx with an error body that holds to its contract (useMockServer fails a test on any answer that breaks
 * it, the transport's own refusals included), and changes nothing.
 */

const storefront = 'http://localhost:5173';
const credentials = { username: 'shopper@example.com', password: 'Shopper@123', grant_type: 'password' };

const start = useMockServer();

/** The simulator's state as QA reads it, less the clock, which follows real time. */
async function stateOf(url: string): Promise<SimulatorSnapshot> {
  const state = (await call('GET', `${url}/__mock/state`)).body as SimulatorSnapshot;
  return { ...state, clock: '' };
}

interface Sent {
  headers?: Record<string, string>;
  body?: BodyInit;
}

/** A request from the storefront's origin, sent as it is (fetch adds only a Content-Type its body implies). */
async function send(url: string, method: string, path: string, { headers, body }: Sent = {}): Promise<ApiResponse> {
  const response = await fetch(`${url}${path}`, { method, headers: { origin: storefront, ...headers }, body });
  return { status: response.status, body: (await response.json()) as unknown, headers: response.headers };
}

/** A raw answer's status, headers (names in lower case) and JSON body. */
function parsed(raw: string): { status: number; headers: Map<string, string>; body: unknown } {
  const split = raw.indexOf('\r\n\r\n');
  const [head, body] = [raw.slice(0, split), raw.slice(split + 4)];
  const [statusLine = '', ...fields] = head.split('\r\n');
  const headers = new Map(
    fields.map((field) => [
      field.slice(0, field.indexOf(':')).toLowerCase(),
      field.slice(field.indexOf(':') + 1).trim(),
    ]),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body: JSON.parse(body) };
}

/** The text's UTF-8 bytes with its first '?' replaced by 0xFF, which no UTF-8 text holds. */
const withInvalidUtf8 = (text: string): Uint8Array<ArrayBuffer> => {
  const bytes = new TextEncoder().encode(text);
  bytes[bytes.indexOf(0x3f)] = 0xff;
  return bytes;
};

describe('the standalone server at its edges', () => {
  it('answers a path whose percent escapes do not decode with 400 and the error body, on every route', async () => {
    const { url } = await start();
    const before = await stateOf(url);
    const requests = [
      ['GET', '/__mock/pay/%ZZ'],
      ['GET', '/__mock/pay/%'],
      ['GET', '/__mock/pay/%E0%A4%A'],
      ['POST', '/__mock/pay/%FF/approve'],
      ['POST', '/__mock/pay/%FF/decline'],
      ['GET', '/cart/%ZZ'],
      ['GET', '/products/%C0%AF'],
      ['POST', '/__mock/reset%'],
    ] as const;
    for (const [method, path] of requests) {
      const response = await send(url, method, path);
      expect(response, `${method} ${path}`).toMatchObject({ status: 400, body: { code: 'bad_path' } });
      expect(response.headers.get('access-control-allow-origin')).toBe(storefront);
    }
    expect(await stateOf(url)).toEqual(before);
  });

  it('keeps every error body within its contract, however many issues a request has, listing them all up to 100', async () => {
    const { url } = await start();
    const subcategories = Array.from({ length: 101 }, () => 'x');
    const sorted = await call('GET', `${url}/products/sort/`, {
      query: { sort: 'asc', 'subcategories[]': subcategories },
    });
    expect(sorted.status).toBe(400);
    expect(checkAnswer('listSortedProducts', sorted.status, sorted.body)).toEqual({ ok: true });
    const { detail, errors } = sorted.body as Required<ErrorGeneric>;
    expect(detail.length).toBeLessThanOrEqual(errorBounds.text);
    expect(detail).toMatch(/; and \d+ more\.$/);
    expect(errors).toHaveLength(errorBounds.issues);
    expect(errors[0]).toMatchObject({ field: '/subcategories[]', rule: 'maxItems' });

    const before = await stateOf(url);
    const signupBody = Object.fromEntries(Array.from({ length: 150 }, (_, index) => [`unknown_${index}`, index]));
    const signup = await call('POST', `${url}/user/signup/`, { body: { ...signupBody, ['x'.repeat(600)]: 1 } });
    expect(signup.status).toBe(400);
    expect(checkAnswer('signup', signup.status, signup.body)).toEqual({ ok: true });
    expect(await stateOf(url)).toEqual(before);

    const unknown = await call('GET', `${url}/${'a'.repeat(5000)}`);
    expect(unknown).toMatchObject({ status: 404, body: { code: 'not_found' } });
    expect((unknown.body as ErrorGeneric).detail).toHaveLength(errorBounds.text);
  });

  it('answers a body call without a JSON media type with 415 in the error shape the call documents, unread', async () => {
    const { url, simulator } = await start();
    const before = await stateOf(url);
    const asText = (path: string, body: unknown) =>
      send(url, 'POST', path, { headers: { 'content-type': 'text/plain' }, body: JSON.stringify(body) });

    // What a cross-site form with enctype text/plain posts, with no preflight.
    const login = await asText('/user/login/', credentials);
    expect(login).toMatchObject({ status: 415, body: { error: 'unsupported_media_type' } });
    expect(login.body).not.toHaveProperty('access_token');
    const signup = { username: 'Mallory', email: 'mallory@example.com', password: 'Mallory@123', phone: '9000000001' };
    expect(await asText('/user/signup/', signup)).toMatchObject({ status: 415, body: { status_code: 415 } });
    expect(await asText('/user/refreshtoken/', { refresh_token: 'x' })).toMatchObject({
      status: 415,
      body: { code: 'unsupported_media_type' },
    });
    const form = await send(url, 'POST', '/user/login/', { body: new URLSearchParams(credentials) });
    expect(form.status).toBe(415);
    expect(await asText('/__mock/scenario', { name: 'login-500' })).toMatchObject({
      status: 415,
      body: { code: 'unsupported_media_type' },
    });
    expect(await stateOf(url)).toEqual(before);
    const { entries } = (await call('GET', `${url}/__mock/requests`)).body as JournalView;
    expect(entries.map(({ operationId, status }) => [operationId, status])).toEqual([
      ['login', 415],
      ['signup', 415],
      ['refreshToken', 415],
      ['login', 415],
    ]);
    expect(entries[0]?.requestIssues).toEqual([
      {
        location: 'header',
        field: '/content-type',
        rule: 'mediaType',
        message: 'must be application/json or a +json type',
      },
    ]);

    // The storefront's own ways of sending: JSON from superagent, multipart for the profile, a +json type.
    const signedIn = await superagent.post(`${url}/user/login/`).send(credentials);
    const bearer = `Bearer ${(signedIn.body as { access_token: string }).access_token}`;
    const profile = new FormData();
    for (const [name, value] of Object.entries({
      username: 'Asha Shopper',
      email: 'shopper@example.com',
      phone: '9876543210',
      address_line1: '1 Main Road',
      address_line2: '',
      country: 'India',
    })) {
      profile.set(name, value);
    }
    const saved = await send(url, 'PUT', '/edit-profile/', { headers: { authorization: bearer }, body: profile });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const asJson = await send(url, 'PUT', '/edit-profile/', {
      headers: { authorization: bearer, 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'Shopper' }),
    });
    expect(asJson).toMatchObject({ status: 415, body: { code: 'unsupported_media_type' } });
    const plusJson = await send(url, 'POST', '/user/login/', {
      headers: { 'content-type': 'application/vnd.giftstore+json; charset=utf-8' },
      body: JSON.stringify(credentials),
    });
    expect(plusJson.status).toBe(200);
    expect(simulator.contractViolations).toEqual([]);
  });

  it('refuses an admin change asked by a page of another origin with 403, and changes nothing', async () => {
    const { url, simulator } = await start();
    const signedIn = await superagent.post(`${url}/user/login/`).send(credentials);
    const bearer = `Bearer ${(signedIn.body as { access_token: string }).access_token}`;
    const before = await stateOf(url);
    const foreign = { origin: 'https://attacker.example' };
    const json = { ...foreign, 'content-type': 'application/json' };

    // What a cross-site form (enctype text/plain) or a no-cors fetch posts, with no preflight to stop it.
    const reset = await send(url, 'POST', '/__mock/reset', {
      headers: { ...foreign, 'content-type': 'text/plain' },
      body: '{}',
    });
    expect(reset).toMatchObject({ status: 403, body: { code: 'forbidden_origin' } });
    expect(reset.headers.get('access-control-allow-origin')).toBeNull();
    expect((await send(url, 'POST', '/__mock/reset', { headers: { origin: 'null' } })).status).toBe(403);
    expect((await send(url, 'POST', '/__mock/Reset/', { headers: foreign })).status).toBe(403);
    const switched = await send(url, 'POST', '/__mock/scenario', {
      headers: json,
      body: JSON.stringify({ name: 'login-500' }),
    });
    expect(switched.status).toBe(403);
    const advanced = await send(url, 'POST', '/__mock/clock/advance', {
      headers: json,
      body: JSON.stringify({ seconds: 3600 }),
    });
    expect(advanced.status).toBe(403);
    expect((await send(url, 'DELETE', '/__mock/requests', { headers: foreign })).status).toBe(403);
    expect(await stateOf(url)).toEqual(before);
    expect((await fetch(`${url}/user-data/`, { headers: { authorization: bearer } })).status).toBe(200);
    const { entries } = (await call('GET', `${url}/__mock/requests`)).body as JournalView;
    expect(entries.map(({ operationId }) => operationId)).toEqual(['login', 'getUserData']);
    // Reads are not changes: CORS keeps their answers from such a page.
    expect((await send(url, 'GET', '/__mock/state', { headers: foreign })).status).toBe(200);

    // The storefront's origin, the simulator's own origin and a client that is no browser page may change it.
    expect((await send(url, 'POST', '/__mock/reset')).status).toBe(200);
    expect((await send(url, 'POST', '/__mock/reset', { headers: { origin: url } })).status).toBe(200);
    expect((await call('POST', `${url}/__mock/reset`)).status).toBe(200);
    expect((await fetch(`${url}/user-data/`, { headers: { authorization: bearer } })).status).toBe(401);
    expect(simulator.contractViolations).toEqual([]);
  });

  it('answers a wrong method on a served path with 405 and Allow; OPTIONS stays the CORS preflight', async () => {
    const { url } = await start();
    const before = await stateOf(url);
    const cart = await send(url, 'PUT', '/cart/');
    expect(cart).toMatchObject({ status: 405, body: { code: 'method_not_allowed' } });
    expect(cart.headers.get('allow')).toBe('GET, POST, PATCH, DELETE');
    expect(cart.headers.get('access-control-allow-origin')).toBe(storefront);
    expect((await send(url, 'GET', '/user/login')).headers.get('allow')).toBe('POST');
    expect((await send(url, 'GET', '/__mock/reset')).headers.get('allow')).toBe('POST');
    expect((await send(url, 'DELETE', '/__mock/pay/ord_000001')).headers.get('allow')).toBe('GET');
    expect((await send(url, 'PUT', '/no/such/call/')).status).toBe(404);

    const preflight = await fetch(`${url}/cart/`, {
      method: 'OPTIONS',
      headers: { origin: storefront, 'access-control-request-method': 'PUT' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(storefront);
    expect(await stateOf(url)).toEqual(before);
  });

  it("answers what Node's parser refuses with the error body, CORS where it can, then closes the connection", async () => {
    const { url } = await start();
    const badLength = parsed(
      await rawExchange(
        url,
        `POST /user/login/ HTTP/1.1\r\nHost: x\r\nOrigin: ${storefront}\r\nContent-Length: abc\r\n\r\n{}`,
      ),
    );
    expect(badLength).toMatchObject({ status: 400, body: { code: 'bad_request' } });
    expect(badLength.headers.get('content-type')).toMatch(/^application\/json/);
    expect(badLength.headers.get('access-control-allow-origin')).toBe(storefront);
    expect(badLength.headers.get('connection')).toBe('close');

    const foreign = parsed(
      await rawExchange(
        url,
        'POST /cart/ HTTP/1.1\r\nHost: x\r\nOrigin: http://evil.example\r\nContent-Length: -1\r\n\r\n',
      ),
    );
    expect(foreign.status).toBe(400);
    expect(foreign.headers.has('access-control-allow-origin')).toBe(false);

    const longLine = parsed(
      await rawExchange(url, `GET /search/?q=${'a'.repeat(20 * 1024)} HTTP/1.1\r\nHost: x\r\n\r\n`),
    );
    expect(longLine).toMatchObject({ status: 431, body: { code: 'headers_too_large' } });

    // A connection kept alive after an answer, as a browser's is, gets the body too.
    const second = await rawExchange(
      url,
      'GET /configurator/ HTTP/1.1\r\nHost: x\r\n\r\n',
      'GET /home/ HTTP/1.1\r\nHost: x\r\nContent-Length: 1x\r\n\r\n',
    );
    const refused = second.slice(second.lastIndexOf('HTTP/1.1 '));
    expect(second.indexOf('HTTP/1.1 200')).toBe(0);
    expect(parsed(refused)).toMatchObject({ status: 400, body: { code: 'bad_request' } });
    expect((await call('GET', `${url}/home/`)).status).toBe(200);
  });

  it('refuses bytes that are not UTF-8 with 400 instead of repairing them, and counts no sign-in attempt', async () => {
    const { url } = await start();
    const before = await stateOf(url);
    const password = withInvalidUtf8(JSON.stringify({ ...credentials, password: 'Shopper@12?' }));
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const refused = await send(url, 'POST', '/user/login/', {
        headers: { 'content-type': 'application/json' },
        body: password,
      });
      expect(refused).toMatchObject({
        status: 400,
        body: { error: 'invalid_request', errors: [{ location: 'body', rule: 'encoding' }] },
      });
    }
    // Six counted failures would have locked the account out (429) for 15 minutes.
    expect((await call('POST', `${url}/user/login/`, { body: credentials })).status).toBe(200);

    expect(await call('GET', `${url}/search/?q=%FF`)).toMatchObject({
      status: 400,
      body: { errors: [{ location: 'query', field: '/q', rule: 'encoding' }] },
    });
    const advance = await send(url, 'POST', '/__mock/clock/advance', {
      headers: { 'content-type': 'application/json' },
      body: withInvalidUtf8('{"seconds": 60, "note": "?"}'),
    });
    expect(advance).toMatchObject({ status: 400, body: { code: 'invalid_admin_request' } });
    expect(await stateOf(url)).toEqual(before);
  });
});
