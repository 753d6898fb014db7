import { buildRequest } from '../../contracts/runtime/request-builder';
import type { CallCheck, Violation } from '../verdict';
import { addCheck, checkCall, type CheckContext } from './call-check';
import { bearerCalls, withoutToken } from './calls';

export interface Tokens {
  access: string;
  refresh: string;
}

/** Why the credentials could not sign in: unusable arguments, not a provider's violation. */
export class SignInRefused extends Error {}

/** The statuses a conforming provider answers to credentials it refuses. */
const refusals = new Set([401, 403, 404, 422, 429]);

function tokensOf(body: unknown): Tokens | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { access_token: access, refresh_token: refresh } = body as Record<string, unknown>;
  return typeof access === 'string' && typeof refresh === 'string' ? { access, refresh } : undefined;
}

/** Signs in; the row holds the answer to the contract. Credentials the provider refuses throw SignInRefused. */
export async function signIn(
  context: CheckContext,
  user: string,
  password: string,
): Promise<{ row: CallCheck; tokens?: Tokens }> {
  const request = buildRequest('login', { json: { username: user, password, grant_type: 'password' } }, context);
  const { row, answer } = await checkCall(context, {
    suite: 'auth',
    operationId: 'login',
    name: 'sign in',
    request,
    expect: [200],
  });
  if (answer !== undefined && refusals.has(answer.status)) {
    // The whole text: the CLI hides the password in it before it shortens it for the terminal.
    throw new SignInRefused(`the provider refused to sign in ${user}: ${answer.status} ${answer.text}`);
  }
  return { row, tokens: answer?.status === 200 ? tokensOf(answer.body) : undefined };
}

/** Every call that needs a token, sent without one (and one with a token no provider issued): each must answer 401. */
export async function unauthorisedChecks(context: CheckContext): Promise<CallCheck[]> {
  const rows: CallCheck[] = [];
  for (const operationId of bearerCalls) {
    const request = withoutToken(operationId, context.baseUrl);
    rows.push((await checkCall(context, { suite: 'auth', operationId, name: 'no token', request, expect: [401] })).row);
  }
  const forged = buildRequest(
    'getUserData',
    {},
    { baseUrl: context.baseUrl, token: 'provider-check-forged-token-0000' },
  );
  rows.push(
    (
      await checkCall(context, {
        suite: 'auth',
        operationId: 'getUserData',
        name: 'unknown token',
        request: forged,
        expect: [401],
      })
    ).row,
  );
  return rows;
}

/**
 * The refresh token's rotation as the contract documents it (refresh-token-response: "the refresh token sent in the
 * request is spent"): a new pair, the new access token accepted, and the spent refresh token refused with 401.
 */
export async function refreshRotation(
  context: CheckContext,
  tokens: Tokens,
): Promise<{ rows: CallCheck[]; tokens: Tokens }> {
  const rotate = buildRequest('refreshToken', { json: { refresh_token: tokens.refresh } }, context);
  const rotated = await checkCall(context, {
    suite: 'refresh',
    operationId: 'refreshToken',
    name: 'rotation',
    request: rotate,
    expect: [200],
  });
  const next = rotated.answer?.status === 200 ? tokensOf(rotated.answer.body) : undefined;
  if (next === undefined) return { rows: [rotated.row], tokens };
  const same: Violation[] =
    next.refresh === tokens.refresh
      ? [
          {
            check: 'refresh',
            pointer: '/refresh_token',
            message: 'the rotation gave back the refresh token it was sent',
          },
        ]
      : [];
  addCheck(rotated.row, same);
  const useNew = buildRequest('getUserData', {}, { baseUrl: context.baseUrl, token: next.access });
  const accepted = await checkCall(context, {
    suite: 'refresh',
    operationId: 'getUserData',
    name: 'the rotated access token',
    request: useNew,
    expect: [200],
  });
  const reuse = buildRequest('refreshToken', { json: { refresh_token: tokens.refresh } }, context);
  const spent = await checkCall(context, {
    suite: 'refresh',
    operationId: 'refreshToken',
    name: 'the spent refresh token',
    request: reuse,
    expect: [401],
  });
  return { rows: [rotated.row, accepted.row, spent.row], tokens: next };
}
