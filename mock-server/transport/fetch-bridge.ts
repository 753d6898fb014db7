import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Outcome } from '../pipeline/provider-call';
import { jsonText } from '../pipeline/immutable-body';

/** An answer as the server writes it back: a handler's Fetch Response, read whole. */
export interface Answer {
  status: number;
  statusText: string;
  /** In order, a name once per value (Set-Cookie may repeat). */
  headers: readonly (readonly [name: string, value: string])[];
  /** Bytes, or JSON text, which the socket encodes as it writes (one copy fewer than encoding it first). */
  body: Buffer | string;
}

/**
 * The whole body, or undefined as soon as it exceeds limit bytes. Handlers read bodies whole
 * anyway, and a Buffer spares the web-stream bridging a streamed Fetch body would cost.
 */
export function readBody(request: IncomingMessage, limit: number): Promise<Buffer<ArrayBuffer> | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size <= limit) {
        chunks.push(chunk);
        return;
      }
      request.off('data', onData);
      request.pause();
      resolve(undefined);
    };
    request.on('data', onData);
    request.once('end', () => resolve(Buffer.concat(chunks, size)));
    request.once('error', reject);
    // A client gone mid-body. Every request closes, so the Error (whose stack costs a twentieth of a write's time)
    // is made only for one whose body never ended.
    request.once('close', () => {
      if (!request.complete) reject(new Error('The client closed the connection before sending the whole body.'));
    });
  });
}

/**
 * The Fetch Request MSW handlers take, with the headers exactly as sent (repeated ones repeated). Its signal aborts
 * when the client goes away, which is how a scenario's no-answer fault learns that the client gave up.
 */
export function toFetchRequest(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  body: Buffer<ArrayBuffer> | undefined,
): Request {
  const headers = new Headers();
  const raw = request.rawHeaders;
  for (let index = 0; index + 1 < raw.length; index += 2) headers.append(raw[index] ?? '', raw[index + 1] ?? '');
  const gone = new AbortController();
  // Only a client gone before the answer: an abort builds a DOMException and wakes the Request's listeners, which
  // on every finished answer cost the server about a tenth of its time under load.
  response.once('close', () => {
    if (!response.writableFinished) gone.abort();
  });
  return new Request(url, { method: request.method, headers, body, signal: gone.signal });
}

export async function readAnswer(response: Response): Promise<Answer> {
  const headers: [string, string][] = [];
  response.headers.forEach((value, name) => headers.push([name, value]));
  return {
    status: response.status,
    statusText: response.statusText,
    headers,
    body: Buffer.from(await response.arrayBuffer()),
  };
}

/** A provider call's reply as the server writes it: JSON, or a scenario's raw body, and the headers it sets. */
export function replyAnswer(outcome: Extract<Outcome, { kind: 'reply' | 'raw' }>): Answer {
  if (outcome.kind === 'raw') {
    return {
      status: outcome.status,
      statusText: '',
      headers: [['content-type', outcome.contentType]],
      body: Buffer.from(outcome.text),
    };
  }
  const headers = Object.entries(outcome.headers ?? {});
  if (outcome.body === undefined || outcome.body === null) {
    return { status: outcome.status, statusText: '', headers, body: Buffer.alloc(0) };
  }
  return {
    status: outcome.status,
    statusText: '',
    headers: [['content-type', 'application/json'], ...headers],
    body: jsonText(outcome.body),
  };
}

/**
 * Writes an answer after whatever headers the server set already (CORS). Without writeHead, end()
 * sends the headers itself and adds the Content-Length a handler left out.
 */
export function writeAnswer(response: ServerResponse, answer: Answer): void {
  for (const [name, value] of answer.headers) response.appendHeader(name, value);
  response.statusCode = answer.status;
  if (answer.statusText !== '') response.statusMessage = answer.statusText;
  response.end(answer.body);
}
