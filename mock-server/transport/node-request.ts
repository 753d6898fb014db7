import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ProviderRequest } from '../pipeline/provider-request';

/**
 * A provider call's request straight from node:http: no Fetch Request, no Headers copy, no body stream. The abort
 * signal is made only when something asks for it (a scenario's no-answer fault), and fires only for a client that
 * goes away before its answer.
 */
export function nodeProviderRequest(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  body: Buffer | undefined,
): ProviderRequest {
  let bytes: ArrayBuffer | undefined;
  let gone: AbortController | undefined;
  return {
    method: request.method ?? 'GET',
    url,
    headers: {
      get(name) {
        const value = request.headers[name.toLowerCase()];
        return Array.isArray(value) ? value.join(', ') : (value ?? null);
      },
    },
    async arrayBuffer() {
      // A copy: a small Buffer is a view into Node's shared pool, not a whole ArrayBuffer of its own.
      bytes ??= body === undefined ? new ArrayBuffer(0) : new Uint8Array(body).buffer;
      return bytes;
    },
    get signal() {
      if (gone === undefined) {
        const controller = new AbortController();
        response.once('close', () => {
          if (!response.writableFinished) controller.abort();
        });
        gone = controller;
      }
      return gone.signal;
    },
  };
}
