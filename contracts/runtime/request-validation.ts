import { endpointFor } from '../registry';
import type { OperationId, SchemaName, ValidationIssue } from '../generated/types';
import { queryValidators, validators, type QuerySchemaName } from '../generated/validators';
import { toIssues } from './error-bodies';

/** A request's parts as its contract reads them: query values, the JSON or multipart body, and any uploaded files. */
export interface RequestParts {
  query: Record<string, unknown>;
  body: unknown;
  files: Map<string, File>;
}

export type RequestCheck = { ok: true; parts: RequestParts } | { ok: false; issues: ValidationIssue[] };

export interface RequestValidationOptions {
  /** A JSON body larger than this is refused before it is parsed. */
  maxBodyBytes?: number;
}

const defaultMaxBodyBytes = 3 * 1024 * 1024;

type BodyRead = { ok: true; body: unknown; files: Map<string, File> } | { ok: false; issue: ValidationIssue };

const bodyIssue = (rule: string, message: string): BodyRead => ({
  ok: false,
  issue: { location: 'body', field: '', rule, message },
});

/** Query values as strings; a repeated name or a name ending in [] becomes an array. */
export function queryObject(url: URL): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  for (const name of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(name);
    query[name] = values.length > 1 || name.endsWith('[]') ? values : values[0];
  }
  return query;
}

async function jsonBody(request: Request, maxBytes: number): Promise<BodyRead> {
  const bytes = await request.arrayBuffer();
  if (bytes.byteLength > maxBytes) return bodyIssue('maxBytes', `must not exceed ${maxBytes} bytes`);
  const text = new TextDecoder().decode(bytes);
  try {
    return { ok: true, body: text === '' ? undefined : JSON.parse(text), files: new Map() };
  } catch {
    return bodyIssue('json', 'must be valid JSON');
  }
}

/** Multipart text fields as strings; a file part is validated by its file name and kept aside. */
async function multipartBody(request: Request): Promise<BodyRead> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return bodyIssue('multipart', 'must be multipart/form-data');
  }
  const body: Record<string, string> = {};
  const files = new Map<string, File>();
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') {
      body[name] = value;
    } else {
      body[name] = value.name;
      files.set(name, value);
    }
  }
  return { ok: true, body, files };
}

/**
 * Reads the query and body a call's contract names from a Fetch Request and validates both; nothing else is read.
 * Every problem is reported, each as an issue with a JSON Pointer.
 */
export async function validateRequest(
  operationId: OperationId,
  request: Request,
  { maxBodyBytes = defaultMaxBodyBytes }: RequestValidationOptions = {},
): Promise<RequestCheck> {
  const contract = endpointFor(operationId).request;
  const issues: ValidationIssue[] = [];
  const parts: RequestParts = { query: {}, body: undefined, files: new Map() };

  if (contract?.query !== undefined) {
    parts.query = queryObject(new URL(request.url));
    const validate = queryValidators[contract.query as QuerySchemaName];
    if (!validate(parts.query)) issues.push(...toIssues('query', validate.errors ?? []));
  }

  const bodySchema = contract?.json ?? contract?.multipart;
  if (bodySchema !== undefined) {
    const read = contract?.json !== undefined ? await jsonBody(request, maxBodyBytes) : await multipartBody(request);
    if (!read.ok) return { ok: false, issues: [...issues, read.issue] };
    parts.body = read.body;
    parts.files = read.files;
    const validate = validators[bodySchema as SchemaName];
    if (!validate(parts.body)) issues.push(...toIssues('body', validate.errors ?? []));
  }

  return issues.length > 0 ? { ok: false, issues } : { ok: true, parts };
}
