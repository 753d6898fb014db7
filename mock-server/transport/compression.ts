import type { IncomingMessage } from 'node:http';
import { gzipSync } from 'node:zlib';
import Negotiator from 'negotiator';
import type { Answer } from './fetch-bridge';

// Below a kilobyte, compression saves less than the packet it would free.
const minimumBytes = 1024;
// A provider call's answer is never near this; the API reference's scripts (Swagger UI's bundle is 1.7 MB) go as they
// are rather than hold the server for a tenth of a second at every load.
const maximumBytes = 256 * 1024;
const compressibleType = /^(application\/([\w.+-]*\+)?json|text\/|image\/svg\+xml|application\/javascript)/i;
// A memo hit hands back the same answer each time: its gzip is made once and lives as long as the memo keeps it.
const gzipped = new WeakMap<Answer, Buffer>();

function gzipOf(answer: Answer): Buffer {
  let body = gzipped.get(answer);
  if (body === undefined) {
    body = gzipSync(typeof answer.body === 'string' ? Buffer.from(answer.body) : answer.body);
    gzipped.set(answer, body);
  }
  return body;
}

function headerOf(answer: Answer, name: string): string | undefined {
  return answer.headers.find(([header]) => header.toLowerCase() === name)?.[1];
}

/**
 * The answer as a provider behind an ordinary web server sends it: a JSON (or text, SVG, script) body of a kilobyte or
 * more gzipped when the request accepts gzip, naming the encoding and varying on it. A browser decodes it itself; a
 * page of products then travels in a fifth of the bytes.
 */
export function compressedForClient(request: IncomingMessage, answer: Answer): Answer {
  const type = headerOf(answer, 'content-type') ?? '';
  if (!compressibleType.test(type) || headerOf(answer, 'content-encoding') !== undefined) return answer;
  const size = typeof answer.body === 'string' ? Buffer.byteLength(answer.body) : answer.body.length;
  if (size < minimumBytes || size > maximumBytes) return answer;
  const vary: [string, string] = ['vary', 'Accept-Encoding'];
  // Without the header the negotiation would answer the same: checking it first spares load tools, which send none,
  // the parsing.
  const accepted =
    request.headers['accept-encoding'] !== undefined && new Negotiator(request).encoding(['gzip']) === 'gzip';
  if (!accepted) return { ...answer, headers: [...answer.headers, vary] };
  // The length a handler gave is the plain body's: the server counts the compressed one itself.
  const kept = answer.headers.filter(([name]) => name.toLowerCase() !== 'content-length');
  return {
    ...answer,
    headers: [...kept, vary, ['content-encoding', 'gzip']],
    body: gzipOf(answer),
  };
}
