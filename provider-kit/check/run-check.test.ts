import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { operations, type OperationId } from '../../contracts';
import { useMockServer } from '../../mock-server/testing/use-mock-server';
import { maxAnswerBytes } from '../exchange';
import type { CallCheck } from '../verdict';
import { callName } from './call-check';
import { bearerCalls } from './calls';
import { runCheck, HostUnreachable, type CheckOptions } from './run-check';
import { SignInRefused } from './session';
import { exitCodeOf, summarise } from './summary';

const startServer = useMockServer();
const origin = 'http://localhost:5173';
const credentials = { user: 'shopper@example.com', password: 'Shopper@123' };
const options = (baseUrl: string, more: Partial<CheckOptions> = {}): CheckOptions => ({
  baseUrl,
  origin,
  timeoutMs: 5000,
  journey: false,
  ...more,
});

const failing = (rows: readonly CallCheck[]) =>
  rows
    .filter((row) => row.violations.length > 0)
    .map((row) => `${row.call} ${row.name}: ${JSON.stringify(row.violations)}`);

async function cartLines(baseUrl: string): Promise<number | undefined> {
  const state = (await (await fetch(`${baseUrl}/__mock/state`)).json()) as {
    users: { email: string; cartLines: number }[];
  };
  return state.users.find((user) => user.email === credentials.user)?.cartLines;
}

describe('provider:check against the default simulator', () => {
  it('finds no violation in the anonymous and signed-in calls, the 401s and the rotation', async () => {
    const server = await startServer();
    const result = await runCheck(options(server.url, { credentials }));
    expect(failing(result.rows)).toEqual([]);
    expect(exitCodeOf(summarise(result))).toBe(0);
    const covered = new Set(result.rows.map((row) => row.operationId));
    for (const operationId of [
      'getHome',
      'getConfiguration',
      'listProducts',
      'listSortedProducts',
      'searchProducts',
      'login',
      'refreshToken',
      'getUserData',
      'getCart',
      'getProfile',
      'getOrderHistory',
      'getCoinsHistory',
      'getPlaceOrderStatus',
      'getOrderStatus',
    ] as const) {
      expect(covered, operationId).toContain(operationId);
    }
    const suites = new Set(result.rows.map((row) => row.suite));
    expect([...suites].sort()).toEqual(['auth', 'calls', 'refresh']);
    expect(result.rows.filter((row) => row.name === 'no token')).toHaveLength(bearerCalls.length);
    expect(result.rows.find((row) => row.name === 'the spent refresh token')?.violations).toEqual([]);
    expect(result.advisories.map((advisory) => advisory.id).sort()).toEqual([
      'account-enumeration',
      'unauthenticated-write',
    ]);
    expect(result.notChecked.map((skipped) => skipped.call)).toContain('POST /cart/');
  });

  it.each([
    ['with', credentials],
    ['without', undefined],
  ])('checks every call of the registry %s credentials, or names it among those not checked', async (_, given) => {
    const server = await startServer();
    const result = await runCheck(options(server.url, { credentials: given }));
    // A 401 to a missing or forged token checks the refusal only, not the call's answer.
    const refusals = new Set(['no token', 'unknown token']);
    const checked = new Set(result.rows.filter((row) => !refusals.has(row.name)).map((row) => row.call));
    const skipped = new Set(result.notChecked.map(({ call }) => call));
    const neither = (Object.keys(operations) as OperationId[])
      .map(callName)
      .filter((call) => !checked.has(call) && !skipped.has(call));
    expect(
      neither,
      'a read joins anonymousReads or signedInReads (check/calls.ts), a write the writes of check/run-check.ts',
    ).toEqual([]);
  });

  it('walks the journey with --journey and leaves the cart as it was', async () => {
    const server = await startServer();
    const before = await cartLines(server.url);
    const result = await runCheck(options(server.url, { credentials, journey: true }));
    expect(failing(result.rows)).toEqual([]);
    const journey = result.rows.filter((row) => row.suite === 'journey').map((row) => row.operationId);
    expect(journey).toEqual(
      expect.arrayContaining([
        'addCartItem',
        'updateCartItem',
        'placeOrder',
        'getPlaceOrderStatus',
        'getOrderStatus',
        'getOrderHistory',
        'removeCartItem',
      ]),
    );
    expect(await cartLines(server.url)).toBe(before);
    expect(result.notChecked.map((skipped) => skipped.call)).not.toContain('POST /cart/');
  });

  it('writes nothing without --journey', async () => {
    const server = await startServer();
    await runCheck(options(server.url, { credentials }));
    const state = (await (await fetch(`${server.url}/__mock/state`)).json()) as { orders: unknown[] };
    expect(state.orders).toEqual([]);
    expect(await cartLines(server.url)).toBe(0);
  });

  it('checks the anonymous calls alone without credentials', async () => {
    const server = await startServer();
    const result = await runCheck(options(server.url));
    expect(failing(result.rows)).toEqual([]);
    expect(result.rows.some((row) => row.name === 'signed in')).toBe(false);
    expect(result.notChecked.map((skipped) => skipped.call)).toContain('GET /cart/');
  });

  it('refuses credentials the provider refuses, and a host that answers nothing', async () => {
    const server = await startServer();
    await expect(
      runCheck(options(server.url, { credentials: { ...credentials, password: 'Wrong-Pass-1' } })),
    ).rejects.toThrow(SignInRefused);
    await expect(runCheck(options('http://127.0.0.1:1'))).rejects.toThrow(HostUnreachable);
  });
});

describe('provider:check against a host that takes connections but fails calls', () => {
  const closers: (() => void)[] = [];
  afterEach(() => {
    for (const close of closers.splice(0)) close();
  });
  /** A stand-in provider on a free port: whatever `answer` does with each request. */
  const standIn = async (answer: RequestListener): Promise<string> => {
    const server = createServer(answer);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    closers.push(() => server.close());
    closers.push(() => server.closeAllConnections());
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  };
  const home = (result: { rows: readonly CallCheck[] }) =>
    result.rows.find((row) => row.operationId === 'getHome' && row.name === 'anonymous')?.violations;

  it('names GET /home/ hanging or hanging up in its row, and checks the other calls', async () => {
    const hangs = await standIn((request, response) => {
      if (request.url?.startsWith('/home/') !== true) response.writeHead(404).end();
    });
    const hanging = await runCheck(options(hangs, { timeoutMs: 300 }));
    expect(home(hanging)).toEqual([{ check: 'timeout', message: `GET ${hangs}/home/ gave no answer within 300 ms` }]);
    expect(hanging.rows.length).toBeGreaterThan(10);

    const hangsUp = await standIn((request, response) => {
      if (request.url?.startsWith('/home/') === true) request.socket.destroy();
      else response.writeHead(404).end();
    });
    expect(home(await runCheck(options(hangsUp)))).toEqual([
      {
        check: 'network',
        message: `GET ${hangsUp}/home/ failed: the connection closed before the whole answer came (UND_ERR_SOCKET)`,
      },
    ]);
  });

  it('names an answer too large to read, a body trickling past the timeout, and bytes that are not UTF-8', async () => {
    const homeBody = '{"categories": [], "subcategories": []}';
    const host = await standIn((request, response) => {
      const path = request.url ?? '';
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      if (path.startsWith('/home/')) {
        // Past the kit's bound: the rest is never read.
        const chunk = Buffer.alloc(1024 * 1024, 0x20);
        for (let sent = 0; sent <= maxAnswerBytes / chunk.length; sent += 1) response.write(chunk);
        response.end(homeBody);
      } else if (path.startsWith('/configurator/')) {
        // The status and a first part at once; the rest never comes.
        response.write('{"organization_name": ');
      } else if (path.startsWith('/products/')) {
        // "Café" in Latin-1.
        response.end(Buffer.from('{"detail": "Caf\xe9"}', 'latin1'));
      } else response.end('[]');
    });
    // Time enough for every whole answer, on a machine as busy as CI's.
    const result = await runCheck(options(host, { timeoutMs: 3000 }));
    expect(home(result)).toEqual([{ check: 'size', message: `GET ${host}/home/ answered 200 with more than 16 MiB` }]);
    const products = result.rows.find((found) => found.operationId === 'listProducts')?.violations;
    expect(products).toContainEqual({
      check: 'body',
      message: 'the body is not JSON: its bytes are not valid UTF-8, which JSON must be',
    });
    const configuration = result.rows.find((found) => found.operationId === 'getConfiguration')?.violations;
    expect(configuration).toEqual([
      {
        check: 'timeout',
        message: `GET ${host}/configurator/ answered 200 but had not sent its whole body within 3000 ms`,
      },
    ]);
  });

  it('says a host that takes no connection cannot be reached, and why', async () => {
    await expect(runCheck(options('http://127.0.0.1:1'))).rejects.toThrow(
      'cannot reach http://127.0.0.1:1: connection refused (ECONNREFUSED)',
    );
  });

  it('lists the calls a failed sign-in kept it from, with that reason', async () => {
    const host = await standIn((request, response) => {
      response.writeHead(request.url === '/user/login/' ? 500 : 404, { 'content-type': 'application/json' }).end('{}');
    });
    const result = await runCheck(options(host, { credentials, journey: true }));
    expect(result.rows.find((row) => row.name === 'sign in')?.violations.length).toBeGreaterThan(0);
    const reasons = new Map(result.notChecked.map(({ call, reason }) => [call, reason]));
    expect(reasons.get('GET /cart/')).toBe('signed in only: the sign-in failed (the row POST /user/login/ sign in)');
    expect(reasons.get('POST /cart/')).toBe(
      'it writes: --journey needed a sign-in, which failed (the row POST /user/login/ sign in)',
    );
  });
});

describe('provider:check against a provider that breaks its contracts', () => {
  it('names each break: the call, the check and the JSON Pointer', async () => {
    const server = await startServer({ scenario: 'broken-provider' });
    const result = await runCheck(options(server.url, { credentials }));
    const violationsOf = (operationId: string, name: string) =>
      result.rows.find((row) => row.operationId === operationId && row.name === name)?.violations ?? [];
    expect(violationsOf('getHome', 'anonymous')).toContainEqual(
      expect.objectContaining({ check: 'body', pointer: '/subcategories' }),
    );
    expect(violationsOf('getConfiguration', 'anonymous')).toContainEqual(
      expect.objectContaining({ check: 'body', pointer: '/primary_color', message: '/primary_color must be string' }),
    );
    expect(violationsOf('getCart', 'signed in')).toContainEqual(
      expect.objectContaining({ check: 'body', pointer: '/0/price' }),
    );
    // Failures the contracts leave to their default answer: a break of what the check asked for, not of a schema.
    expect(violationsOf('searchProducts', 'search "a"')).toEqual([
      { check: 'status', message: 'answered 418 where 200 was expected (search "a")' },
    ]);
    expect(violationsOf('getOrderHistory', 'signed in')).toEqual([
      { check: 'status', message: 'answered 500 where 200 was expected (signed in)' },
    ]);
    expect(violationsOf('getProfile', 'signed in')).toContainEqual(
      expect.objectContaining({ check: 'content-type', message: expect.stringContaining('text/html') as string }),
    );
    expect(violationsOf('getUserData', 'signed in')).toContainEqual({
      check: 'cors',
      message: `the answer has no Access-Control-Allow-Origin for ${origin}`,
    });
    expect(violationsOf('listProducts', 'first page')).toEqual([]);
    expect(exitCodeOf(summarise(result))).toBe(1);
  });
});
