import { operations, type OperationId } from '../../contracts';
import { buildHttpRequest, buildRequest } from '../../contracts/runtime/request-builder';
import { exchange, ExchangeFailure, type Exchange } from '../exchange';
import type { Advisory } from '../verdict';
import { callName, type CheckContext } from './call-check';

/** Calls anyone must be able to make before signing in: they write nothing to an existing account. */
const signInCalls = new Set<OperationId>(['login', 'signup', 'refreshToken']);

/** An origin no storefront has, to see whether CORS admits anyone. */
export const foreignOrigin = 'https://provider-check.invalid';

/** An account no provider holds, so that probing login never counts a failure against a real one. */
export const unknownAccount = 'provider-check-no-such-account@example.com';

/** Calls the contract lets anyone make that change an account. */
export function unauthenticatedWrites(): OperationId[] {
  return (Object.keys(operations) as OperationId[]).filter(
    (operationId) =>
      operations[operationId].auth === 'none' &&
      operations[operationId].method !== 'GET' &&
      !signInCalls.has(operationId),
  );
}

/** Answers to an invalid body without a token that show the body was read: accepted, or refused for what it says. */
const readTheBody = (status: number): boolean => (status >= 200 && status < 300) || status === 400 || status === 422;

export function unauthenticatedWriteAdvisory(operationId: OperationId, probedStatus: number | undefined): Advisory {
  const probe =
    probedStatus === undefined
      ? ''
      : ` Sent an invalid body without a token, it answered ${probedStatus}${readTheBody(probedStatus) ? ', so it reads the body without asking who sends it' : ''}.`;
  const account =
    operationId === 'updateUser'
      ? ' PATCH /user/update/ as documented lets anyone who knows an e-mail and a display name change that account’s e-mail, then take the account over with a password reset.'
      : '';
  return {
    id: 'unauthenticated-write',
    call: callName(operationId),
    reason: `the contract lets this call change data without authentication.${probe}`,
    risk: `anyone can change another shopper’s data.${account} Require the bearer token and change only the signed-in account.`,
  };
}

/** What a login refusal shows a caller: its status and error code. */
const refusalOf = (answer: Pick<Exchange, 'status' | 'body'>): string => {
  const body = answer.body as { error?: unknown; code?: unknown } | undefined;
  const code = typeof body === 'object' && body !== null ? (body.error ?? body.code) : undefined;
  return `${answer.status}${typeof code === 'string' ? ` ${code}` : ''}`;
};

/**
 * Whether an unknown account's refusal differs from a wrong password's (the latter from the contract when not probed).
 * Only refusals (4xx) compare: an answer of another kind says nothing about which accounts exist.
 */
export function accountEnumeration(
  unknown: Pick<Exchange, 'status' | 'body'>,
  wrongPassword: Pick<Exchange, 'status' | 'body'> | undefined,
): Advisory | undefined {
  const refusal = (status: number): boolean => status >= 400 && status < 500;
  if (!refusal(unknown.status) || (wrongPassword !== undefined && !refusal(wrongPassword.status))) return undefined;
  const unknownShows = refusalOf(unknown);
  const wrongShows =
    wrongPassword === undefined ? '401 (as the contract documents a wrong password)' : refusalOf(wrongPassword);
  const differs = wrongPassword === undefined ? unknown.status !== 401 : unknownShows !== wrongShows;
  if (!differs) return undefined;
  return {
    id: 'account-enumeration',
    call: callName('login'),
    reason: `an unknown account answers ${unknownShows}, a wrong password ${wrongShows}`,
    risk: 'anyone can find out which e-mail addresses and phone numbers have accounts, then aim password guesses or phishing at them. Answer both with the same status and message.',
  };
}

/** Whether a body sent under a content type a cross-site form can use was read as JSON. */
export const readsJsonUnder = (jsonStatus: number, otherStatus: number): boolean =>
  otherStatus !== 400 &&
  otherStatus !== 415 &&
  (otherStatus === jsonStatus || (otherStatus >= 200 && otherStatus < 300));

function simpleContentTypeAdvisory(contentType: string, status: number): Advisory {
  return {
    id: 'json-under-simple-content-type',
    call: callName('login'),
    reason: `a JSON body sent as ${contentType} was read (answered ${status}, as the same body as application/json)`,
    risk: 'a cross-site form posts that content type with no preflight, so any web page can make a visitor’s browser send these calls with their cookies. Refuse bodies that are not application/json (415).',
  };
}

/** Whether an answer lets a page at any origin read it with the visitor's cookies. */
export function admitsAnyOrigin(headers: Headers, origin: string): boolean {
  const allowed = headers.get('access-control-allow-origin');
  return (allowed === origin || allowed === '*') && headers.get('access-control-allow-credentials') === 'true';
}

function anyOriginAdvisory(operationId: OperationId): Advisory {
  return {
    id: 'cors-any-origin',
    call: callName(operationId),
    reason: `CORS admitted ${foreignOrigin} with credentials`,
    risk: 'any web site a signed-in shopper visits can read their answers (and tokens) with their cookies. Admit only the storefront origins.',
  };
}

const tokenParameter = /(?:^|[?&#])[^=&#]*(?:token|session|password|secret|auth)[^=&#]*=/i;

/** JSON Pointers of strings in a body that are URLs carrying a token, a known secret or a token-named parameter. */
export function tokenUrls(body: unknown, secrets: readonly string[], pointer = ''): string[] {
  if (typeof body === 'string') {
    const isUrl = /^https?:\/\//i.test(body);
    const leaks =
      isUrl && (tokenParameter.test(body) || secrets.some((secret) => secret !== '' && body.includes(secret)));
    return leaks ? [pointer] : [];
  }
  if (Array.isArray(body)) return body.flatMap((item, index) => tokenUrls(item, secrets, `${pointer}/${index}`));
  if (typeof body === 'object' && body !== null) {
    return Object.entries(body).flatMap(([key, value]) =>
      tokenUrls(value, secrets, `${pointer}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`),
    );
  }
  return [];
}

export function tokenUrlAdvisory(operationId: OperationId, pointers: readonly string[]): Advisory {
  return {
    id: 'token-in-url',
    call: callName(operationId),
    reason: `the answer carries a URL with a token at ${pointers.join(', ')}`,
    risk: 'URLs end up in browser history, server and proxy logs and Referer headers, where the token can be read and replayed. Send tokens in headers or bodies.',
  };
}

async function quietly(request: Parameters<typeof exchange>[0], timeoutMs: number): Promise<Exchange | undefined> {
  try {
    return await exchange(request, timeoutMs);
  } catch (error) {
    if (error instanceof ExchangeFailure) return undefined;
    throw error;
  }
}

/** The probes that write nothing: unauthenticated writes (an invalid body), login refusals, content types, CORS. */
export async function probeAdvisories(
  context: CheckContext,
  wrongPasswordFor: string | undefined,
): Promise<Advisory[]> {
  const advisories: Advisory[] = [];
  const { baseUrl, timeoutMs } = context;
  for (const operationId of unauthenticatedWrites()) {
    const { method, path } = operations[operationId];
    const answer = await quietly(buildHttpRequest(method, baseUrl, path, { json: {} }), timeoutMs);
    advisories.push(unauthenticatedWriteAdvisory(operationId, answer?.status));
  }
  const login = (username: string, password: string, contentType = 'application/json') => {
    const request = buildRequest('login', { json: { username, password, grant_type: 'password' } }, { baseUrl });
    return quietly({ ...request, headers: { ...request.headers, 'content-type': contentType } }, timeoutMs);
  };
  const unknown = await login(unknownAccount, 'Wrong-Pass-19');
  if (unknown !== undefined) {
    // One wrong password, which the real sign-in right after forgives on the account's failure count.
    const wrong = wrongPasswordFor === undefined ? undefined : await login(wrongPasswordFor, 'Wrong-Pass-19');
    const enumeration = accountEnumeration(unknown, wrong);
    if (enumeration !== undefined) advisories.push(enumeration);
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded']) {
      const other = await login(unknownAccount, 'Wrong-Pass-19', contentType);
      if (other !== undefined && readsJsonUnder(unknown.status, other.status)) {
        advisories.push(simpleContentTypeAdvisory(contentType, other.status));
      }
    }
  }
  for (const operationId of ['getHome', 'getUserData'] as const) {
    const request = buildRequest(operationId, {}, { baseUrl });
    const answer = await quietly({ ...request, headers: { ...request.headers, origin: foreignOrigin } }, timeoutMs);
    if (answer !== undefined && admitsAnyOrigin(answer.headers, foreignOrigin))
      advisories.push(anyOriginAdvisory(operationId));
  }
  return advisories;
}
