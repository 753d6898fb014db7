import superagent from 'superagent';
import {
  operations,
  validateRefreshTokenResponse,
  type OperationId,
  type OperationRoute,
  type Operations,
  type RefreshTokenResponse,
} from '../../../contracts';

type Responses<Op extends OperationId> = Operations[Op]['responses'];
type SuccessStatus<Op extends OperationId> = Extract<keyof Responses<Op>, 200 | 201 | 204>;

/** The body a call answers on success, as its contract types it. */
export type SuccessBody<Op extends OperationId> = Responses<Op>[SuccessStatus<Op>];

type Part<T, Key extends string> = [T] extends [never] ? { [K in Key]?: never } : { [K in Key]: T };

/** What a call sends: its query, its JSON body or its multipart form, as its contract names them. */
export type RequestInput<Op extends OperationId> = Part<Operations[Op]['query'], 'query'> &
  Part<Operations[Op]['json'], 'json'> &
  ([Operations[Op]['multipart']] extends [never] ? { form?: never } : { form: FormData });

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

/** An answer that arrived but breaks its contract. */
export class InvalidResponseError extends Error {
  constructor() {
    super('Invalid response from server');
    this.name = 'InvalidResponseError';
  }
}

/** The server's own text for an error (message, then detail), the invalid-response text, or the caller's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof InvalidResponseError) return error.message;
  const body = error instanceof ApiError ? error.body : undefined;
  if (typeof body === 'object' && body !== null) {
    for (const key of ['message', 'detail'] as const) {
      const text = (body as Record<string, unknown>)[key];
      if (typeof text === 'string' && text.trim() !== '') return text;
    }
  }
  return fallback;
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
  /** The session could not be renewed and its tokens are gone; the reason is the server's text or the client's own. */
  onSessionEnded?: (reason: string) => void;
}

export const noRefreshTokenMessage = 'No refresh token available';
export const refreshFailedMessage = 'Token refresh failed';

const noTokens: TokenStore = {
  access: () => null,
  refresh: () => null,
  store: () => undefined,
  clear: () => undefined,
};

export interface ApiClient {
  request<Op extends OperationId>(operationId: Op, input: RequestInput<Op>): Promise<SuccessBody<Op>>;
}

function searchParams(query: object): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(name, String(item));
  }
  return params.toString();
}

interface SuperagentFailure {
  status?: number;
  response?: { status: number; body: unknown };
}

interface SendInput {
  query?: object;
  json?: unknown;
  form?: FormData;
}

async function send(baseUrl: string, endpoint: OperationRoute, input: SendInput, token: string | null) {
  const request = superagent(endpoint.method, `${baseUrl}${endpoint.path}`).set('Accept', 'application/json');
  if (endpoint.credentials === 'include') request.withCredentials();
  if (token !== null) request.set('Authorization', `Bearer ${token}`);
  if (input.query !== undefined) request.query(searchParams(input.query));
  if (input.form !== undefined) request.send(input.form);
  else if (input.json !== undefined) request.send(input.json as object);
  try {
    const response = await request;
    return (response.status === 204 ? null : response.body) as unknown;
  } catch (failure) {
    const { response } = failure as SuperagentFailure;
    throw response === undefined ? new ApiError(0, undefined) : new ApiError(response.status, response.body);
  }
}

/**
 * The one way the storefront calls the provider: method, path and cookies from the endpoint registry, the bearer
 * token from the token store. A call that needs the token and is refused with 401 refreshes the token once and is
 * sent again; calls refused meanwhile wait for that same refresh instead of starting their own, since each refresh
 * token is good for one refresh only.
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
      const body = await send(baseUrl, operations.refreshToken, { json: { refresh_token: refreshToken } }, null);
      if (!validateRefreshTokenResponse(body)) throw new InvalidResponseError();
      tokens.store({ access_token: body.access_token, refresh_token: body.refresh_token });
      return body.access_token;
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
      const endpoint = operations[operationId];
      // A call made while a refresh is under way would only be refused with the old token.
      if (refreshing !== null) await refreshing;
      const token = tokens.access();
      try {
        return (await send(baseUrl, endpoint, input, token)) as never;
      } catch (error) {
        const refusedToken = error instanceof ApiError && error.status === 401 && endpoint.auth === 'bearer';
        if (!refusedToken || token === null) throw error;
        const renewed = await renewedToken(token);
        if (renewed === null) throw error;
        return (await send(baseUrl, endpoint, input, renewed)) as never;
      }
    },
  };
}
