import type { ErrorRequestHandler, RequestHandler } from 'express';
import { genericError } from '../http/errors';

const maxBodyBytes = 4 * 1024 * 1024;

/**
 * @mswjs/http-middleware builds the Fetch Request's URL from the Host header; a Host that makes no
 * URL would reject its promise unhandled, ending the process. Such a request is the client's fault.
 */
export const rejectUnusableHost: RequestHandler = (request, response, next) => {
  if (URL.canParse(request.url, `${request.protocol}://${request.get('host') ?? ''}`)) {
    next();
    return;
  }
  response.status(400).json(genericError('The Host header does not make a valid URL.', 'bad_host'));
};

/** The middleware reads a whole body into memory before any handler sees it, so its size is bounded up front. */
export const rejectLargeBody: RequestHandler = (request, response, next) => {
  if (Number(request.get('content-length') ?? 0) <= maxBodyBytes) {
    next();
    return;
  }
  response.status(413).json(genericError(`The body must not exceed ${maxBodyBytes} bytes.`, 'payload_too_large'));
};

/**
 * A handler's HttpResponse.error() reaches Express as status 0, which Node refuses to write (the
 * middleware would leave an unhandled rejection and a hanging request). A browser sees a real
 * network failure when the connection closes without an answer, so that is what it gets.
 */
export const closeOnNetworkError: RequestHandler = (_request, response, next) => {
  const writeHead = response.writeHead;
  response.writeHead = function (this: typeof response, ...args: Parameters<typeof writeHead>) {
    if (response.statusCode === 0) {
      response.destroy();
      return response;
    }
    return writeHead.apply(this, args);
  } as typeof writeHead;
  next();
};

export const notFound: RequestHandler = (request, response) => {
  response.status(404).json(genericError(`No provider call answers ${request.method} ${request.path}.`, 'not_found'));
};

/** A handler that throws is a simulator bug: answer JSON, unless the client has already gone. */
export const internalError: ErrorRequestHandler = (error: unknown, request, response, next) => {
  void next;
  if (response.headersSent || request.socket.destroyed) {
    response.destroy();
    return;
  }
  console.error(`${request.method} ${request.originalUrl} failed:`, error);
  response.status(500).json(genericError('The simulator failed to answer this call.', 'internal_error'));
};
