import {
  queryValidators,
  validators,
  type Endpoint,
  type QuerySchemaName,
  type SchemaName,
  type ValidationIssue,
} from '../../contracts';
import { toIssues } from './errors';

const maxBodyBytes = 3 * 1024 * 1024;

export interface ParsedInput {
  query: Record<string, unknown>;
  body: unknown;
  files: Map<string, File>;
}

export type InputResult = { ok: true; input: ParsedInput } | { ok: false; issues: ValidationIssue[] };

/** Query values as strings; a repeated name or a name ending in [] becomes an array. */
function queryObject(url: URL): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  for (const name of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(name);
    query[name] = values.length > 1 || name.endsWith('[]') ? values : values[0];
  }
  return query;
}

async function jsonBody(
  request: Request,
): Promise<{ ok: true; body: unknown } | { ok: false; issue: ValidationIssue }> {
  const text = await request.text();
  if (text.length > maxBodyBytes) {
    return {
      ok: false,
      issue: { location: 'body', field: '', rule: 'maxBytes', message: `must not exceed ${maxBodyBytes} bytes` },
    };
  }
  try {
    return { ok: true, body: text === '' ? undefined : JSON.parse(text) };
  } catch {
    return { ok: false, issue: { location: 'body', field: '', rule: 'json', message: 'must be valid JSON' } };
  }
}

/** Multipart text fields as strings; a file part is validated by its file name and kept aside. */
async function multipartBody(
  request: Request,
): Promise<{ ok: true; body: unknown; files: Map<string, File> } | { ok: false; issue: ValidationIssue }> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return {
      ok: false,
      issue: { location: 'body', field: '', rule: 'multipart', message: 'must be multipart/form-data' },
    };
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

/** Reads and validates the query and body the endpoint's contract names; nothing else is read. */
export async function readInput(endpoint: Endpoint, request: Request, url: URL): Promise<InputResult> {
  const issues: ValidationIssue[] = [];
  let query: Record<string, unknown> = {};
  let body: unknown;
  let files = new Map<string, File>();

  const querySchema = endpoint.request?.query;
  if (querySchema !== undefined) {
    query = queryObject(url);
    const validate = queryValidators[querySchema as QuerySchemaName];
    if (!validate(query)) issues.push(...toIssues('query', validate.errors ?? []));
  }

  const jsonSchema = endpoint.request?.json;
  const multipartSchema = endpoint.request?.multipart;
  if (jsonSchema !== undefined || multipartSchema !== undefined) {
    const parsed = jsonSchema !== undefined ? await jsonBody(request) : await multipartBody(request);
    if (!parsed.ok) return { ok: false, issues: [...issues, parsed.issue] };
    body = parsed.body;
    if ('files' in parsed && parsed.files instanceof Map) files = parsed.files;
    const validate = validators[(jsonSchema ?? multipartSchema) as SchemaName];
    if (!validate(body)) issues.push(...toIssues('body', validate.errors ?? []));
  }

  return issues.length > 0 ? { ok: false, issues } : { ok: true, input: { query, body, files } };
}
