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

/** Why a request got no answer: the host was unreachable or too slow. */
export class ExchangeFailure extends Error {
  constructor(
    readonly kind: 'timeout' | 'network',
    message: string,
  ) {
    super(message);
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
  let response: Response;
  let text: string;
  try {
    response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    const failure = error as Error;
    if (failure.name === 'TimeoutError') {
      throw new ExchangeFailure('timeout', `${request.method} ${request.url} gave no answer within ${timeoutMs} ms`);
    }
    throw new ExchangeFailure('network', `${request.method} ${request.url} failed: ${networkReason(failure)}`);
  }
  return {
    status: response.status,
    headers: response.headers,
    text,
    ...parse(text),
    durationMs: performance.now() - started,
  };
}
