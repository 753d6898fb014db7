import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forwardRequest } from './forward-request.mjs';

const listen = (server: Server): Promise<string> =>
  new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );

const close = (server: Server): Promise<void> =>
  new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });

const bodyOf = async (request: IncomingMessage): Promise<string> => {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return text;
};

describe('forwardRequest', () => {
  let provider: Server;
  let front: Server;
  let frontUrl: string;
  let providerUrl: string;

  beforeAll(async () => {
    provider = createServer((request, response) => {
      if (request.url === '/drop/') {
        request.socket.destroy();
        return;
      }
      void bodyOf(request).then((body) => {
        response.writeHead(201, { 'Content-Type': 'application/json', 'Set-Cookie': 'seen=1; Path=/' });
        response.end(
          JSON.stringify({
            method: request.method,
            url: request.url,
            host: request.headers.host,
            authorization: request.headers.authorization,
            body,
          }),
        );
      });
    });
    providerUrl = await listen(provider);
    // The storefront's side of a deployment behind one origin: /api/<path> is the provider's /<path>.
    front = createServer((request, response) =>
      forwardRequest(request, response, `${providerUrl}${(request.url ?? '/').slice('/api'.length)}`),
    );
    frontUrl = await listen(front);
  });

  afterAll(async () => {
    await close(front);
    await close(provider);
  });

  it('passes the method, path, query, headers and body on, with the target as Host, and the answer back', async () => {
    const answer = await fetch(`${frontUrl}/api/cart/?page=2`, {
      method: 'PATCH',
      headers: { Authorization: 'Bearer token-1', 'Content-Type': 'application/json' },
      body: '{"quantity":3}',
    });
    expect(answer.status).toBe(201);
    expect(answer.headers.get('set-cookie')).toBe('seen=1; Path=/');
    expect(await answer.json()).toEqual({
      method: 'PATCH',
      url: '/cart/?page=2',
      host: new URL(providerUrl).host,
      authorization: 'Bearer token-1',
      body: '{"quantity":3}',
    });
  });

  it('drops the connection when the provider drops it, as a failure of the network', async () => {
    await expect(fetch(`${frontUrl}/api/drop/`)).rejects.toThrow(TypeError);
  });

  it('drops the connection when the provider cannot be reached', async () => {
    const unreachable = createServer((request, response) => forwardRequest(request, response, 'http://127.0.0.1:1/'));
    const url = await listen(unreachable);
    try {
      await expect(fetch(`${url}/api/home/`)).rejects.toThrow(TypeError);
    } finally {
      await close(unreachable);
    }
  });
});
