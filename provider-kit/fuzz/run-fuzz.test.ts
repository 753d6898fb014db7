import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { registry } from '../../contracts';
import { buildRequest } from '../../contracts/runtime/request-builder';
import { useMockServer } from '../../mock-server/testing/use-mock-server';
import { exchange } from '../exchange';
import { runFuzz } from './run-fuzz';

const startServer = useMockServer();

async function signIn(baseUrl: string): Promise<string> {
  const request = buildRequest(
    'login',
    { json: { username: 'shopper@example.com', password: 'Shopper@123', grant_type: 'password' } },
    { baseUrl },
  );
  const answer = await exchange(request, 5000);
  expect(answer.status).toBe(200);
  return (answer.body as { access_token: string }).access_token;
}

describe('runFuzz over real HTTP', () => {
  it('finds no violation on the default simulator, signed in: every call refuses every case and nothing changes', async () => {
    const server = await startServer();
    const token = await signIn(server.url);
    const progress: number[] = [];
    const rows = await runFuzz({
      baseUrl: server.url,
      token,
      count: 20,
      seed: 2026,
      timeoutMs: 5000,
      onProgress: (done, total) => progress.push(done / total),
    });
    expect(rows.flatMap((row) => row.violations.map((violation) => `${row.call}: ${violation.message}`))).toEqual([]);
    expect(rows.map((row) => row.operationId)).toEqual(registry.endpoints.map(({ operationId }) => operationId));
    expect(rows.every((row) => row.suite === 'fuzz')).toBe(true);
    expect(rows.find((row) => row.operationId === 'addCartItem')?.checks).toBe(20);
    expect(rows.find((row) => row.operationId === 'getHome')).toMatchObject({
      checks: 0,
      name: expect.stringMatching(/^nothing to send/),
    });
    expect(progress.at(-1)).toBe(1);
    // The login cases never counted against the account: it still signs in.
    await signIn(server.url);
  }, 120_000);

  it('without a token, fuzzes the anonymous calls and gives each bearer call one skipped row', async () => {
    const server = await startServer();
    const rows = await runFuzz({ baseUrl: server.url, count: 5, seed: 1, timeoutMs: 5000 });
    expect(rows.flatMap((row) => row.violations)).toEqual([]);
    const skipped = rows.filter((row) => row.name.startsWith('skipped'));
    expect(skipped.map((row) => row.operationId)).toEqual(
      registry.endpoints.filter(({ auth }) => auth === 'bearer').map(({ operationId }) => operationId),
    );
    expect(rows.find((row) => row.operationId === 'signup')?.checks).toBe(5);
  }, 60_000);
});

/** A provider that gets the fuzz cases of the cart calls wrong in every way the fuzzer must see. */
async function brokenProvider(): Promise<{ url: string; server: Server }> {
  let added = 0;
  const server = createServer((request, response) => {
    const key = `${request.method} ${request.url?.split('?')[0]}`;
    request.resume();
    request.on('end', () => {
      const json = (status: number, body: unknown): void => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (key === 'GET /cart/') return json(200, { added });
      if (key === 'POST /cart/') {
        added += 1;
        return json(201, { message: 'added' });
      }
      if (key === 'DELETE /cart/') {
        response.writeHead(500, { 'content-type': 'text/plain' });
        return response.end('boom');
      }
      if (key === 'PATCH /cart/') {
        response.writeHead(400);
        return response.end();
      }
      // Never answered: the timeout is the only way the case ends, however slow the machine.
      if (key === 'POST /load-coin/') return;
      if (request.method === 'GET') return json(200, {});
      return json(400, { detail: 'refused' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

describe('runFuzz against a provider that gets it wrong', () => {
  const servers: Server[] = [];
  afterEach(async () => {
    for (const server of servers) server.closeAllConnections();
    await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
  });

  it('names the case of every accepted, failed, bodiless or unanswered request, and the call that changed state', async () => {
    const { url, server } = await brokenProvider();
    servers.push(server);
    // Time enough for every answer that comes, on a machine as busy as CI's.
    const rows = await runFuzz({ baseUrl: url, token: 'a-token', count: 3, seed: 7, timeoutMs: 1500 });
    const row = (operationId: string) => rows.find((candidate) => candidate.operationId === operationId);
    const checks = (operationId: string) => new Set(row(operationId)?.violations.map((violation) => violation.check));

    expect(row('addCartItem')?.violations).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          check: 'status',
          message: expect.stringMatching(/^".+": answered 201 \(accepted it\)/),
        }),
        expect.objectContaining({ check: 'unchanged', message: expect.stringContaining('GET /cart/ changed') }),
      ]),
    );
    expect(checks('removeCartItem')).toEqual(new Set(['status', 'content-type', 'body']));
    expect(row('removeCartItem')?.violations[0]?.message).toMatch(/answered 500 \(failed on it\)/);
    expect(checks('updateCartItem')).toEqual(new Set(['body']));
    expect(checks('loadCoins')).toEqual(new Set(['timeout']));
    expect(row('loadCoins')?.violations).toHaveLength(3);
    // Only the call whose cases changed the cart is blamed for it.
    expect(
      rows.filter((candidate) => candidate.violations.some((violation) => violation.check === 'unchanged')),
    ).toHaveLength(1);
  }, 60_000);
});
