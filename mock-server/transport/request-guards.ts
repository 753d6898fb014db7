import type { IncomingMessage, ServerResponse } from 'node:http';
import { genericError } from '../../contracts/runtime/error-bodies';

export const maxBodyBytes = 4 * 1024 * 1024;

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  response.end(text);
}

/**
 * The origin of the Fetch Request MSW sees, taken from the Host header as a browser's would be; or
 * undefined when the Host makes no URL with the request's path, which is the client's fault.
 */
export function requestOrigin(request: IncomingMessage): string | undefined {
  const origin = `http://${request.headers.host ?? ''}`;
  return URL.canParse(request.url ?? '', origin) ? origin : undefined;
}

export function rejectUnusableHost(response: ServerResponse): void {
  sendJson(response, 400, genericError('The Host header does not make a valid URL.', 'bad_host'));
}

/** Bodies are read whole into memory before a handler sees them, so a declared size is refused up front. */
export function declaresLargeBody(request: IncomingMessage): boolean {
  return !(Number(request.headers['content-length'] ?? 0) <= maxBodyBytes);
}

/** Closes the connection after the answer: reading the rest of a body this large to reuse it is not worth it. */
export function rejectLargeBody(response: ServerResponse): void {
  response.setHeader('connection', 'close');
  sendJson(response, 413, genericError(`The body must not exceed ${maxBodyBytes} bytes.`, 'payload_too_large'));
}

export function notFound(response: ServerResponse, method: string, path: string): void {
  sendJson(response, 404, genericError(`No provider call answers ${method} ${path}.`, 'not_found'));
}

/** A handler that throws is a simulator bug: answer JSON, unless the client has already gone or had an answer begun. */
export function internalError(request: IncomingMessage, response: ServerResponse, error: unknown): void {
  if (response.headersSent || request.socket.destroyed) {
    response.destroy();
    return;
  }
  console.error(`${request.method} ${request.url} failed:`, error);
  sendJson(response, 500, genericError('The simulator failed to answer this call.', 'internal_error'));
}
