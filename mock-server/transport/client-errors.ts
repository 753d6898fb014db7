import { maxHeaderSize, type Server } from 'node:http';
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
 * Answers what Node's parser refuses (a request line or headers over its limit, a Content-Length that is no number)
 * with the error body and, for a storefront origin, CORS headers, where Node alone would send a bare status line;
 * then closes the connection, as Node does. An answer already on its way on the connection (pipelining) would be
 * corrupted by another, so then the connection only closes.
 */
export function answerClientErrors(server: Server, simulator: Simulator, origins: readonly string[]): void {
  const answering = new WeakMap<Duplex, number>();
  server.on('request', ({ socket }, response) => {
    answering.set(socket, (answering.get(socket) ?? 0) + 1);
    response.once('close', () => answering.set(socket, (answering.get(socket) ?? 1) - 1));
  });
  server.on('clientError', (error: ParserError, socket: Duplex) => {
    if (socket.writable && error.code !== 'ECONNRESET' && (answering.get(socket) ?? 0) === 0) {
      const refusal = parserRefusal(error);
      holdToContract(simulator, refusal);
      socket.write(refusalMessage(refusal, socketCorsHeaders(originOf(error.rawPacket), origins)));
    }
    socket.destroy();
  });
}
