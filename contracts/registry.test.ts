import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { endpointFor, registry } from './index';
import { loadRegistrySchema, loadSchemas, refTarget } from './tooling/load-contracts';

const schemas = loadSchemas();
const names = new Set(schemas.map((entry) => entry.name));

const pascalCase = (name: string): string =>
  name
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');

function referencedNames(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => referencedNames(item, found));
  else if (typeof value === 'object' && value !== null) {
    for (const [key, inner] of Object.entries(value)) {
      const target = key === '$ref' && typeof inner === 'string' ? refTarget(inner) : undefined;
      if (target !== undefined) found.add(target);
      else referencedNames(inner, found);
    }
  }
  return found;
}

describe('the endpoint registry', () => {
  it('matches its own schema', () => {
    const validate = new Ajv2020({ allErrors: true }).compile(loadRegistrySchema());
    expect(validate(registry), JSON.stringify(validate.errors)).toBe(true);
  });

  it('lists the calls of the spec, each once, as many as contracts/README.md counts', () => {
    const calls = registry.endpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    const pinned = [
      'GET /home/',
      'GET /products/',
      'GET /products/sort/',
      'GET /search/',
      'GET /configurator/',
      'POST /user/login/',
      'POST /user/signup/',
      'POST /user/refreshtoken/',
      'GET /user-data/',
      'GET /cart/',
      'POST /cart/',
      'PATCH /cart/',
      'DELETE /cart/',
      'GET /edit-profile/',
      'PUT /edit-profile/',
      'POST /load-coin/',
      'GET /order-history/',
      'GET /coins-history',
      'POST /place-order/',
      'GET /place-order/',
      'GET /order-status/',
      'PATCH /user/update/',
    ];
    expect(calls, 'a new call joins this list (docs/architecture.md, "Add a provider call")').toEqual(pinned);
    expect(new Set(registry.endpoints.map((endpoint) => endpoint.operationId)).size).toBe(pinned.length);
    const readme = readFileSync(new URL('./README.md', import.meta.url), 'utf8');
    expect(readme, 'contracts/README.md says how many calls there are').toContain(`calls: ${pinned.length} calls,`);
  });

  it('names only schemas that exist', () => {
    for (const name of referencedNames(registry.endpoints.map((endpoint) => endpoint.request ?? {}))) {
      expect(names).toContain(name);
    }
    for (const endpoint of registry.endpoints) {
      for (const part of Object.values(endpoint.request ?? {})) expect(names).toContain(part);
      for (const response of Object.values(endpoint.responses)) {
        if (response.schema !== undefined) expect(names).toContain(response.schema);
      }
    }
  });

  it('uses every schema, directly or through another schema', () => {
    const used = new Set<string>();
    for (const endpoint of registry.endpoints) {
      Object.values(endpoint.request ?? {}).forEach((name) => used.add(name));
      Object.values(endpoint.responses).forEach((response) => response.schema && used.add(response.schema));
    }
    for (const entry of schemas) referencedNames(entry.schema).forEach((name) => used.add(name));
    expect([...names].filter((name) => !used.has(name))).toEqual([]);
  });

  it('answers 401 on every bearer call and a default error on every call', () => {
    for (const endpoint of registry.endpoints) {
      expect(endpoint.responses.default?.schema).toBeDefined();
      if (endpoint.auth === 'bearer') expect(endpoint.responses['401']?.schema).toBe('error-generic');
    }
  });

  it('finds an endpoint by operationId', () => {
    expect(endpointFor('getCoinsHistory')).toMatchObject({ method: 'GET', path: '/coins-history', auth: 'bearer' });
    expect(endpointFor('getConfiguration').credentials).toBe('omit');
  });
});

describe('the schema files', () => {
  it.each(schemas.map((entry) => [entry.name, entry.schema] as const))('%s follows the conventions', (name, schema) => {
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(schema.$id).toBe(`https://giftstore.example.com/contracts/${name}.schema.json`);
    expect(schema.title).toBe(pascalCase(name));
    expect(typeof schema.description).toBe('string');
    const isRequestBody = registry.endpoints.some(
      (endpoint) => endpoint.request?.json === name || endpoint.request?.multipart === name,
    );
    if (isRequestBody) expect(schema.additionalProperties).toBe(false);
  });
});
