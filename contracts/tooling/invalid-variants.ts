import type { AnySchemaObject } from 'ajv';
import { refTarget } from './load-contracts';

/** A value that must fail its schema, and where the validator must say it failed. */
export interface InvalidVariant {
  description: string;
  data: unknown;
  instancePath: string;
  missingProperty?: string;
}

type Lookup = (name: string) => AnySchemaObject;

const jsonTypeOf = (value: unknown): string => {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
};

function resolve(schema: AnySchemaObject, lookup: Lookup): AnySchemaObject {
  const target = typeof schema.$ref === 'string' ? refTarget(schema.$ref) : undefined;
  return target === undefined ? schema : resolve(lookup(target), lookup);
}

/** The JSON types a schema admits, looking through refs, const, enum and alternatives. */
function allowedTypes(schema: AnySchemaObject, lookup: Lookup): Set<string> {
  const resolved = resolve(schema, lookup);
  const types = new Set<string>();
  const add = (type: string): void => {
    types.add(type);
    if (type === 'number') types.add('integer');
  };
  if (typeof resolved.type === 'string') add(resolved.type);
  if (Array.isArray(resolved.type)) resolved.type.forEach((type: string) => add(type));
  if ('const' in resolved) add(jsonTypeOf(resolved.const));
  if (Array.isArray(resolved.enum)) resolved.enum.forEach((value: unknown) => add(jsonTypeOf(value)));
  for (const key of ['oneOf', 'anyOf'] as const) {
    const branches = resolved[key];
    if (Array.isArray(branches)) {
      branches.forEach((branch: AnySchemaObject) => allowedTypes(branch, lookup).forEach(add));
    }
  }
  return types;
}

const wrongValues: unknown[] = [12345.5, 'not-valid', true, { unexpected: true }, ['unexpected']];

function wrongTypeValue(schema: AnySchemaObject, lookup: Lookup): unknown {
  const allowed = allowedTypes(schema, lookup);
  return wrongValues.find((value) => !allowed.has(jsonTypeOf(value)));
}

/** A value of the right type that breaks one of the schema's other rules, when it has one. */
function brokenRuleValue(schema: AnySchemaObject, lookup: Lookup): unknown {
  const resolved = resolve(schema, lookup);
  if ('const' in resolved || Array.isArray(resolved.enum)) return 'NOT-AN-ALLOWED-VALUE';
  if (typeof resolved.minimum === 'number') return resolved.minimum - 1;
  if (typeof resolved.pattern === 'string') return '\u0000 does not match';
  return undefined;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Invalid variants of a valid example, derived from its schema: each required property removed,
 * each property given a value of the wrong type, array items broken the same way, and a primitive
 * given a wrong type and a value that breaks its pattern, enum or minimum.
 */
export function invalidVariants(schema: AnySchemaObject, example: unknown, lookup: Lookup, at = ''): InvalidVariant[] {
  const resolved = resolve(schema, lookup);
  const variants: InvalidVariant[] = [];
  if (isObject(example) && isObject(resolved.properties)) {
    const properties = resolved.properties as Record<string, AnySchemaObject>;
    const required = Array.isArray(resolved.required) ? (resolved.required as string[]) : [];
    for (const name of required.filter((key) => key in example)) {
      const rest = Object.fromEntries(Object.entries(example).filter(([key]) => key !== name));
      variants.push({ description: `without ${at}/${name}`, data: rest, instancePath: at, missingProperty: name });
    }
    for (const [name, value] of Object.entries(example)) {
      const propertySchema = properties[name];
      if (propertySchema === undefined) continue;
      const wrong = wrongTypeValue(propertySchema, lookup);
      if (wrong !== undefined) {
        variants.push({
          description: `${at}/${name} of the wrong type`,
          data: { ...example, [name]: wrong },
          instancePath: `${at}/${name.replaceAll('~', '~0').replaceAll('/', '~1')}`,
        });
      }
      if (isObject(value) || Array.isArray(value)) {
        for (const inner of invalidVariants(propertySchema, value, lookup, `${at}/${name}`)) {
          variants.push({ ...inner, data: { ...example, [name]: inner.data } });
        }
      }
    }
    return variants;
  }
  if (Array.isArray(example) && isObject(resolved.items)) {
    const items = resolved.items as AnySchemaObject;
    variants.push({ description: `${at || 'the root'} not an array`, data: { unexpected: true }, instancePath: at });
    if (example.length > 0) {
      for (const inner of invalidVariants(items, example[0], lookup, `${at}/0`)) {
        variants.push({ ...inner, data: [inner.data, ...example.slice(1)] });
      }
    } else {
      variants.push({
        description: `${at}/0 of the wrong type`,
        data: [wrongTypeValue(items, lookup)],
        instancePath: `${at}/0`,
      });
    }
    return variants;
  }
  if (at === '') {
    variants.push({
      description: 'a value of the wrong type',
      data: wrongTypeValue(resolved, lookup),
      instancePath: '',
    });
    const broken = brokenRuleValue(resolved, lookup);
    if (broken !== undefined) variants.push({ description: 'a value breaking a rule', data: broken, instancePath: '' });
  }
  return variants;
}
