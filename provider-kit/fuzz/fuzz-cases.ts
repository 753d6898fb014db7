import type { AnySchemaObject } from 'ajv';
import {
  endpointFor,
  queryValidators,
  validators,
  type OperationId,
  type QuerySchemaName,
  type SchemaName,
} from '../../contracts';
import { loadSchemas, refTarget } from '../../contracts/tooling/load-contracts';
import { seedFor, seededRandom, type Random } from './prng';

/** What a case does to its call's request. */
export type FuzzKind =
  | 'missing-field'
  | 'wrong-type'
  | 'negative'
  | 'three-decimals'
  | 'huge-number'
  | 'boundary'
  | 'oversized'
  | 'pattern'
  | 'unknown-field'
  | 'wrong-root'
  | 'malformed-json'
  | 'no-body'
  | 'encoding'
  | 'media-type'
  | 'unknown-id'
  | 'auth';

/**
 * Why the provider must refuse the case: 'contract', the request breaks its schema (validateRequest refuses it);
 * 'rule', the request has the contract's shape but names an id that does not exist (a documented 404 or 401); 'auth',
 * it carries no token the provider issued.
 */
export type FuzzBreak = 'contract' | 'rule' | 'auth';

/** The Authorization a case sends: the session's bearer token, none, or exactly this header value. */
export type FuzzAuthorization = 'session' | 'none' | { header: string };

/** One contract-breaking request, as plain data: the runner turns it into HTTP. */
export interface FuzzCase {
  operationId: OperationId;
  /** What it breaks, as a reader names it: "cart_items[0].quantity -1". */
  name: string;
  kind: FuzzKind;
  breaks: FuzzBreak;
  /** Query values as sent; an array repeats the name. */
  query?: Record<string, string | string[]>;
  /** A query string sent exactly as written, for escapes URLSearchParams would repair. */
  rawQuery?: string;
  /** The JSON body's text, sent as application/json (or as contentType); no body when undefined. */
  jsonText?: string;
  /** A media type the call's contract does not name, which the body goes as instead of JSON. */
  contentType?: string;
  /** multipart/form-data text fields. */
  form?: Record<string, string>;
  authorization: FuzzAuthorization;
}

/** The bounds of one call's case list: the CLI's --fuzz N. */
export const minFuzzCount = 1;
export const maxFuzzCount = 1000;
/** The longest string a case sends in a body: oversized for every schema, far below any body limit (3 MiB). */
export const oversizedLength = 100_000;
/** The longest query value: a request line stays far below Node's 16 KB header limit, which answers 431. */
export const oversizedQueryLength = 4_000;

type Media = 'json' | 'multipart' | 'query';
type Path = readonly (string | number)[];

/** A number written as this text in the JSON body: beyond what a JS number keeps (2^53 + 1) or overflowing (1e400). */
class RawNumber {
  constructor(readonly text: string) {}
}

interface Mutation {
  kind: FuzzKind;
  /** Appended to the field's name: "-1", "of 100,000 characters". */
  label: string;
  value: unknown;
}

interface Target {
  media: Media;
  schemaName: string;
  example: Record<string, unknown>;
  schemas: ReadonlyMap<string, AnySchemaObject>;
}

let schemaCache: Map<string, AnySchemaObject> | undefined;
function schemaMap(): Map<string, AnySchemaObject> {
  schemaCache ??= new Map(loadSchemas().map((named) => [named.name, named.schema]));
  return schemaCache;
}

function resolve(schema: AnySchemaObject, schemas: ReadonlyMap<string, AnySchemaObject>): AnySchemaObject {
  const target = typeof schema.$ref === 'string' ? refTarget(schema.$ref) : undefined;
  const found = target === undefined ? undefined : schemas.get(target);
  return found === undefined ? schema : resolve(found, schemas);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof RawNumber);

function clone(value: unknown): unknown {
  if (value instanceof RawNumber) return value;
  if (Array.isArray(value)) return value.map(clone);
  if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, clone(inner)]));
  return value;
}

function setAt(root: unknown, path: Path, value: unknown, remove = false): unknown {
  if (path.length === 0) return remove ? undefined : clone(value);
  const copy = clone(root);
  let node: unknown = copy;
  for (const key of path.slice(0, -1)) node = (node as Record<string | number, unknown>)[key];
  const last = path[path.length - 1] as string | number;
  const parent = node as Record<string | number, unknown>;
  // defineProperty, so that a field named __proto__ is sent as a field and never sets the prototype.
  if (remove) Reflect.deleteProperty(parent, last);
  else Object.defineProperty(parent, last, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

const fieldName = (path: Path): string =>
  path.length === 0
    ? 'the body'
    : path.map((key, i) => (typeof key === 'number' ? `[${key}]` : i === 0 ? key : `.${key}`)).join('');

const grouped = (n: number): string => n.toLocaleString('en-US');

function serialise(body: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(body, (_key, value: unknown) => {
    if (value instanceof RawNumber) {
      raws.push(value.text);
      return `@@raw${raws.length - 1}@@`;
    }
    return value;
  });
  return text.replace(/"@@raw(\d+)@@"/g, (_match, index: string) => raws[Number(index)] ?? 'null');
}

function describe(value: unknown): string {
  if (value instanceof RawNumber) return value.text;
  if (typeof value === 'string')
    return value.length > 40 ? `a string of ${grouped(value.length)} characters` : JSON.stringify(value);
  if (Array.isArray(value)) return value.length > 5 ? `an array of ${value.length} items` : JSON.stringify(value);
  return JSON.stringify(value);
}

const jsonTypeOf = (value: unknown): string => {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
};

const wrongTypeLabel = (value: unknown): string =>
  value === null ? 'as null' : `as ${jsonTypeOf(value)} ${describe(value)}`;

const wrongType = (value: unknown): Mutation => ({ kind: 'wrong-type', label: wrongTypeLabel(value), value });

const oversized = (length: number, media: Media): Mutation => ({
  kind: 'oversized',
  label: `of ${grouped(length)} characters`,
  value: media === 'query' ? 'q'.repeat(length) : 'x'.repeat(length),
});

/** The deterministic mutations of one field, by what its schema says it holds. */
function fieldMutations(schema: AnySchemaObject, example: unknown, media: Media): Mutation[] {
  const mutations: Mutation[] = [];
  const type = typeof schema.type === 'string' ? schema.type : undefined;
  const enumValues = Array.isArray(schema.enum)
    ? (schema.enum as unknown[])
    : 'const' in schema
      ? [schema.const]
      : undefined;
  const minimum = typeof schema.minimum === 'number' ? schema.minimum : undefined;
  const maximum = typeof schema.maximum === 'number' ? schema.maximum : undefined;
  const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : undefined;
  const number = (kind: FuzzKind, value: number | RawNumber, label?: string): void => {
    const text = value instanceof RawNumber ? value.text : String(value);
    mutations.push({ kind, label: label ?? text, value: media === 'query' ? text : value });
  };

  if (enumValues !== undefined) {
    mutations.push({ kind: 'pattern', label: '"NOT-AN-ALLOWED-VALUE"', value: 'NOT-AN-ALLOWED-VALUE' });
    const first = enumValues[0];
    if (typeof first === 'string')
      mutations.push({ kind: 'pattern', label: JSON.stringify(first.toUpperCase()), value: first.toUpperCase() });
    mutations.push({ kind: 'boundary', label: 'empty', value: '' });
  }
  if (type === 'integer' || type === 'number') {
    number('negative', -1);
    if (minimum !== undefined && minimum - 1 !== -1)
      number('boundary', minimum - 1, `${minimum - 1}, below its minimum`);
    if (maximum !== undefined) {
      const above = type === 'integer' ? maximum + 1 : Math.round((maximum + 0.01) * 100) / 100;
      number('boundary', above, `${above}, above its maximum`);
    }
    number('huge-number', 1e21);
    number('huge-number', new RawNumber('1e400'));
    number('huge-number', new RawNumber('-1e400'));
    if (type === 'integer') {
      number('boundary', 1.5, 'a fraction 1.5');
      number('huge-number', new RawNumber('9007199254740993'), '9007199254740993 (beyond 2^53)');
    } else {
      number('negative', -0.01);
      number('three-decimals', 10.005, 'with three decimals 10.005');
      number('three-decimals', 0.001, 'with three decimals 0.001');
    }
  }
  if (type === 'string') {
    if (maxLength !== undefined) mutations.push(oversized(maxLength + 1, media));
    mutations.push(oversized(media === 'query' ? oversizedQueryLength : oversizedLength, media));
    mutations.push({ kind: 'boundary', label: 'empty', value: '' });
    mutations.push({ kind: 'pattern', label: 'of spaces only', value: '   ' });
    mutations.push({ kind: 'pattern', label: 'with a NUL character', value: 'a\u0000b' });
    mutations.push({ kind: 'pattern', label: 'holding markup', value: '<script>alert(1)</script>' });
    mutations.push({ kind: 'pattern', label: 'holding SQL', value: "' OR '1'='1" });
    mutations.push({ kind: 'pattern', label: 'as a javascript: URL', value: 'javascript:alert(1)' });
    if (media === 'json') mutations.push({ kind: 'pattern', label: 'with a lone surrogate', value: 'a\ud800b' });
    if (typeof example === 'string' && example.toLowerCase() !== example) {
      mutations.push({ kind: 'pattern', label: 'in lower case', value: example.toLowerCase() });
    }
    if (schema.format === 'email')
      mutations.push({ kind: 'pattern', label: '"not-an-e-mail"', value: 'not-an-e-mail' });
  }
  if (type === 'boolean') {
    for (const value of ['maybe', '2', '']) mutations.push({ kind: 'wrong-type', label: JSON.stringify(value), value });
  }
  if (type === 'array') {
    mutations.push({ kind: 'boundary', label: 'empty', value: [] });
    const item = Array.isArray(example) ? example[0] : undefined;
    if (typeof schema.maxItems === 'number') {
      const items = Array.from({ length: schema.maxItems + 1 }, (_, i) =>
        media === 'query' ? String(i + 1) : clone(item),
      );
      mutations.push({ kind: 'boundary', label: `with ${schema.maxItems + 1} items`, value: items });
    }
  }

  if (media === 'query') {
    if (type === 'integer' || type === 'number') {
      for (const value of ['abc', '', '0x10', '1 OR 1=1', 'NaN']) mutations.push(wrongType(value));
      mutations.push({ kind: 'wrong-type', label: 'repeated', value: ['1', '2'] });
    }
    if (type === 'string' || enumValues !== undefined)
      mutations.push({ kind: 'wrong-type', label: 'repeated', value: ['a', 'b'] });
  } else if (media === 'json') {
    const wrongs: unknown[] =
      type === 'string' || enumValues !== undefined
        ? [12345, true, null, { unexpected: true }, ['unexpected']]
        : type === 'array'
          ? ['not an array', { unexpected: true }, null]
          : type === 'object'
            ? ['not an object', ['unexpected'], null]
            : ['100', 'abc', true, null, { unexpected: true }, [1]];
    for (const value of wrongs) mutations.push(wrongType(value));
  }
  return mutations;
}

interface Candidate {
  name: string;
  kind: FuzzKind;
  breaks: FuzzBreak;
  /** The whole request body or query after the mutation; undefined sends none. */
  data?: unknown;
  jsonText?: string;
  rawQuery?: string;
  contentType?: string;
}

/** Every object, array and field of the example, with its schema. */
function walk(
  schema: AnySchemaObject,
  value: unknown,
  schemas: ReadonlyMap<string, AnySchemaObject>,
  visit: (path: Path, schema: AnySchemaObject, value: unknown) => void,
  path: Path = [],
): void {
  const resolved = resolve(schema, schemas);
  visit(path, resolved, value);
  if (isObject(value) && isObject(resolved.properties)) {
    const properties = resolved.properties as Record<string, AnySchemaObject>;
    for (const [key, inner] of Object.entries(value)) {
      const propertySchema = properties[key];
      if (propertySchema !== undefined) walk(propertySchema, inner, schemas, visit, [...path, key]);
    }
  } else if (Array.isArray(value) && isObject(resolved.items) && value.length > 0) {
    walk(resolved.items as AnySchemaObject, value[0], schemas, visit, [...path, 0]);
  }
}

function fieldCandidates(target: Target): Candidate[] {
  const { example, schemas, media } = target;
  const root = schemas.get(target.schemaName) as AnySchemaObject;
  const candidates: Candidate[] = [];
  walk(root, example, schemas, (path, schema, value) => {
    if (isObject(value)) {
      const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
      for (const key of required) {
        candidates.push({
          name: `missing ${fieldName([...path, key])}`,
          kind: 'missing-field',
          breaks: 'contract',
          data: setAt(example, [...path, key], undefined, true),
        });
      }
      if (schema.additionalProperties === false) {
        const extra = media === 'json' ? { unexpected: true } : 'unexpected';
        candidates.push({
          name: `an unknown field ${fieldName([...path, 'unexpected'])}`,
          kind: 'unknown-field',
          breaks: 'contract',
          data: setAt(example, [...path, 'unexpected'], extra),
        });
        candidates.push({
          name: `an unknown field ${fieldName([...path, '__proto__'])}`,
          kind: 'unknown-field',
          breaks: 'contract',
          data: setAt(example, [...path, '__proto__'], media === 'json' ? { admin: true } : 'admin'),
        });
        // More problems than an error body may list (errors holds at most 100): the provider must cut its list short.
        const many = Object.fromEntries(
          Array.from({ length: 150 }, (_, i) => [`unexpected_${i}`, media === 'json' ? i : String(i)]),
        );
        candidates.push({
          name: `150 unknown fields in ${fieldName(path)}`,
          kind: 'unknown-field',
          breaks: 'contract',
          data: setAt(example, path, { ...value, ...many }),
        });
      }
    }
    if (path.length === 0) return;
    for (const mutation of fieldMutations(schema, value, media)) {
      candidates.push({
        name: `${fieldName(path)} ${mutation.label}`,
        kind: mutation.kind,
        breaks: 'contract',
        data: setAt(example, path, mutation.value),
      });
    }
  });
  return candidates;
}

function rootCandidates(target: Target): Candidate[] {
  if (target.media === 'query') {
    const [name] = Object.keys(target.example);
    return name === undefined
      ? []
      : [
          {
            name: `${name} with a broken percent escape`,
            kind: 'encoding',
            breaks: 'contract',
            rawQuery: `${encodeURIComponent(name)}=%E0%A4%A`,
          },
        ];
  }
  if (target.media === 'multipart') return [{ name: 'no body', kind: 'no-body', breaks: 'contract' }];
  const valid = serialise(target.example);
  return [
    { name: 'no body', kind: 'no-body', breaks: 'contract' },
    {
      name: 'malformed JSON: cut short',
      kind: 'malformed-json',
      breaks: 'contract',
      jsonText: valid.slice(0, Math.max(1, Math.floor(valid.length / 2))),
    },
    {
      name: 'malformed JSON: a trailing comma',
      kind: 'malformed-json',
      breaks: 'contract',
      jsonText: `${valid.slice(0, -1)},}`,
    },
    {
      name: 'malformed JSON: single quotes',
      kind: 'malformed-json',
      breaks: 'contract',
      jsonText: valid.replaceAll('"', "'"),
    },
    { name: 'malformed JSON: not JSON at all', kind: 'malformed-json', breaks: 'contract', jsonText: 'undefined' },
    // A valid body in a media type the contract does not name: refused whatever it holds (the contracts' 415).
    {
      name: 'a valid body sent as text/plain',
      kind: 'media-type',
      breaks: 'contract',
      jsonText: valid,
      contentType: 'text/plain',
    },
    {
      name: 'the body nested 10,000 arrays deep',
      kind: 'wrong-root',
      breaks: 'contract',
      jsonText: `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
    },
    { name: 'an empty object', kind: 'missing-field', breaks: 'contract', data: {} },
    { name: 'the body as an empty array', kind: 'wrong-root', breaks: 'contract', data: [] },
    {
      name: 'the body as an array holding the request',
      kind: 'wrong-root',
      breaks: 'contract',
      data: [target.example],
    },
    ...['a string', 42, null, true].map((data): Candidate => ({
      name: `the body as ${jsonTypeOf(data)}`,
      kind: 'wrong-root',
      breaks: 'contract',
      data,
    })),
  ];
}

/** Ids of the contract's shape that name nothing the provider holds: a documented 404 (401 for a refresh token). */
const unknownIds: Partial<Record<OperationId, readonly { path: Path; value: unknown; label: string }[]>> = {
  listProducts: [{ path: ['page'], value: '100000', label: 'page 100000, past the last page' }],
  listSortedProducts: [{ path: ['page'], value: '100000', label: 'page 100000, past the last page' }],
  refreshToken: [{ path: ['refresh_token'], value: 'rt_fuzz_unknown_token', label: 'an unknown refresh_token' }],
  addCartItem: [
    { path: ['cart_items', 0, 'product_id'], value: 2147483647, label: 'unknown product_id 2147483647' },
    {
      path: ['cart_items', 0, 'product_id'],
      value: new RawNumber('9007199254740993'),
      label: 'unknown product_id 9007199254740993 (beyond 2^53)',
    },
  ],
  updateCartItem: [{ path: ['id'], value: 2147483647, label: 'unknown cart line id 2147483647' }],
  removeCartItem: [{ path: ['id'], value: 2147483647, label: 'unknown cart line id 2147483647' }],
  loadCoins: [{ path: ['coupon_code'], value: 'FUZZ-UNKNOWN-0000', label: 'an unknown coupon_code' }],
  getPlaceOrderStatus: [{ path: ['order_id'], value: 'fuzz_unknown_order', label: 'an unknown order_id' }],
  getOrderStatus: [{ path: ['order_id'], value: 'fuzz_unknown_order', label: 'an unknown order_id' }],
};

const authCases: readonly { name: string; authorization: FuzzAuthorization }[] = [
  { name: 'no Authorization header', authorization: 'none' },
  { name: 'Bearer without a token', authorization: { header: 'Bearer' } },
  { name: 'a bearer token the provider never issued', authorization: { header: 'Bearer not-a-token' } },
  { name: 'an unsigned JWT (alg none)', authorization: { header: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.' } },
  {
    name: 'Basic credentials instead of a bearer token',
    authorization: { header: 'Basic c2hvcHBlckBleGFtcGxlLmNvbTpTaG9wcGVyQDEyMw==' },
  },
  { name: 'a bearer token of 4,000 characters', authorization: { header: `Bearer ${'x'.repeat(4000)}` } },
];

function queryValues(example: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(example).map(([key, value]) => [key, Array.isArray(value) ? value.map(String) : String(value)]),
  );
}

function targetFor(operationId: OperationId): Target | undefined {
  const request = endpointFor(operationId).request;
  const schemas = schemaMap();
  const found: [Media, string | undefined][] = [
    ['json', request?.json],
    ['multipart', request?.multipart],
    ['query', request?.query],
  ];
  for (const [media, schemaName] of found) {
    if (schemaName === undefined) continue;
    const schema = schemas.get(schemaName);
    const example = Array.isArray(schema?.examples) ? (schema.examples[0] as unknown) : undefined;
    if (!isObject(example)) throw new Error(`${schemaName} has no example object to break`);
    return { media, schemaName, example: media === 'query' ? queryValues(example) : example, schemas };
  }
  return undefined;
}

/**
 * Whether the request part breaks its schema. The query validators coerce strings in place, so a query goes as a
 * copy; a body is parsed afresh for each check, and copying a deeply nested one would overflow the stack.
 */
function breaksSchema(target: Target, data: unknown): boolean {
  if (target.media === 'query') return !queryValidators[target.schemaName as QuerySchemaName](clone(data));
  return !validators[target.schemaName as SchemaName](data);
}

function parsed(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** A candidate as a case, or undefined when the contract would accept it (or, for a 'rule' case, refuse its shape). */
function toCase(
  operationId: OperationId,
  target: Target | undefined,
  candidate: Candidate,
  bearer: boolean,
): FuzzCase | undefined {
  const base = {
    operationId,
    name: candidate.name,
    kind: candidate.kind,
    breaks: candidate.breaks,
    authorization: bearer ? ('session' as const) : ('none' as const),
  };
  if (target === undefined) return undefined;
  if (candidate.rawQuery !== undefined) return { ...base, rawQuery: candidate.rawQuery };
  if (candidate.contentType !== undefined)
    return { ...base, jsonText: candidate.jsonText, contentType: candidate.contentType };
  if (target.media === 'query') {
    const query = candidate.data as Record<string, string | string[]>;
    const breaks = breaksSchema(target, query);
    return breaks === (candidate.breaks === 'contract') ? { ...base, query } : undefined;
  }
  let jsonText = candidate.jsonText;
  if (jsonText === undefined && candidate.data !== undefined && target.media === 'json')
    jsonText = serialise(candidate.data);
  if (target.media === 'multipart') {
    if (candidate.data === undefined) return { ...base };
    const form = candidate.data as Record<string, unknown>;
    if (!Object.values(form).every((value) => typeof value === 'string')) return undefined;
    return breaksSchema(target, { ...form }) === (candidate.breaks === 'contract')
      ? { ...base, form: form as Record<string, string> }
      : undefined;
  }
  const body = jsonText === undefined ? { ok: true as const, value: undefined } : parsed(jsonText);
  const breaks = !body.ok || breaksSchema(target, body.value);
  return breaks === (candidate.breaks === 'contract') ? { ...base, jsonText } : undefined;
}

function deterministicCandidates(operationId: OperationId, target: Target | undefined): Candidate[] {
  if (target === undefined) return [];
  const rule = (unknownIds[operationId] ?? []).map((id): Candidate => ({
    name: id.label,
    kind: 'unknown-id',
    breaks: 'rule',
    data: setAt(target.example, id.path, id.value),
  }));
  return [...fieldCandidates(target), ...rootCandidates(target), ...rule];
}

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789._-';
/** Random text; a long one repeats a random stretch, which breaks a length rule as well and costs far less. */
function randomText(random: Random, length: number): string {
  const stretch = Array.from({ length: Math.min(length, 64) }, () => alphabet[random.int(0, alphabet.length - 1)]).join(
    '',
  );
  return stretch.repeat(Math.ceil(length / stretch.length)).slice(0, length);
}

/** One random mutation of a random field: more values of the kinds above, for counts beyond the fixed list. */
function randomCandidate(target: Target, fields: readonly Path[], random: Random): Candidate | undefined {
  if (fields.length === 0) return undefined;
  const path = random.pick(fields);
  const query = target.media === 'query';
  const asSent = (value: number): unknown => (query ? String(value) : value);
  const options: (() => Mutation)[] = [
    () => {
      const value = -random.int(1, 1_000_000_000);
      return { kind: 'negative', label: String(value), value: asSent(value) };
    },
    () => {
      const value = random.int(0, 9_999_999) + random.int(1, 999) / 1000;
      const text = value.toFixed(3);
      return { kind: 'three-decimals', label: `with three decimals ${text}`, value: query ? text : Number(text) };
    },
    () => {
      const text = `${random.int(1, 9)}e${random.int(8, 400)}`;
      return { kind: 'huge-number', label: text, value: query ? text : new RawNumber(text) };
    },
    () => {
      const length = random.int(query ? 257 : 1_001, query ? oversizedQueryLength : oversizedLength);
      return { kind: 'oversized', label: `of ${grouped(length)} characters`, value: randomText(random, length) };
    },
    () => {
      const text = randomText(random, random.int(1, 12));
      return { kind: 'wrong-type', label: `as string ${JSON.stringify(text)}`, value: text };
    },
    () => {
      const value = random.pick<unknown>([
        true,
        false,
        null,
        [random.int(0, 9)],
        { [randomText(random, 3)]: random.int(0, 9) },
      ]);
      return {
        kind: 'wrong-type',
        label: query ? `as string ${JSON.stringify(String(value))}` : wrongTypeLabel(value),
        value: query ? String(value) : value,
      };
    },
  ];
  const mutation = random.pick(options)();
  if (target.media === 'multipart' && typeof mutation.value !== 'string') return undefined;
  return {
    name: `${fieldName(path)} ${mutation.label}`,
    kind: mutation.kind,
    breaks: 'contract',
    data: setAt(target.example, path, mutation.value),
  };
}

function randomAuthCase(random: Random): { name: string; authorization: FuzzAuthorization } {
  const token = randomText(random, random.int(1, 2000));
  return {
    name: `a random bearer token of ${grouped(token.length)} characters`,
    authorization: { header: `Bearer ${token}` },
  };
}

/** Round robin over the kinds, each kind's cases and the kinds themselves in a seeded order: a small count still covers every kind. */
function interleave(cases: readonly FuzzCase[], random: Random): FuzzCase[] {
  const byKind = new Map<FuzzKind, FuzzCase[]>();
  for (const fuzzCase of cases) byKind.set(fuzzCase.kind, [...(byKind.get(fuzzCase.kind) ?? []), fuzzCase]);
  const queues = random.shuffle([...byKind.values()]).map((queue) => random.shuffle(queue));
  const ordered: FuzzCase[] = [];
  while (queues.some((queue) => queue.length > 0)) {
    for (const queue of queues) {
      const next = queue.shift();
      if (next !== undefined) ordered.push(next);
    }
  }
  return ordered;
}

/**
 * count contract-breaking requests for one call, the same for the same seed: the fixed cases derived from the call's
 * schema and example first (interleaved by kind), then random ones. Bearer calls also get requests without a valid
 * token. A call with neither a request contract nor a token to break gets none.
 */
export function fuzzCases(operationId: OperationId, count: number, seed: number): FuzzCase[] {
  if (!Number.isInteger(count) || count < minFuzzCount || count > maxFuzzCount) {
    throw new RangeError(`the fuzz count must be an integer from ${minFuzzCount} to ${maxFuzzCount}, not ${count}`);
  }
  const random = seededRandom(seedFor(seed, operationId));
  const bearer = endpointFor(operationId).auth === 'bearer';
  const target = targetFor(operationId);
  const seen = new Set<string>();
  const keep = (fuzzCase: FuzzCase | undefined): FuzzCase[] => {
    if (fuzzCase === undefined || seen.has(fuzzCase.name)) return [];
    seen.add(fuzzCase.name);
    return [fuzzCase];
  };
  const auth = bearer
    ? authCases.map((auth): FuzzCase => ({
        operationId,
        name: auth.name,
        kind: 'auth',
        breaks: 'auth',
        authorization: auth.authorization,
      }))
    : [];
  const fixed = [
    ...deterministicCandidates(operationId, target).flatMap((candidate) =>
      keep(toCase(operationId, target, candidate, bearer)),
    ),
    ...auth.flatMap(keep),
  ];
  const cases = interleave(fixed, random).slice(0, count);
  if (target === undefined && !bearer) return cases;
  const fields: Path[] = [];
  if (target !== undefined) {
    walk(target.schemas.get(target.schemaName) as AnySchemaObject, target.example, target.schemas, (path) => {
      if (path.length > 0) fields.push(path);
    });
  }
  for (let attempts = 0; cases.length < count && attempts < count * 50; attempts += 1) {
    const useAuth = bearer && (target === undefined || random.int(0, 7) === 0);
    if (useAuth) {
      const auth = randomAuthCase(random);
      cases.push(
        ...keep({ operationId, name: auth.name, kind: 'auth', breaks: 'auth', authorization: auth.authorization }),
      );
    } else if (target !== undefined) {
      const candidate = randomCandidate(target, fields, random);
      if (candidate !== undefined) cases.push(...keep(toCase(operationId, target, candidate, bearer)));
    }
  }
  return cases;
}
