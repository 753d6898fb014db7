import type { IncomingMessage } from 'node:http';
import { genericError } from '../../contracts/runtime/error-bodies';
import { normalisePath } from '../../contracts/runtime/normalise-path';
import type { Refusal } from './refusals';

export const maxBodyBytes = 4 * 1024 * 1024;

/**
 * The URL the request asked for, on the origin its Host header names, as a browser's would be; or undefined when the
 * Host makes no URL with the request's path, which is the client's fault.
 */
export function requestUrl(request: IncomingMessage): URL | undefined {
  try {
    return new URL(request.url ?? '', `http://${request.headers.host ?? ''}`);
  } catch {
    return undefined;
  }
}

/**
 * Whether a browser page of another origin asks the admin API for a change (a reset, a scenario switch, the clock, the
 * journal cleared). A form or a no-cors fetch sends a body-less POST without a CORS preflight, and its answer need not
 * be read for the change to happen, so CORS alone does not stop it. A browser names the page's origin in `Origin`;
 * a client that is no browser page (curl, the e2e fixtures) sends none.
 */
export function isForeignAdminChange(
  request: IncomingMessage,
  url: URL,
  storefrontOrigins: readonly string[],
  adminChanges: readonly { method: string; path: string }[],
): boolean {
  const { origin } = request.headers;
  if (origin === undefined || origin === url.origin || storefrontOrigins.includes(origin)) return false;
  const method = (request.method ?? 'GET').toLowerCase();
  const path = normalisePath(url.pathname);
  return adminChanges.some((change) => change.method === method && change.path === path);
}

export const foreignAdminChange: Refusal = {
  status: 403,
  body: genericError(
    "The admin API takes changes from the simulator's own pages and the storefront origins it admits only.",
    'forbidden_origin',
  ),
};

export const unusableHost: Refusal = {
  status: 400,
  body: genericError('The Host header does not make a valid URL.', 'bad_host'),
};

/** Bodies are read whole into memory before a handler sees them, so a declared size is refused up front. */
export function declaresLargeBody(request: IncomingMessage): boolean {
  return !(Number(request.headers['content-length'] ?? 0) <= maxBodyBytes);
}

/** Closes the connection after the answer: reading the rest of a body this large to reuse it is not worth it. */
export const largeBody: Refusal = {
  status: 413,
  body: genericError(`The body must not exceed ${maxBodyBytes} bytes.`, 'payload_too_large'),
  headers: { connection: 'close' },
};

/**
 * Whether every percent escape of a path decodes to UTF-8. Routing decodes the path (MSW's matching does, as a
 * provider's router would), so a path that does not decode is the client's fault before any route is tried.
 */
export function isDecodablePath(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

export const undecodablePath: Refusal = {
  status: 400,
  body: genericError('The path has percent escapes that do not decode to UTF-8.', 'bad_path'),
};

export const notFound = (method: string, path: string): Refusal => ({
  status: 404,
  body: genericError(`No provider call answers ${method} ${path}.`, 'not_found'),
});

/** A path served, but not with this method: Allow lists the methods it is served with. */
export const methodNotAllowed = (method: string, path: string, allowed: readonly string[]): Refusal => ({
  status: 405,
  body: genericError(`${path} answers ${allowed.join(', ')}, not ${method}.`, 'method_not_allowed'),
  headers: { allow: allowed.join(', ') },
});

export const internalFailure: Refusal = {
  status: 500,
  body: genericError('The simulator failed to answer this call.', 'internal_error'),
};
