import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';

// Per connection, not per message (RFC 9110, 7.6.1): they are not passed on.
const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

const endToEnd = (headers) => Object.fromEntries(Object.entries(headers).filter(([name]) => !hopByHop.has(name)));

/**
 * Sends `request` on to `target` (an absolute http(s) URL) and its answer back through `response`, as a reverse proxy
 * that puts a provider behind the storefront's own origin does: method, headers and body as they came, Host the
 * target's. When the target cannot be reached or drops the connection, the client's connection is dropped too, so
 * the page sees the network failure it would have seen calling the provider itself, not an answer no provider gave.
 */
export function forwardRequest(request, response, target) {
  const url = new URL(target);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const upstream = send(url, { method: request.method, headers: { ...endToEnd(request.headers), host: url.host } });
  upstream.once('response', (answer) => {
    response.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
    answer.pipe(response);
    answer.once('aborted', () => response.destroy());
  });
  upstream.once('error', () => response.destroy());
  request.pipe(upstream);
}
