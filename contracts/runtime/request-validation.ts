import { endpointFor } from '../registry';
import type { OperationId, SchemaName, ValidationIssue } from '../generated/types';
import { queryValidators, validators, type QuerySchemaName } from '../generated/validators';
import { pointerToken, toIssues, type RequestRefusal } from './error-bodies';

/** A request's parts as its contract reads them: query values, the JSON or multipart body, and any uploaded files. */
export interface RequestParts {
  query: Record<string, unknown>;
  body: unknown;
  files: Map<string, File>;
}

export type RequestCheck =
  { ok: true; parts: RequestParts } | { ok: false; status: RequestRefusal; issues: ValidationIssue[] };

export interface RequestValidationOptions {
  /** A JSON body larger than this is refused before it is parsed. */
  maxBodyBytes?: number;
}

const defaultMaxBodyBytes = 3 * 1024 * 1024;

/** Appends one by one: spread into push, a list of more than about 100,000 issues overflows the call stack. */
function append(issues: ValidationIssue[], more: readonly ValidationIssue[]): void {
  for (const issue of more) issues.push(issue);
}

type BodyRead =
  { ok: true; body: unknown; files: Map<string, File> } | { ok: false; status: RequestRefusal; issue: ValidationIssue };

const bodyIssue = (rule: string, message: string): BodyRead => ({
  ok: false,
  status: 400,
  issue: { location: 'body', field: '', rule, message },
});

const unsupportedMediaType = (message: string): BodyRead => ({
  ok: false,
  status: 415,
  issue: { location: 'header', field: '/content-type', rule: 'mediaType', message },
});

/** A Content-Type's media type in lower case, without its parameters; '' when there is none. */
const mediaTypeOf = (contentType: string | null): string =>
  (contentType ?? '').split(';', 1)[0]?.trim().toLowerCase() ?? '';

/**
 * Whether a Content-Type names JSON: application/json or a +json type (RFC 6839), parameters aside. Neither is a type
 * an HTML form or a simple cross-site request can send, so a JSON body always comes with a CORS preflight.
 */
export function isJsonContentType(contentType: string | null): boolean {
  const type = mediaTypeOf(contentType);
  return type === 'application/json' || /^[^\s/]+\/[^\s/]+\+json$/.test(type);
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** A body's text, or undefined when its bytes are not UTF-8: a text repaired with U+FFFD would be used as if sent. */
export function utf8Text(bytes: ArrayBuffer): string | undefined {
  try {
    return utf8.decode(bytes);
  } catch {
    return undefined;
  }
}

/**
 * Sets a field the sender named: an assignment to a field named __proto__ would set the object's prototype instead,
 * so the field would vanish from what the schema sees (and a multipart update without it would pass as valid).
 */
function setField(target: Record<string, unknown>, name: string, value: unknown): void {
  Object.defineProperty(target, name, { value, enumerable: true, writable: true, configurable: true });
}

/** Query values as strings; a repeated name or a name ending in [] becomes an array. */
export function queryObject(url: URL): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  for (const name of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(name);
    setField(query, name, values.length > 1 || name.endsWith('[]') ? values : values[0]);
  }
  return query;
}

const decoded = (component: string): string | undefined => {
  try {
    return decodeURIComponent(component.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
};

/**
 * An issue for each query parameter whose percent escapes do not decode to UTF-8, which URLSearchParams would repair
 * (U+FFFD) or keep as they are; it names the parameter when its name decodes.
 */
function queryEncodingIssues(search: string): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  for (const pair of search.replace(/^\?/, '').split('&')) {
    const split = pair.indexOf('=');
    const name = decoded(split === -1 ? pair : pair.slice(0, split));
    if (name !== undefined && (split === -1 || decoded(pair.slice(split + 1)) !== undefined)) continue;
    const field = name === undefined ? '' : `/${pointerToken(name)}`;
    issues.push({ location: 'query', field, rule: 'encoding', message: 'must be percent-encoded UTF-8' });
  }
  return issues;
}

function jsonBody(bytes: ArrayBuffer, maxBytes: number): BodyRead {
  if (bytes.byteLength > maxBytes) return bodyIssue('maxBytes', `must not exceed ${maxBytes} bytes`);
  const text = utf8Text(bytes);
  if (text === undefined) return bodyIssue('encoding', 'must be UTF-8');
  try {
    return { ok: true, body: JSON.parse(text), files: new Map() };
  } catch {
    return bodyIssue('json', 'must be valid JSON');
  }
}

/**
 * Multipart text fields as strings; a file part is validated by its file name and kept aside. A repeated name becomes
 * an array, as in the query, so that its schema refuses it rather than the last part silently winning.
 */
async function multipartBody(bytes: ArrayBuffer, contentType: string): Promise<BodyRead> {
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { 'content-type': contentType } }).formData();
  } catch {
    return bodyIssue('multipart', 'must be a well-formed multipart/form-data body');
  }
  const body: Record<string, unknown> = {};
  const files = new Map<string, File>();
  for (const name of new Set(form.keys())) {
    const [first, ...others] = form.getAll(name);
    if (first === undefined) continue;
    const texts = [first, ...others].map((value) => (typeof value === 'string' ? value : value.name));
    setField(body, name, others.length > 0 ? texts : texts[0]);
    if (others.length === 0 && typeof first !== 'string') files.set(name, first);
  }
  return { ok: true, body, files };
}

/** What validation reads of a request: a Fetch Request will do, or any value with the same parts. */
export interface ReadableRequest {
  url: string | URL;
  headers: { get(name: string): string | null };
  arrayBuffer(): Promise<ArrayBuffer>;
}

/**
 * The body in the media type its contract names, JSON or multipart; a body in any other is refused unread (415). An
 * empty body has no media type to judge: the schema then says what is missing, as a Django REST provider does.
 */
async function readBody(request: ReadableRequest, media: 'json' | 'multipart', maxBytes: number): Promise<BodyRead> {
  const bytes = await request.arrayBuffer();
  if (bytes.byteLength === 0) return { ok: true, body: undefined, files: new Map() };
  const contentType = request.headers.get('content-type') ?? '';
  if (media === 'multipart') {
    return mediaTypeOf(contentType) === 'multipart/form-data'
      ? multipartBody(bytes, contentType)
      : unsupportedMediaType('must be multipart/form-data');
  }
  return isJsonContentType(contentType)
    ? jsonBody(bytes, maxBytes)
    : unsupportedMediaType('must be application/json or a +json type');
}

/**
 * Reads the query and body a call's contract names from a Fetch Request and validates both; nothing else is read.
 * Every problem is reported, each as an issue with a JSON Pointer.
 */
export async function validateRequest(
  operationId: OperationId,
  request: ReadableRequest,
  { maxBodyBytes = defaultMaxBodyBytes }: RequestValidationOptions = {},
): Promise<RequestCheck> {
  const contract = endpointFor(operationId).request;
  const issues: ValidationIssue[] = [];
  const parts: RequestParts = { query: {}, body: undefined, files: new Map() };

  if (contract?.query !== undefined) {
    const url = new URL(request.url);
    append(issues, queryEncodingIssues(url.search));
    parts.query = queryObject(url);
    const validate = queryValidators[contract.query as QuerySchemaName];
    if (!validate(parts.query)) append(issues, toIssues('query', validate.errors ?? []));
  }

  const bodySchema = contract?.json ?? contract?.multipart;
  if (bodySchema !== undefined) {
    const read = await readBody(request, contract?.json === undefined ? 'multipart' : 'json', maxBodyBytes);
    if (!read.ok) return { ok: false, status: read.status, issues: [...issues, read.issue] };
    parts.body = read.body;
    parts.files = read.files;
    const validate = validators[bodySchema as SchemaName];
    if (!validate(parts.body)) append(issues, toIssues('body', validate.errors ?? []));
  }

  return issues.length > 0 ? { ok: false, status: 400, issues } : { ok: true, parts };
}
