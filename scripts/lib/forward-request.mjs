import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { pipeline } from 'node:stream';

// Per connection, not per message (RFC 9110, 7.6.1): not passed on, nor any header the Connection header names.
const hopByHop = ['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade'];

function endToEnd(headers) {
  const named = String(headers.connection ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase());
  const dropped = new Set([...hopByHop, ...named]);
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !dropped.has(name)));
}

/**
 * Sends `request` on to `target` (an absolute http(s) URL) and its answer back through `response`, as a reverse proxy
 * that puts a provider behind the storefront's own origin does: method, headers and body as they came, Host the
 * target's. Either side ending early ends the other: when the target cannot be reached or drops the connection, the
 * client's connection is dropped too, so the page sees the network failure it would have seen calling the provider
 * itself, not an answer no provider gave; when the client goes away, the target's exchange is abandoned.
 */
export function forwardRequest(request, response, target) {
  const url = new URL(target);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const upstream = send(url, { method: request.method, headers: { ...endToEnd(request.headers), host: url.host } });
  const drop = () => response.destroy();
  // Listened to for as long as the exchange lasts: the target can fail after the request's body has gone.
  upstream.on('error', drop);
  upstream.once('response', (answer) => {
    response.writeHead(answer.statusCode, endToEnd(answer.headers));
    pipeline(answer, response, (error) => {
      if (error) upstream.destroy();
    });
  });
  pipeline(request, upstream, (error) => {
    if (error) drop();
  });
  response.once('close', () => {
    if (!response.writableFinished) upstream.destroy();
  });
}

/** Where a deployment behind one origin puts the provider's API: /api/cart/ is the provider's /cart/. */
export const providerPath = '/api';

/** Forwards a request under providerPath to the provider at `providerUrl`; false, having done nothing, for any other. */
export function forwardProviderCall(request, response, providerUrl) {
  const path = request.url ?? '/';
  if (!path.startsWith(`${providerPath}/`)) return false;
  forwardRequest(request, response, `${providerUrl}${path.slice(providerPath.length)}`);
  return true;
}
