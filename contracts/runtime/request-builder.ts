import { operations } from '../generated/operations';
import type { HttpMethod, OperationId, Operations } from '../generated/types';

type Responses<Op extends OperationId> = Operations[Op]['responses'];
type SuccessStatus<Op extends OperationId> = Extract<keyof Responses<Op>, 200 | 201 | 204>;

/** The body a call answers on success, as its contract types it. */
export type SuccessBody<Op extends OperationId> = Responses<Op>[SuccessStatus<Op>];

type Part<T, Key extends string> = [T] extends [never] ? { [K in Key]?: never } : { [K in Key]: T };

/** What a call sends: its query, its JSON body or its multipart form, as its contract names them. */
export type RequestInput<Op extends OperationId> = Part<Operations[Op]['query'], 'query'> &
  Part<Operations[Op]['json'], 'json'> &
  ([Operations[Op]['multipart']] extends [never] ? { form?: never } : { form: FormData });

/** Anything a request may carry, typed or not: tests also send what no contract allows. */
export interface RawRequestInput {
  /** Values as they go into the query string; an array repeats its name. null and undefined are left out. */
  query?: object;
  /** Serialised as JSON, unless it is a string already (sent as it is, e.g. malformed JSON on purpose). */
  json?: unknown;
  form?: FormData;
  /** The bearer access token. */
  token?: string | null;
  headers?: Readonly<Record<string, string>>;
}

/** A request ready for any HTTP client: fetch, superagent or Playwright's APIRequestContext. */
export interface HttpRequest {
  method: HttpMethod;
  /** Absolute when a base URL was given, with the query string. */
  url: string;
  headers: Record<string, string>;
  body: string | FormData | undefined;
}

export function queryString(query: object): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(name, String(item));
  }
  return params.toString();
}

/** A request to any path (which may carry a query string already), for what the registry does not list or a test's deliberately wrong call. */
export function buildHttpRequest(
  method: HttpMethod,
  baseUrl: string,
  path: string,
  input: RawRequestInput = {},
): HttpRequest {
  const search = input.query === undefined ? '' : queryString(input.query);
  const headers: Record<string, string> = { accept: 'application/json', ...input.headers };
  if (input.token !== undefined && input.token !== null) headers.authorization = `Bearer ${input.token}`;
  let body: HttpRequest['body'];
  if (input.form !== undefined) body = input.form;
  else if (input.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = typeof input.json === 'string' ? input.json : JSON.stringify(input.json);
  }
  const separator = path.includes('?') ? '&' : '?';
  const url = `${baseUrl}${path}${search === '' ? '' : `${separator}${search}`}`;
  return { method, url, headers, body };
}

/**
 * A provider call as its contract describes it: method and path from the endpoint registry, the query string, a JSON
 * or multipart body, and the bearer token when one is given. Whether cookies go with it is the registry's
 * `credentials`, which `operations[operationId]` tells a browser client.
 */
export function buildRequest<Op extends OperationId>(
  operationId: Op,
  input: RequestInput<Op>,
  { baseUrl = '', token }: { baseUrl?: string; token?: string | null } = {},
): HttpRequest {
  const { method, path } = operations[operationId];
  return buildHttpRequest(method, baseUrl, path, { ...(input as RawRequestInput), token });
}
