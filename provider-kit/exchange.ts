import type { HttpRequest } from '../contracts/runtime/request-builder';

/** An answer as it came over the wire: the body kept as text, parsed when it is JSON. */
export interface Exchange {
  status: number;
  headers: Headers;
  text: string;
  /** The parsed body; undefined when it is empty or not JSON (see parseError). */
  body: unknown;
  /** Why the body did not parse as JSON, when it is not empty. */
  parseError?: string;
  durationMs: number;
}

/** Why a request got no answer: the host was unreachable or too slow, or its answer was too large to read. */
export class ExchangeFailure extends Error {
  constructor(
    readonly kind: 'timeout' | 'network' | 'size',
    message: string,
  ) {
    super(message);
  }
}

/** The most of an answer the kit reads: far more than any answer the contracts describe, and what a host can make it hold. */
export const maxAnswerBytes = 16 * 1024 * 1024;

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });
const lenientUtf8 = new TextDecoder('utf-8');

/** The body's bytes, refused past maxAnswerBytes without reading the rest. */
async function readBody(response: Response, refuse: () => never): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body?.getReader();
  for (let read = await reader?.read(); read !== undefined && !read.done; read = await reader?.read()) {
    size += read.value.byteLength;
    if (size > maxAnswerBytes) {
      await reader?.cancel();
      refuse();
    }
    chunks.push(read.value);
  }
  return Buffer.concat(chunks, size);
}

/** The body as text, and why it cannot be JSON when its bytes are not UTF-8 (which JSON must be). */
function decode(bytes: Uint8Array): { text: string; encodingError?: string } {
  try {
    return { text: strictUtf8.decode(bytes) };
  } catch {
    return { text: lenientUtf8.decode(bytes), encodingError: 'its bytes are not valid UTF-8, which JSON must be' };
  }
}

function parse(text: string): Pick<Exchange, 'body' | 'parseError'> {
  if (text === '') return { body: undefined };
  try {
    return { body: JSON.parse(text) as unknown };
  } catch (error) {
    return { body: undefined, parseError: (error as Error).message };
  }
}

/** What the codes of failed connections mean, for a reader who does not know Node's or undici's names. */
const networkMeanings: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'the connection was reset',
  ENOTFOUND: 'no such host',
  EAI_AGAIN: 'the host name could not be looked up',
  EHOSTUNREACH: 'no route to the host',
  ENETUNREACH: 'no route to the network',
  UND_ERR_SOCKET: 'the connection closed before the whole answer came',
  UND_ERR_CONNECT_TIMEOUT: 'no connection within the time allowed',
  ERR_SSL_WRONG_VERSION_NUMBER: 'no TLS at that address (an http server asked for https?)',
  DEPTH_ZERO_SELF_SIGNED_CERT: 'a self-signed certificate',
  SELF_SIGNED_CERT_IN_CHAIN: 'a self-signed certificate in the chain',
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'a certificate that cannot be verified',
  CERT_HAS_EXPIRED: 'an expired certificate',
  ERR_TLS_CERT_ALTNAME_INVALID: 'a certificate for another host name',
};

type FailedConnection = Error & { code?: unknown; cause?: unknown };

/** A network failure's reason, its code kept beside the meaning for searching. */
export function networkReason(error: FailedConnection): string {
  // fetch wraps the socket's error in its own; a socket's is the error itself.
  const inner = error.cause instanceof Error ? (error.cause as FailedConnection) : error;
  const code = typeof inner.code === 'string' ? inner.code : undefined;
  const message = inner.message;
  if (code === undefined) return message;
  const meaning = networkMeanings[code] ?? message;
  return meaning.includes(code) ? meaning : `${meaning} (${code})`;
}

/** Sends one request and reads its whole answer within timeoutMs; never follows a redirect. */
export async function exchange(request: HttpRequest, timeoutMs: number): Promise<Exchange> {
  const started = performance.now();
  const call = `${request.method} ${request.url}`;
  let response: Response | undefined;
  let bytes: Uint8Array;
  try {
    response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const status = response.status;
    bytes = await readBody(response, () => {
      throw new ExchangeFailure(
        'size',
        `${call} answered ${status} with more than ${maxAnswerBytes / 1024 / 1024} MiB`,
      );
    });
  } catch (error) {
    if (error instanceof ExchangeFailure) throw error;
    const failure = error as Error;
    if (failure.name === 'TimeoutError') {
      throw new ExchangeFailure(
        'timeout',
        response === undefined
          ? `${call} gave no answer within ${timeoutMs} ms`
          : `${call} answered ${response.status} but had not sent its whole body within ${timeoutMs} ms`,
      );
    }
    throw new ExchangeFailure('network', `${call} failed: ${networkReason(failure)}`);
  }
  const { text, encodingError } = decode(bytes);
  return {
    status: response.status,
    headers: response.headers,
    text,
    ...(encodingError === undefined ? parse(text) : { body: undefined, parseError: encodingError }),
    durationMs: performance.now() - started,
  };
}
