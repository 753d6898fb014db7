import type { IncomingMessage } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import Negotiator from 'negotiator';
import type { Answer } from './fetch-bridge';

// Below a kilobyte, compression saves less than the packet it would free.
const minimumBytes = 1024;
const compressibleType = /^(application\/([\w.+-]*\+)?json|text\/|image\/svg\+xml|application\/javascript)/i;
// Brotli at 5 compresses a page of products about as fast as gzip's default and a tenth smaller; at its top quality
// it would cost milliseconds a call.
const brotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

function headerOf(answer: Answer, name: string): string | undefined {
  return answer.headers.find(([header]) => header.toLowerCase() === name)?.[1];
}

/**
 * The answer as a provider behind an ordinary web server sends it: a JSON (or text, SVG, script) body of a kilobyte or
 * more compressed with brotli or gzip when the request accepts either, naming the encoding and varying on it. A
 * browser decodes it itself; the storefront's calls then carry a page of products in about a fifth of the bytes.
 */
export function compressedForClient(request: IncomingMessage, answer: Answer): Answer {
  const type = headerOf(answer, 'content-type') ?? '';
  if (!compressibleType.test(type) || headerOf(answer, 'content-encoding') !== undefined) return answer;
  const size = typeof answer.body === 'string' ? Buffer.byteLength(answer.body) : answer.body.length;
  if (size < minimumBytes) return answer;
  const vary: [string, string] = ['vary', 'Accept-Encoding'];
  // Most load tools send no Accept-Encoding: they skip the negotiation.
  const encoding =
    request.headers['accept-encoding'] === undefined ? undefined : new Negotiator(request).encoding(['br', 'gzip']);
  if (encoding !== 'br' && encoding !== 'gzip') return { ...answer, headers: [...answer.headers, vary] };
  const body = typeof answer.body === 'string' ? Buffer.from(answer.body) : answer.body;
  // The length a handler gave is the plain body's: the server counts the compressed one itself.
  const kept = answer.headers.filter(([name]) => name.toLowerCase() !== 'content-length');
  return {
    ...answer,
    headers: [...kept, vary, ['content-encoding', encoding]],
    body: encoding === 'br' ? brotliCompressSync(body, brotliOptions) : gzipSync(body),
  };
}
