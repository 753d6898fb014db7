import { createMiddleware } from '@mswjs/http-middleware';
import express, { type Express, type RequestHandler } from 'express';
import type { HttpHandler } from 'msw';
import { createHandlers } from '../handlers';
import type { Simulator } from '../simulator';
import { storefrontCors } from './cors';
import { closeOnNetworkError, internalError, notFound, rejectLargeBody, rejectUnusableHost } from './request-guards';

const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;
const routablePath = /^\*(\/[\w\-/:]*)$/;

/** The middleware's promise rejects when it cannot build the Fetch Request; hand that to Express's error path. */
function settled(middleware: RequestHandler): RequestHandler {
  return (request, response, next) => {
    Promise.resolve(middleware(request, response, next)).catch(next);
  };
}

/**
 * MSW tries handlers one after another, and each try parses the URL, reads the cookie store and
 * compiles its path; Express's router picks the handler by method and path first, so a request
 * costs one try instead of up to one per handler. MSW still has the last word on matching: when it
 * declines, Express moves on, as MSW would have.
 */
function route(app: Express, handler: HttpHandler): void {
  const { method, path } = handler.info;
  const verb = methods.find((candidate) => typeof method === 'string' && candidate === method.toLowerCase());
  const expressPath = typeof path === 'string' ? routablePath.exec(path)?.[1] : undefined;
  if (verb === undefined || expressPath === undefined) {
    throw new Error(`The server cannot route the handler ${String(method)} ${String(path)}`);
  }
  app[verb](expressPath, settled(createMiddleware(handler)));
}

/** The simulator's handlers behind Express: the same MSW handlers the tests use, plus CORS and 404s. */
export function createMockApp(simulator: Simulator, origins: readonly string[]): Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(storefrontCors(origins));
  app.use(rejectUnusableHost);
  app.use(rejectLargeBody);
  app.use(closeOnNetworkError);
  for (const handler of createHandlers(simulator)) route(app, handler);
  app.use(notFound);
  app.use(internalError);
  return app;
}
