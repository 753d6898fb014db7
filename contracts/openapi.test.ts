import { readFileSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { registry } from './index';

const document = JSON.parse(readFileSync(new URL('./openapi.json', import.meta.url), 'utf8')) as {
  openapi: string;
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components: { schemas: Record<string, unknown> };
};

function refs(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => refs(item, found));
  else if (typeof value === 'object' && value !== null) {
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string') found.push(inner);
      else refs(inner, found);
    }
  }
  return found;
}

function resolvePointer(pointer: string): unknown {
  return pointer
    .replace(/^#\//, '')
    .split('/')
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], document);
}

describe('contracts/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');
  });

  it('resolves every $ref inside the document', () => {
    const all = refs(document);
    expect(all.length).toBeGreaterThan(50);
    for (const ref of all) expect(resolvePointer(ref), ref).toBeDefined();
  });

  it('has every registry call with its security, parameters, body and statuses', () => {
    for (const endpoint of registry.endpoints) {
      const operation = document.paths[endpoint.path]?.[endpoint.method.toLowerCase()];
      expect(operation, `${endpoint.method} ${endpoint.path}`).toBeDefined();
      expect(operation?.operationId).toBe(endpoint.operationId);
      expect(operation?.security).toEqual(endpoint.auth === 'bearer' ? [{ bearerAuth: [] }] : []);
      expect(Object.keys(operation?.responses as object).sort()).toEqual(Object.keys(endpoint.responses).sort());
      expect(operation?.requestBody !== undefined).toBe(
        endpoint.request?.json !== undefined || endpoint.request?.multipart !== undefined,
      );
      expect(operation?.parameters !== undefined).toBe(endpoint.request?.query !== undefined);
    }
  });

  it('documents the repeated subcategories[] parameter and the multipart profile update', () => {
    const sort = document.paths['/products/sort/']?.get?.parameters as Record<string, unknown>[];
    expect(sort).toContainEqual(expect.objectContaining({ name: 'subcategories[]', style: 'form', explode: true }));
    expect(sort).toContainEqual(expect.objectContaining({ name: 'sort', required: true }));
    const put = document.paths['/edit-profile/']?.put?.requestBody as { content: Record<string, unknown> };
    expect(Object.keys(put.content)).toEqual(['multipart/form-data']);
    const login = document.paths['/user/login/']?.post?.responses as Record<string, { headers?: object }>;
    expect(login['429']?.headers).toHaveProperty('Retry-After');
  });
});
