import { maxHeaderSize, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { genericError } from '../../contracts/runtime/error-bodies';
import type { Simulator } from '../simulator';
import { socketCorsHeaders } from './cors';
import { holdToContract, refusalMessage, type Refusal } from './refusals';

/** What Node's HTTP parser adds to the errors it emits as clientError. */
interface ParserError extends Error {
  code?: string;
  reason?: string;
  rawPacket?: unknown;
}

/** The refusal of a request Node could not read, with the status Node itself would answer. */
function parserRefusal({ code, reason }: ParserError): Refusal {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return {
        status: 431,
        body: genericError(`The request line and headers must not exceed ${maxHeaderSize} bytes.`, 'headers_too_large'),
      };
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return { status: 413, body: genericError('The chunk extensions are too large.', 'payload_too_large') };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, body: genericError('The request did not arrive in time.', 'request_timeout') };
    default:
      return {
        status: 400,
        body: genericError(`The request is not valid HTTP${reason === undefined ? '' : `: ${reason}`}.`, 'bad_request'),
      };
  }
}

/** The Origin header of the refused request, when the bytes Node had read when it gave up hold one. */
function originOf(rawPacket: unknown): string | undefined {
  if (!Buffer.isBuffer(rawPacket)) return undefined;
  return /\r\norigin:[ \t]*([^\r\n]*)/i.exec(rawPacket.toString('latin1'))?.[1]?.trim();
}

/**
 * The Origin of the request refused: from the bytes Node had read, or, for a body that stopped coming, from the request
 * whose headers had arrived (Node's timeout error carries no packet), so that a storefront reads the 408 instead of a
 * network error.
 */
function refusedOrigin(error: ParserError, answering: Answering | undefined): string | undefined {
  const pending = answering !== undefined && answering.open > 0 ? answering.latest.req.headers.origin : undefined;
  return originOf(error.rawPacket) ?? pending;
}

/** A connection's answers not yet finished, and the request it received last. */
interface Answering {
  open: number;
  latest: ServerResponse;
}

/**
 * Whether an answer written now would be the answer to the request the error is about. With none on its way, yes;
 * with one, only when the error is that its own request did not arrive in time (a body that stopped coming) and not a
 * byte of its answer is written: the call has not run, as its body never came.
 */
function mayAnswer(answering: Answering | undefined, error: ParserError): boolean {
  if (answering === undefined || answering.open === 0) return true;
  const { latest } = answering;
  return (
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT' && answering.open === 1 && !latest.headersSent && !latest.req.complete
  );
}

/**
 * Answers what Node's parser refuses (a request line or headers over its limit, a Content-Length that is no number)
 * and a request that does not arrive within the server's request timeout (its headers or its body) with the error body
 * and, for a storefront origin, CORS headers, where Node alone would send a bare status line or, for a body, nothing;
 * then closes the connection, as Node does. An answer already on its way on the connection (pipelining) would be
 * corrupted by another, so then the connection only closes.
 */
export function answerClientErrors(server: Server, simulator: Simulator, origins: readonly string[]): void {
  const answering = new WeakMap<Duplex, Answering>();
  server.on('request', ({ socket }, response) => {
    const state = { open: (answering.get(socket)?.open ?? 0) + 1, latest: response };
    answering.set(socket, state);
    response.once('close', () => {
      const now = answering.get(socket);
      if (now !== undefined) now.open -= 1;
    });
  });
  server.on('clientError', (error: ParserError, socket: Duplex) => {
    if (socket.writable && error.code !== 'ECONNRESET' && mayAnswer(answering.get(socket), error)) {
      const refusal = parserRefusal(error);
      holdToContract(simulator, refusal);
      socket.write(refusalMessage(refusal, socketCorsHeaders(refusedOrigin(error, answering.get(socket)), origins)));
    }
    socket.destroy();
  });
}
