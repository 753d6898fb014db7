import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { maxAnswerBytes } from '../exchange';
import { isCorsHeader } from './cors';

const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** Node's raw headers (name, value, name, value...) as pairs, names in the case they came in. */
export function headerPairs(rawHeaders: readonly string[]): [string, string][] {
  const pairs: [string, string][] = [];
  for (let index = 0; index + 1 < rawHeaders.length; index += 2) {
    pairs.push([rawHeaders[index] ?? '', rawHeaders[index + 1] ?? '']);
  }
  return pairs;
}

/** The headers that belong to one connection (RFC 9110, 7.6.1), including those its Connection header names. */
function connectionHeaders(pairs: readonly [string, string][]): Set<string> {
  const named = new Set(hopByHop);
  for (const [name, value] of pairs) {
    if (name.toLowerCase() !== 'connection') continue;
    for (const token of value.split(',')) named.add(token.trim().toLowerCase());
  }
  return named;
}

/** The client's headers for the host: the same, in the same order, but for the connection's own and Host. */
export function forwardedRequestHeaders(rawHeaders: readonly string[], upstreamHost: string): string[] {
  const pairs = headerPairs(rawHeaders);
  const dropped = connectionHeaders(pairs);
  const kept = pairs.filter(([name]) => !dropped.has(name.toLowerCase()) && name.toLowerCase() !== 'host');
  // The host sees itself addressed as it is, so that the URLs it writes into answers (payment links, media) are its own.
  return [['Host', upstreamHost], ...kept].flat();
}

/**
 * The host's answer headers for the client: the same but for the connection's own and the host's CORS, which the
 * proxy's replace. The body is sent whole, so its length is stated when the host streamed it in chunks (undefined:
 * an answer that has no body, such as a 204 or one to HEAD).
 */
export function passedAnswerHeaders(
  rawHeaders: readonly string[],
  cors: Record<string, string>,
  bodyLength: number | undefined,
): string[] {
  const pairs = headerPairs(rawHeaders);
  const dropped = connectionHeaders(pairs);
  const kept = pairs.filter(([name]) => !dropped.has(name.toLowerCase()) && !isCorsHeader(name));
  const names = new Set(kept.map(([name]) => name.toLowerCase()));
  const added: [string, string][] = Object.entries(cors);
  if (bodyLength !== undefined && !names.has('content-length')) added.push(['Content-Length', String(bodyLength)]);
  const varies = kept.some(
    ([name, value]) => name.toLowerCase() === 'vary' && /(^|,)\s*(origin|\*)\s*(,|$)/i.test(value),
  );
  if (Object.keys(cors).length > 0 && !varies) added.push(['Vary', 'Origin']);
  return [...kept, ...added].flat();
}

/**
 * The body as the host meant it, for checking only: the client still gets the bytes as they came. Decoded within the
 * bound on answers, so that a small compressed body cannot expand without end.
 */
export function decodedBody(body: Buffer, contentEncoding: string | undefined): Buffer {
  const encoding = (contentEncoding ?? '').trim().toLowerCase();
  const bound = { maxOutputLength: maxAnswerBytes };
  if (encoding === 'gzip' || encoding === 'x-gzip') return gunzipSync(body, bound);
  if (encoding === 'br') return brotliDecompressSync(body, bound);
  if (encoding === 'deflate') return inflateSync(body, bound);
  return body;
}
