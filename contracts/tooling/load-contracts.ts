import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnySchemaObject } from 'ajv';
import type { EndpointRegistry } from '../generated/types';

export const contractsDir = fileURLToPath(new URL('..', import.meta.url));
export const schemasDir = join(contractsDir, 'schemas');
export const registryFile = join(contractsDir, 'endpoints.json');
export const registrySchemaFile = join(contractsDir, 'endpoint-registry.schema.json');
export const scenarioSchemaFile = join(contractsDir, 'scenario.schema.json');

const schemaSuffix = '.schema.json';

export interface NamedSchema {
  /** The file name without .schema.json: how the registry refers to it. */
  name: string;
  /** The schema's title: the name of its TypeScript type, validator export and OpenAPI component. */
  title: string;
  schema: AnySchemaObject;
}

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(file, 'utf8'));
}

function asSchema(value: unknown, file: string): AnySchemaObject {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error(`${file} does not hold a JSON Schema object`);
  }
  return value as AnySchemaObject;
}

export function loadSchemas(): NamedSchema[] {
  return readdirSync(schemasDir)
    .filter((file) => file.endsWith(schemaSuffix))
    .sort()
    .map((file) => {
      const schema = asSchema(readJson(join(schemasDir, file)), file);
      const title = schema.title;
      if (typeof title !== 'string') throw new Error(`${file} has no title`);
      return { name: file.slice(0, -schemaSuffix.length), title, schema };
    });
}

export function loadRegistrySchema(): AnySchemaObject {
  return asSchema(readJson(registrySchemaFile), registrySchemaFile);
}

/** The schema of the QA scenario files (scenarios/*.json): not part of the provider API, so not in the OpenAPI. */
export function loadScenarioSchema(): AnySchemaObject {
  return asSchema(readJson(scenarioSchemaFile), scenarioSchemaFile);
}

/** The registry as written; the tests prove it matches its own schema before anything relies on it. */
export function loadRegistry(): EndpointRegistry {
  return readJson(registryFile) as EndpointRegistry;
}

/** The schema name a cross-file $ref points at, or undefined for a local ref. */
export function refTarget(ref: string): string | undefined {
  return ref.endsWith(schemaSuffix) ? ref.slice(0, -schemaSuffix.length) : undefined;
}

/**
 * A deep copy of a schema with every cross-file $ref replaced and the keys that only make sense
 * in a standalone file ($id, $schema) dropped, for embedding the schema in a bigger document.
 */
export function embedSchema(schema: AnySchemaObject, refFor: (name: string) => string): AnySchemaObject {
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (typeof value !== 'object' || value === null) return value;
    const copy: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$id' || key === '$schema') continue;
      const target = key === '$ref' && typeof inner === 'string' ? refTarget(inner) : undefined;
      copy[key] = target === undefined ? walk(inner) : refFor(target);
    }
    return copy;
  };
  return walk(schema) as AnySchemaObject;
}
