import type { IncomingHttpHeaders } from 'node:http';

/** The storefront's origins under `npm start` (its default port), which CORS admits unless told otherwise. */
export const defaultStorefrontOrigins: readonly string[] = ['http://localhost:5173', 'http://127.0.0.1:5173'];

const allowedMethods = 'GET, POST, PUT, PATCH, DELETE';
const preflightMaxAgeSeconds = 600;

/** Whether a header is the host's own CORS answer, which the proxy replaces with its own. */
export const isCorsHeader = (name: string): boolean => name.toLowerCase().startsWith('access-control-');

/**
 * The CORS headers of an answer to a request from an admitted storefront origin, with credentials because the storefront
 * sends cookies; none for any other origin, so that its browser keeps the answer from the page.
 */
export function corsHeaders(
  origin: string | undefined,
  origins: readonly string[],
  hostExposes?: string | string[],
): Record<string, string> {
  if (origin === undefined || !origins.includes(origin)) return {};
  // Whatever the host exposes stays readable to the page, as it would be without the proxy in between; Retry-After
  // always, which the storefront reads on a 429.
  const exposed = new Map([['retry-after', 'Retry-After']]);
  for (const name of [hostExposes ?? []].flat().join(',').split(',')) {
    const trimmed = name.trim();
    if (trimmed !== '' && !exposed.has(trimmed.toLowerCase())) exposed.set(trimmed.toLowerCase(), trimmed);
  }
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-credentials': 'true',
    'access-control-expose-headers': [...exposed.values()].join(', '),
  };
}

/** Whether a request is a browser's CORS preflight, which the proxy answers itself. */
export const isPreflight = (method: string | undefined, headers: IncomingHttpHeaders): boolean =>
  method === 'OPTIONS' && headers.origin !== undefined && headers['access-control-request-method'] !== undefined;

/** The headers of the proxy's answer to a preflight: the admitted origin may send any documented call. */
export function preflightHeaders(headers: IncomingHttpHeaders, origins: readonly string[]): Record<string, string> {
  const base = corsHeaders(headers.origin, origins);
  if (Object.keys(base).length === 0) return { vary: 'Origin' };
  const requested = headers['access-control-request-headers'];
  return {
    ...base,
    'access-control-allow-methods': allowedMethods,
    // The request's own headers are the host's to judge; the proxy only must not be what blocks them.
    ...(requested === undefined ? {} : { 'access-control-allow-headers': requested }),
    'access-control-max-age': String(preflightMaxAgeSeconds),
    vary: 'Origin, Access-Control-Request-Method, Access-Control-Request-Headers',
  };
}

/**
 * What the host's own answer lacks for a storefront origin: the proxy puts its CORS headers on every answer, so a host
 * that forgot them on one call would pass unseen, and then fail in the browser once the proxy is gone.
 */
export function hostCorsViolations(
  origin: string | undefined,
  origins: readonly string[],
  hostHeaders: IncomingHttpHeaders,
): { check: string; message: string }[] {
  if (origin === undefined || !origins.includes(origin)) return [];
  const allowed = hostHeaders['access-control-allow-origin'];
  if (allowed !== origin) {
    const found = allowed === undefined ? 'no Access-Control-Allow-Origin' : `Access-Control-Allow-Origin ${allowed}`;
    return [{ check: 'cors', message: `the host's answer has ${found} for ${origin} (the proxy added its own)` }];
  }
  if (hostHeaders['access-control-allow-credentials'] !== 'true') {
    return [{ check: 'cors', message: `the host's answer does not allow credentials for ${origin} (the proxy did)` }];
  }
  return [];
}
