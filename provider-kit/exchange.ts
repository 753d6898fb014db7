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
    const cause = error as Error & { cause?: { code?: string; message?: string } };
    if (cause.name === 'TimeoutError') {
      throw new ExchangeFailure('timeout', `${request.method} ${request.url} gave no answer within ${timeoutMs} ms`);
    }
    const why = cause.cause?.code ?? cause.cause?.message ?? cause.message;
    throw new ExchangeFailure('network', `${request.method} ${request.url} failed: ${why}`);
  }
  return {
    status: response.status,
    headers: response.headers,
    text,
    ...parse(text),
    durationMs: performance.now() - started,
  };
}
