import superagent from 'superagent';
import type { CallAnswers, OperationId, RefreshTokenResponse } from '../../../contracts';
import { operations } from '../../../contracts/generated/operations';
import { refreshTokenAnswers } from '../../../contracts/generated/answers/refresh-token';
import { checkCallAnswer } from '../../../contracts/runtime/call-answer-check';
import { errorBounds } from '../../../contracts/runtime/error-bodies';
import { buildRequest, type RequestInput, type SuccessBody } from '../../../contracts/runtime/request-builder';

/** A successful (2xx) answer as it arrived: its body is not yet checked against the call's contract. */
export interface ApiAnswer {
  status: number;
  body: unknown;
  /** The device's clock when it arrived, which can be well before a saga reads it (lib/early-calls.ts). */
  receivedAtMs: number;
}

/** A call that did not succeed: status 0 when no answer arrived (a network failure). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(status === 0 ? 'Network error' : `HTTP ${status}`);
    this.name = 'ApiError';
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

/** An answer that arrived but breaks its contract; the shopper reads the fixed text, a developer the cause. */
export class InvalidResponseError extends Error {
  constructor(cause?: string) {
    super('Invalid response from server', { cause });
    this.name = 'InvalidResponseError';
  }
}

/**
 * A text of an error body the shopper may read: not blank, and within the error schemas' bound. A longer one breaks
 * the contract, and the spec's fallback text stands in for it rather than a page filled with it.
 */
export function serverText(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' && value.length <= errorBounds.text ? value : undefined;
}

/** The server's own text for an error (message, then detail), the invalid-response text, or the caller's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof InvalidResponseError) return error.message;
  const body = error instanceof ApiError ? error.body : undefined;
  if (typeof body !== 'object' || body === null) return fallback;
  const { message, detail } = body as Record<string, unknown>;
  return serverText(message) ?? serverText(detail) ?? fallback;
}

/** Where the client keeps the shopper's tokens; it knows nothing of where that is. */
export interface TokenStore {
  /** The bearer access token to send, or null when the shopper is anonymous. */
  access(): string | null;
  refresh(): string | null;
  /** Keeps the tokens a refresh handed out (the refresh token rotates: each is good for one refresh). */
  store(tokens: Pick<RefreshTokenResponse, 'access_token' | 'refresh_token'>): void;
  clear(): void;
}

export interface ApiClientOptions {
  baseUrl: string;
  tokens?: TokenStore;
  /**
   * The session could not be renewed and its tokens are gone, or a call was refused for want of one; the reason is the
   * server's text or the client's own.
   */
  onSessionEnded?: (reason: string) => void;
}

export const noRefreshTokenMessage = 'No refresh token available';
export const refreshFailedMessage = 'Token refresh failed';

/**
 * The calls that go without the bearer token although one exists: the configuration, a "plain fetch, no credentials"
 * (spec part 1, section 7), and the payment pages' PATCH /user/update/ ("no auth header", part 2, section 7). Every
 * other call has it once the shopper is signed in. Without the header, the configuration is a simple cross-origin
 * request: no preflight before it, which a signed-in page would otherwise wait for at start.
 */
const sentWithoutToken: ReadonlySet<OperationId> = new Set(['getConfiguration', 'updateUser']);

const noTokens: TokenStore = {
  access: () => null,
  refresh: () => null,
  store: () => undefined,
  clear: () => undefined,
};

export interface ApiClient {
  request<Op extends OperationId>(operationId: Op, input: RequestInput<Op>): Promise<ApiAnswer>;
}

/**
 * The body of an answer that matches its call's contract; an answer that breaks it is an InvalidResponseError. The
 * call's answers come from the caller, so each feature's chunk carries the validators of the calls it makes.
 */
export function checkedBody<Op extends OperationId>(
  call: CallAnswers<Op>,
  { status, body }: ApiAnswer,
): SuccessBody<Op> {
  const check = checkCallAnswer(call, status, body);
  if (!check.ok) throw new InvalidResponseError(check.summary);
  return body as SuccessBody<Op>;
}

/**
 * How long a call waits for its answer to begin, and for the whole of it. A provider that never answers would leave
 * the page's spinner up for good; a call given up fails as a network failure does, with its page's text.
 */
export const answerTimeoutsMs = { response: 30_000, deadline: 60_000 } as const;

interface SuperagentFailure {
  response?: { status: number; body: unknown };
}

async function send<Op extends OperationId>(
  baseUrl: string,
  operationId: Op,
  input: RequestInput<Op>,
  token: string | null,
): Promise<ApiAnswer> {
  const { method, url, headers, body } = buildRequest(operationId, input, { baseUrl, token });
  const request = superagent(method, url).set(headers).timeout(answerTimeoutsMs);
  if (operations[operationId].credentials === 'include') request.withCredentials();
  if (body !== undefined) request.send(body);
  try {
    const response = await request;
    const body = response.status === 204 ? null : (response.body as unknown);
    return { status: response.status, body, receivedAtMs: Date.now() };
  } catch (failure) {
    const { response } = failure as SuperagentFailure;
    throw response === undefined ? new ApiError(0, undefined) : new ApiError(response.status, response.body);
  }
}

/**
 * The one way the storefront calls the provider: the request as the contract runtime builds it, cookies as the
 * endpoint registry says, the bearer token from the token store. It answers the status and body as they arrived; the
 * caller holds the body to the call's contract (checkedBody), which the token refresh does here too. A call that needs
 * the token and is refused with 401 refreshes the token once and is sent again; calls refused meanwhile wait for that
 * same refresh instead of starting their own, since each refresh token is good for one refresh only.
 */
export function createApiClient({
  baseUrl,
  tokens = noTokens,
  onSessionEnded = () => undefined,
}: ApiClientOptions): ApiClient {
  let refreshing: Promise<string | null> | null = null;

  function endSession(reason: string): null {
    // Later calls go out without the dead token instead of each trying to renew it again.
    tokens.clear();
    onSessionEnded(reason);
    return null;
  }

  /** The new access token, or null once the session has ended. */
  async function refreshSession(): Promise<string | null> {
    const refreshToken = tokens.refresh();
    if (refreshToken === null) return endSession(noRefreshTokenMessage);
    try {
      const answer = await send(baseUrl, 'refreshToken', { json: { refresh_token: refreshToken } }, null);
      const renewed = checkedBody(refreshTokenAnswers, answer);
      tokens.store({ access_token: renewed.access_token, refresh_token: renewed.refresh_token });
      return renewed.access_token;
    } catch (error) {
      return endSession(errorMessage(error, refreshFailedMessage));
    }
  }

  /** The token to send again after `refused` was refused: a newer one if another call already renewed it. */
  function renewedToken(refused: string): Promise<string | null> {
    if (refreshing !== null) return refreshing;
    const current = tokens.access();
    if (current !== refused) return Promise.resolve(current);
    refreshing = refreshSession().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  return {
    async request(operationId, input) {
      // A call made while a refresh is under way would only be refused with the old token.
      if (refreshing !== null) await refreshing;
      const token = sentWithoutToken.has(operationId) ? null : tokens.access();
      try {
        return await send(baseUrl, operationId, input, token);
      } catch (error) {
        const refusedToken =
          error instanceof ApiError && error.status === 401 && operations[operationId].auth === 'bearer';
        if (!refusedToken) throw error;
        // Sent without a token: the session, if this page had one, ended elsewhere (Logout in another tab cleared the
        // cookies), and without a refresh token it is over (spec part 1: signed out). A page that never had one
        // ignores the news.
        if (token === null) {
          onSessionEnded(noRefreshTokenMessage);
          throw error;
        }
        const renewed = await renewedToken(token);
        if (renewed === null) throw error;
        return send(baseUrl, operationId, input, renewed);
      }
    },
  };
}
