import superagent from 'superagent';
import { endpointFor, type OperationId, type Operations } from '../../../contracts';

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

export interface ApiClientOptions {
  baseUrl: string;
  /** The bearer access token to send, if the shopper is signed in. */
  getAccessToken?: () => string | null;
}

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

/** The one way the storefront calls the provider: method, path and cookies from the endpoint registry. */
export function createApiClient({ baseUrl, getAccessToken = () => null }: ApiClientOptions): ApiClient {
  return {
    async request(operationId, input) {
      const endpoint = endpointFor(operationId);
      const request = superagent(endpoint.method, `${baseUrl}${endpoint.path}`).set('Accept', 'application/json');
      if (endpoint.credentials === 'include') request.withCredentials();
      const token = getAccessToken();
      if (token !== null) request.set('Authorization', `Bearer ${token}`);
      if (input.query !== undefined) request.query(searchParams(input.query));
      if (input.form !== undefined) request.send(input.form);
      else if (input.json !== undefined) request.send(input.json as object);
      try {
        const response = await request;
        return (response.status === 204 ? null : response.body) as never;
      } catch (failure) {
        const { response } = failure as SuperagentFailure;
        throw response === undefined ? new ApiError(0, undefined) : new ApiError(response.status, response.body);
      }
    },
  };
}
