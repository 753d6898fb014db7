import type { EndpointCredentials, HttpMethod } from '../../contracts';
import type { HttpRequest } from '../../contracts/runtime/request-builder';
import type { Violation } from '../verdict';

const simpleMethods = new Set(['GET', 'HEAD', 'POST']);
const simpleContentTypes = new Set(['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain']);
const safelistedHeaders = new Set(['accept', 'accept-language', 'content-language', 'content-type']);

/** The request headers a browser would name in Access-Control-Request-Headers, lower case and sorted. */
export function nonSimpleHeaders(request: Pick<HttpRequest, 'headers'>): string[] {
  const names: string[] = [];
  for (const [name, value] of Object.entries(request.headers)) {
    const lower = name.toLowerCase();
    if (lower === 'origin') continue;
    if (!safelistedHeaders.has(lower)) names.push(lower);
    else if (lower === 'content-type' && !simpleContentTypes.has(value.split(';')[0]?.trim().toLowerCase() ?? '')) {
      names.push(lower);
    }
  }
  return names.sort();
}

/** Whether a browser sends a preflight before this request (the Fetch standard's CORS-safelisted rules). */
export const needsPreflight = (request: Pick<HttpRequest, 'method' | 'headers'>): boolean =>
  !simpleMethods.has(request.method) || nonSimpleHeaders(request).length > 0;

const listed = (header: string | null): string[] =>
  (header ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter((item) => item !== '');

/**
 * What a browser demands of an answer before the storefront may read it. Calls made with cookies need the origin
 * itself (a wildcard is refused with credentials) and Access-Control-Allow-Credentials: true.
 */
export function corsAnswerViolations(
  headers: Headers,
  origin: string,
  credentials: EndpointCredentials,
  what = 'the answer',
): Violation[] {
  const allowOrigin = headers.get('access-control-allow-origin');
  const violations: Violation[] = [];
  const withCookies = credentials === 'include';
  if (allowOrigin === null) {
    violations.push({ check: 'cors', message: `${what} has no Access-Control-Allow-Origin for ${origin}` });
  } else if (allowOrigin !== origin && (withCookies || allowOrigin !== '*')) {
    violations.push({
      check: 'cors',
      message: `${what} allows origin "${allowOrigin}", not ${origin}${withCookies && allowOrigin === '*' ? ' (a wildcard is refused with credentials)' : ''}`,
    });
  }
  if (withCookies && headers.get('access-control-allow-credentials') !== 'true') {
    violations.push({ check: 'cors', message: `${what} lacks Access-Control-Allow-Credentials: true` });
  }
  return violations;
}

/** What a browser demands of a preflight's answer, beyond the origin and credentials. */
export function preflightViolations(
  answer: { status: number; headers: Headers },
  origin: string,
  credentials: EndpointCredentials,
  method: HttpMethod,
  requestHeaders: readonly string[],
): Violation[] {
  const violations: Violation[] = [];
  if (answer.status < 200 || answer.status > 299) {
    violations.push({ check: 'cors', message: `the preflight answered ${answer.status}, not a 2xx status` });
  }
  violations.push(...corsAnswerViolations(answer.headers, origin, credentials, 'the preflight'));
  const methods = listed(answer.headers.get('access-control-allow-methods'));
  const wildcardCounts = credentials !== 'include';
  if (!methods.includes(method.toLowerCase()) && !(wildcardCounts && methods.includes('*'))) {
    violations.push({ check: 'cors', message: `the preflight does not allow the method ${method}` });
  }
  const allowed = listed(answer.headers.get('access-control-allow-headers'));
  const missing = requestHeaders.filter(
    (name) => !allowed.includes(name) && !(wildcardCounts && allowed.includes('*')),
  );
  if (missing.length > 0) {
    violations.push({ check: 'cors', message: `the preflight does not allow the header(s) ${missing.join(', ')}` });
  }
  return violations;
}

/** Sends the preflight a browser would send before the request; undefined when no answer came. */
export async function sendPreflight(
  request: HttpRequest,
  origin: string,
  timeoutMs: number,
): Promise<{ status: number; headers: Headers } | { failure: string }> {
  const headers: Record<string, string> = { origin, 'access-control-request-method': request.method };
  const names = nonSimpleHeaders(request);
  if (names.length > 0) headers['access-control-request-headers'] = names.join(',');
  try {
    const response = await fetch(request.url, {
      method: 'OPTIONS',
      headers,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.arrayBuffer();
    return { status: response.status, headers: response.headers };
  } catch (error) {
    const cause = error as Error & { cause?: { code?: string } };
    return {
      failure:
        cause.name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : (cause.cause?.code ?? cause.message),
    };
  }
}
