import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { Simulator } from '../simulator';
import { defaultTestScenario } from '../testing/harness';
import { rawExchange } from '../testing/raw-http';
import { createMockApp } from './app';
import { answerClientErrors } from './client-errors';

let server: Server | undefined;

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

/**
 * The simulator's app and client-error answers, on a server that gives a request a short time to arrive. Node's request
 * timeout runs on its own timer, which a fake clock cannot move, so these tests wait its 200 ms; none asserts a time.
 */
async function serveWithRequestTimeout(
  requestTimeout: number,
  origins: readonly string[] = [],
): Promise<{ url: string; simulator: Simulator }> {
  const simulator = await Simulator.create({ scenario: defaultTestScenario });
  const started = createServer(
    { requireHostHeader: false, requestTimeout, headersTimeout: requestTimeout, connectionsCheckingInterval: 20 },
    createMockApp(simulator, origins),
  );
  answerClientErrors(started, simulator, origins);
  server = started;
  await new Promise<void>((resolve) => started.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(started.address() as AddressInfo).port}`, simulator };
}

describe('a request that does not arrive in time', () => {
  it('answers 408 to a body that stops coming, and the call never runs', async () => {
    const { url, simulator } = await serveWithRequestTimeout(200);
    const signup = '{"username":"Slow Loris","email":"loris@example.com"';
    const answer = await rawExchange(
      url,
      `POST /user/signup/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n${signup}`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toContain('"code":"request_timeout"');
    expect(simulator.journal.entries()).toEqual([]);
    expect(simulator.db.user.findFirst({ where: { email: { equals: 'loris@example.com' } } })).toBeNull();
  });

  it("answers a storefront's body that stops coming with CORS headers, so that its page can read the 408", async () => {
    const storefront = 'http://localhost:5173';
    const { url } = await serveWithRequestTimeout(200, [storefront]);
    const answer = await rawExchange(
      url,
      `PATCH /cart/ HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: ${storefront}\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"item"`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toMatch(new RegExp(`\r\naccess-control-allow-origin: ${storefront}\r\n`, 'i'));
  });

  it('answers 408 to headers that stop coming', async () => {
    const { url } = await serveWithRequestTimeout(200);
    const answer = await rawExchange(url, 'GET /home/ HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });
});
