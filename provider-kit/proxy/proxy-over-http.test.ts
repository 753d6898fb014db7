import { createServer, type RequestListener } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rawExchange, rawGet } from '../../mock-server/testing/raw-http';
import { useMockServer } from '../../mock-server/testing/use-mock-server';
import { startContractProxy, type ContractProxy, type ViolationsPage } from './proxy-server';
import { ViolationLog, type ProxyViolation } from './violation-log';

const storefront = 'http://localhost:5173';
const shopper = { username: 'shopper@example.com', password: 'Shopper@123', grant_type: 'password' };

const startSimulator = useMockServer();
const running: ContractProxy[] = [];
const folders: string[] = [];

const hosts: (() => Promise<void>)[] = [];

afterEach(async () => {
  await Promise.all(running.splice(0).map((proxy) => proxy.close()));
  await Promise.all(hosts.splice(0).map((close) => close()));
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
});

/** A simulator on the scenario behind a proxy whose log lines are collected and whose JSON log is in a folder of its own. */
async function proxied(scenario = 'default') {
  const simulator = await startSimulator({ scenario });
  const folder = await mkdtemp(join(tmpdir(), 'proxy-log-'));
  folders.push(folder);
  const file = join(folder, 'violations.jsonl');
  const lines: string[] = [];
  const proxy = await startContractProxy({
    host: simulator.url,
    port: 0,
    origins: [storefront],
    log: new ViolationLog({ file, print: (line) => lines.push(line) }),
  });
  running.push(proxy);
  return { simulatorUrl: simulator.url, proxy, lines, file };
}

/** A stand-in host doing whatever `answer` does, behind a proxy whose log lines are collected. */
async function proxiedStandIn(answer: RequestListener) {
  const host = createServer(answer);
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  hosts.push(async () => {
    host.closeAllConnections();
    await new Promise((resolve) => host.close(resolve));
  });
  const lines: string[] = [];
  const proxy = await startContractProxy({
    host: `http://127.0.0.1:${(host.address() as AddressInfo).port}`,
    port: 0,
    origins: [storefront],
    log: new ViolationLog({ print: (line) => lines.push(line) }),
  });
  running.push(proxy);
  return { proxy, lines };
}

async function tokenAt(url: string): Promise<string> {
  const response = await fetch(`${url}/user/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(shopper),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

async function violationsAt(proxyUrl: string, since = 0): Promise<ViolationsPage> {
  const response = await fetch(`${proxyUrl}/__proxy/violations?since=${since}`, { headers: { origin: storefront } });
  expect(response.headers.get('access-control-allow-origin')).toBe(storefront);
  return (await response.json()) as ViolationsPage;
}

/** The reads the broken-provider scenario breaks, signed in and from the storefront's origin; their statuses. */
async function readAsStorefront(proxyUrl: string): Promise<number[]> {
  const headers = { origin: storefront, authorization: `Bearer ${await tokenAt(proxyUrl)}` };
  const paths = [
    '/home/',
    '/configurator/',
    '/cart/',
    '/search/?q=gift',
    '/order-history/',
    '/edit-profile/',
    '/user-data/',
  ];
  const statuses: number[] = [];
  for (const path of paths) statuses.push((await fetch(`${proxyUrl}${path}`, { headers })).status);
  return statuses;
}

describe('the contract proxy over HTTP', () => {
  it('passes a valid answer through byte for byte, with CORS for the storefront, and logs nothing', async () => {
    const { simulatorUrl, proxy, lines } = await proxied();
    for (const path of ['/configurator/', '/products/?page=1', '/__mock/media/logo.svg']) {
      const headers = { origin: storefront, 'accept-encoding': 'gzip, br' };
      const direct = await rawGet(`${simulatorUrl}${path}`, headers);
      const through = await rawGet(`${proxy.url}${path}`, headers);

      expect(through.status).toBe(direct.status);
      expect(through.headers['content-type']).toBe(direct.headers['content-type']);
      expect(through.headers['content-encoding']).toBe(direct.headers['content-encoding']);
      expect(through.body.equals(direct.body)).toBe(true);
      expect(through.headers['access-control-allow-origin']).toBe(storefront);
      expect(through.headers['access-control-allow-credentials']).toBe('true');
    }
    expect(lines).toEqual([]);
    expect(await violationsAt(proxy.url)).toEqual({ host: simulatorUrl, total: 0, violations: [] });
  });

  it('logs an answer that breaks its contract with its pointer, and still passes it on unchanged', async () => {
    const { simulatorUrl, proxy, lines, file } = await proxied('cart-breaks-contract');
    const token = await tokenAt(proxy.url);

    const response = await fetch(`${proxy.url}/cart/`, { headers: { authorization: `Bearer ${token}` } });

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ cart_items: 'not a list' });
    const expected = {
      id: 1,
      side: 'answer',
      call: 'GET /cart/',
      method: 'GET',
      path: '/cart/',
      operationId: 'getCart',
      status: 200,
      check: 'body',
      pointer: '',
      message: 'the body must be array',
    };
    const page = await violationsAt(proxy.url);
    expect(page).toMatchObject({ host: simulatorUrl, total: 1, violations: [expected] });
    expect(lines).toEqual(['✗ GET /cart/ (getCart) 200 answer body: the body must be array']);
    const logged = (await readFile(file, 'utf8'))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as ProxyViolation);
    expect(logged).toEqual(page.violations);
    expect((await violationsAt(proxy.url, 1)).violations).toEqual([]);
  });

  // Its 418 search and 500 history are failures the contracts leave to their default answer, with bodies that fit it:
  // only a check, which knows the request deserved a 200, can call them wrong.
  it('names every break of the broken-provider scenario, each on its call', async () => {
    const { proxy } = await proxied('broken-provider');
    for (const status of await readAsStorefront(proxy.url)) expect(status).toBeGreaterThan(0);
    const named = (await violationsAt(proxy.url)).violations.map(({ operationId, check, pointer, message }) => ({
      operationId,
      check,
      pointer,
      message,
    }));
    expect(named).toEqual([
      expect.objectContaining({ operationId: 'getHome', check: 'body', pointer: '/subcategories' }),
      expect.objectContaining({ operationId: 'getConfiguration', check: 'body', pointer: '/primary_color' }),
      expect.objectContaining({ operationId: 'getCart', check: 'body', pointer: '/0/price' }),
      {
        operationId: 'getProfile',
        check: 'content-type',
        pointer: undefined,
        message: 'content type is text/html, not JSON',
      },
      {
        operationId: 'getUserData',
        check: 'cors',
        pointer: undefined,
        message: `the host's answer has no Access-Control-Allow-Origin for ${storefront} (the proxy added its own)`,
      },
    ]);
  });

  it('names nothing on the default simulator, CORS included', async () => {
    const { proxy } = await proxied();
    expect(await readAsStorefront(proxy.url)).toEqual([200, 200, 200, 200, 200, 200, 200]);
    expect((await violationsAt(proxy.url)).violations).toEqual([]);
  });

  it("logs a request that breaks its contract as the client's, and forwards it to the host all the same", async () => {
    const { proxy, lines } = await proxied();

    const response = await fetch(`${proxy.url}/user/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: storefront },
      body: JSON.stringify({ username: shopper.username, password: shopper.password }),
    });

    expect(response.status).toBe(400);
    expect((await violationsAt(proxy.url)).violations).toEqual([
      expect.objectContaining({
        side: 'request',
        operationId: 'login',
        status: 400,
        check: 'body',
        pointer: '/grant_type',
      }),
    ]);
    expect(lines[0]).toMatch(/^✗ POST \/user\/login\/ \(login\) 400 request body: \/grant_type /);
  });

  it('logs a call the contracts do not have, but never the tooling under /__', async () => {
    const { proxy } = await proxied();

    expect((await fetch(`${proxy.url}/no-such-call/`)).status).toBe(404);
    expect((await fetch(`${proxy.url}/__mock/scenarios`)).status).toBe(200);

    expect((await violationsAt(proxy.url)).violations).toEqual([
      expect.objectContaining({
        side: 'request',
        check: 'undocumented',
        message: 'GET /no-such-call/ is not in the contracts',
      }),
    ]);
  });

  it('answers the CORS preflight itself: for a storefront origin with its CORS, for any other without', async () => {
    const { proxy } = await proxied();
    const preflight = (origin: string) =>
      fetch(`${proxy.url}/cart/`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'PATCH',
          'access-control-request-headers': 'authorization, content-type',
        },
      });

    const admitted = await preflight(storefront);
    expect(admitted.status).toBe(204);
    expect(admitted.headers.get('access-control-allow-origin')).toBe(storefront);
    expect(admitted.headers.get('access-control-allow-methods')).toContain('PATCH');
    expect(admitted.headers.get('access-control-allow-headers')).toBe('authorization, content-type');
    const other = await preflight('https://elsewhere.example');
    expect(other.status).toBe(204);
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    const answer = await fetch(`${proxy.url}/configurator/`, { headers: { origin: 'https://elsewhere.example' } });
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    expect((await violationsAt(proxy.url)).total).toBe(0);
  });

  it('passes a compressed answer sent in chunks through as it came, repeated headers too, and checks it decoded', async () => {
    const compressed = gzipSync(JSON.stringify({ cart_items: 'not a list' }));
    const { proxy, lines } = await proxiedStandIn((_request, response) => {
      response.writeHead(
        200,
        [
          ['Content-Type', 'application/json'],
          ['Content-Encoding', 'gzip'],
          ['Set-Cookie', 'a=1'],
          ['Set-Cookie', 'b=2'],
          ['Access-Control-Allow-Origin', '*'],
        ].flat(),
      );
      response.write(compressed.subarray(0, 5));
      response.end(compressed.subarray(5));
    });

    const through = await rawGet(`${proxy.url}/cart/`, { origin: storefront });

    expect(through.body.equals(compressed)).toBe(true);
    expect(through.headers['content-encoding']).toBe('gzip');
    expect(through.headers['content-length']).toBe(String(compressed.length));
    expect(through.headers['set-cookie']).toEqual(['a=1', 'b=2']);
    expect(through.headers['access-control-allow-origin']).toBe(storefront);
    // A browser refuses '*' on a request with credentials: the host's own CORS is named too.
    expect(lines).toEqual([
      '✗ GET /cart/ (getCart) 200 answer body: the body must be array',
      `✗ GET /cart/ (getCart) 200 answer cors: the host's answer has Access-Control-Allow-Origin * for ${storefront} (the proxy added its own)`,
    ]);
  });

  it("sends the storefront's preflight on to the host and logs what the host's answer would refuse", async () => {
    const { proxy, lines } = await proxiedStandIn((request, response) => {
      response.writeHead(request.method === 'OPTIONS' ? 403 : 404).end();
    });
    const preflight = await fetch(`${proxy.url}/cart/`, {
      method: 'OPTIONS',
      headers: { origin: storefront, 'access-control-request-method': 'PATCH' },
    });
    expect(preflight.status).toBe(204);
    await expect.poll(() => lines.length).toBe(4);
    expect(lines).toEqual([
      '✗ OPTIONS /cart/ (updateCartItem) 403 answer cors: the preflight answered 403, not a 2xx status',
      `✗ OPTIONS /cart/ (updateCartItem) 403 answer cors: the preflight has no Access-Control-Allow-Origin for ${storefront}`,
      '✗ OPTIONS /cart/ (updateCartItem) 403 answer cors: the preflight lacks Access-Control-Allow-Credentials: true',
      '✗ OPTIONS /cart/ (updateCartItem) 403 answer cors: the preflight does not allow the method PATCH',
    ]);
  });

  it('keeps the headers the host exposes readable, and Retry-After', async () => {
    const { proxy } = await proxiedStandIn((_request, response) => {
      response
        .writeHead(200, {
          'content-type': 'application/json',
          'access-control-allow-origin': storefront,
          'access-control-allow-credentials': 'true',
          'access-control-expose-headers': 'X-Custom, ETag, retry-after',
        })
        .end('[]');
    });
    const answer = await fetch(`${proxy.url}/cart/`, { headers: { origin: storefront } });
    expect(answer.headers.get('access-control-expose-headers')).toBe('Retry-After, X-Custom, ETag');
  });

  it('answers 502 and logs why when the host breaks off its answer or sends more than 16 MiB', async () => {
    const { proxy, lines } = await proxiedStandIn((request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      if (request.url === '/home/') {
        response.write('{"categories": [', () => response.socket?.destroy());
        return;
      }
      const chunk = Buffer.alloc(1024 * 1024, 0x20);
      for (let sent = 0; sent <= 16; sent += 1) response.write(chunk);
      response.end('[]');
    });
    expect((await fetch(`${proxy.url}/home/`)).status).toBe(502);
    expect((await fetch(`${proxy.url}/cart/`)).status).toBe(502);
    expect(lines).toEqual([
      expect.stringMatching(
        /^✗ GET \/home\/ \(getHome\) answer network: http:\/\/127\.0\.0\.1:\d+ broke off its 200 answer: /,
      ),
      expect.stringMatching(
        /^✗ GET \/cart\/ \(getCart\) answer size: http:\/\/127\.0\.0\.1:\d+ answered 200 with more than 16 MiB$/,
      ),
    ]);
  });

  it('lets a client that leaves mid-request go without an error', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { proxy } = await proxied();
      const head = `POST /user/login/ HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"user`;
      const { hostname, port } = new URL(proxy.url);
      await new Promise<void>((resolve) => {
        const socket = connect(Number(port), hostname, () =>
          socket.write(head, () => {
            socket.destroy();
            resolve();
          }),
        );
      });
      expect((await fetch(`${proxy.url}/configurator/`)).status).toBe(200);
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });

  it('refuses a body over its limit with 413 before it reaches the host', async () => {
    const proxy = await startContractProxy({ host: 'http://127.0.0.1:1', port: 0, maxBodyBytes: 10 });
    running.push(proxy);

    const response = await fetch(`${proxy.url}/user/login/`, { method: 'POST', body: 'x'.repeat(64 * 1024) });

    expect(response.status).toBe(413);
    expect(proxy.log.total).toBe(0);
  });

  it('answers 400 itself to a request target that is no URL path, and keeps serving', async () => {
    const { proxy } = await proxied();
    for (const target of ['//[', 'http://[::1']) {
      const answer = await rawExchange(proxy.url, `GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      expect(answer).toMatch(/^HTTP\/1\.1 400/);
      expect(answer).toContain(JSON.stringify({ detail: 'The request target is no URL path' }));
    }
    expect((await fetch(`${proxy.url}/configurator/`)).status).toBe(200);
  });

  it('answers 502 and logs it when the host gives no answer', async () => {
    const lines: string[] = [];
    const proxy = await startContractProxy({
      host: 'http://127.0.0.1:1',
      port: 0,
      log: new ViolationLog({ print: (line) => lines.push(line) }),
    });
    running.push(proxy);

    expect((await fetch(`${proxy.url}/configurator/`)).status).toBe(502);
    expect(lines).toEqual([expect.stringMatching(/^✗ GET \/configurator\/ \(getConfiguration\) answer network: /)]);
  });
});
