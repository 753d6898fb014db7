import cors from 'cors';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Calls next unless it has answered the request itself (a preflight). */
type CorsMiddleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

export const defaultStorefrontOrigins: readonly string[] = ['http://localhost:5173', 'http://127.0.0.1:5173'];

/**
 * CORS for the storefront origins only, with credentials because the storefront's calls send
 * cookies. Another origin gets no Access-Control-Allow-Origin, so its browser blocks the answer.
 */
export function storefrontCors(origins: readonly string[]): CorsMiddleware {
  return cors({
    origin: [...origins],
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    // The login-429 answer's Retry-After is how a storefront knows when to try again.
    exposedHeaders: ['Retry-After'],
    maxAge: 600,
  });
}

/**
 * The CORS headers of an answer written to the socket itself (a request Node's parser refused), which the middleware
 * never sees: those of the middleware for a storefront origin, none for any other.
 */
export function socketCorsHeaders(origin: string | undefined, origins: readonly string[]): Record<string, string> {
  if (origin === undefined || !origins.includes(origin)) return {};
  return { 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true', vary: 'Origin' };
}
