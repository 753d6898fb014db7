import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forwardProviderCall, forwardRequest } from './forward-request.mjs';

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
  let endlessAnswerClosed: Promise<void>;
  let silentRequestArrived: Promise<void>;
  let silentRequestClosed: Promise<void>;

  beforeAll(async () => {
    let answerClosed: () => void = () => undefined;
    endlessAnswerClosed = new Promise((resolve) => {
      answerClosed = resolve;
    });
    let silentArrived: () => void = () => undefined;
    silentRequestArrived = new Promise((resolve) => {
      silentArrived = resolve;
    });
    let silentClosed: () => void = () => undefined;
    silentRequestClosed = new Promise((resolve) => {
      silentClosed = resolve;
    });
    provider = createServer((request, response) => {
      if (request.url === '/silent/') {
        response.once('close', silentClosed);
        silentArrived();
        return;
      }
      if (request.url === '/drop/') {
        request.socket.destroy();
        return;
      }
      if (request.url === '/drop-midway/') {
        response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '100' });
        response.write('{"cart":', () => request.socket.destroy());
        return;
      }
      if (request.url === '/endless/') {
        response.writeHead(200, { 'Content-Type': 'text/plain' });
        response.write('first part');
        response.once('close', answerClosed);
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
            private: request.headers['x-private'],
            keepAlive: request.headers['keep-alive'],
            body,
          }),
        );
      });
    });
    providerUrl = await listen(provider);
    // The storefront's side of a deployment behind one origin: /api/<path> is the provider's /<path>.
    front = createServer((request, response) => {
      if (!forwardProviderCall(request, response, providerUrl)) response.writeHead(404).end('not the provider');
    });
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

  it('keeps the headers of the connection to itself, those the Connection header names too', async () => {
    const echoed = await new Promise<Record<string, unknown>>((resolve, reject) => {
      const sent = httpRequest(
        `${frontUrl}/api/home/`,
        { headers: { Connection: 'keep-alive, x-private', 'Keep-Alive': 'timeout=5', 'X-Private': 'secret' } },
        (answer) => {
          void bodyOf(answer).then((text) => resolve(JSON.parse(text) as Record<string, unknown>), reject);
        },
      );
      sent.once('error', reject);
      sent.end();
    });
    expect(echoed).toMatchObject({ method: 'GET', url: '/home/' });
    expect(echoed.private).toBeUndefined();
    expect(echoed.keepAlive).toBeUndefined();
  });

  it('drops the connection when the provider drops it, as a failure of the network', async () => {
    await expect(fetch(`${frontUrl}/api/drop/`)).rejects.toThrow(TypeError);
  });

  it('drops the connection when the provider drops it halfway through its answer', async () => {
    const answer = await fetch(`${frontUrl}/api/drop-midway/`);
    expect(answer.status).toBe(200);
    await expect(answer.text()).rejects.toThrow(TypeError);
  });

  it("abandons the provider's answer when the client goes away", async () => {
    const leaving = new AbortController();
    const answer = await fetch(`${frontUrl}/api/endless/`, { signal: leaving.signal });
    const reader = answer.body?.getReader();
    expect(new TextDecoder().decode((await reader?.read())?.value)).toBe('first part');
    leaving.abort();
    await expect(endlessAnswerClosed).resolves.toBeUndefined();
  });

  it('abandons the exchange when the client goes away before the provider answers', async () => {
    const leaving = new AbortController();
    const answer = fetch(`${frontUrl}/api/silent/`, { signal: leaving.signal });
    await silentRequestArrived;
    leaving.abort();
    await expect(answer).rejects.toThrow();
    await expect(silentRequestClosed).resolves.toBeUndefined();
  });

  it('leaves a path outside /api/ to the front itself', async () => {
    const answer = await fetch(`${frontUrl}/apicart/`);
    expect(answer.status).toBe(404);
    expect(await answer.text()).toBe('not the provider');
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
