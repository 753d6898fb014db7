import { describe, expect, it } from 'vitest';
import type { OperationId } from '../generated/types';
import { registry } from '../registry';
import { loadSchemas } from '../tooling/load-contracts';
import { checkAnswer, isSuccessStatus } from './answer-check';

const examples = new Map(loadSchemas().map(({ name, schema }) => [name, (schema.examples ?? []) as unknown[]]));

// The registry file types operationId as a string; registry.test.ts proves each is an OperationId.
const documentedBodies = registry.endpoints.flatMap(({ operationId, responses }) =>
  Object.entries(responses)
    .filter(([status, { schema }]) => status !== 'default' && schema !== undefined)
    .map(([status, { schema }]) => ({
      operationId: operationId as OperationId,
      status: Number(status),
      schema: schema as string,
    })),
);

describe('checking an answer against its contract', () => {
  it.each(documentedBodies)(
    '$operationId: $status with an example of $schema passes',
    ({ operationId, status, schema }) => {
      const [example] = examples.get(schema) ?? [];
      expect(example, `${schema} has no example`).toBeDefined();
      expect(checkAnswer(operationId, status, example)).toEqual({ ok: true });
    },
  );

  it('names every way a body breaks its schema by a JSON Pointer', () => {
    const check = checkAnswer('getHome', 200, { categories: 'none' });
    expect(check).toMatchObject({ ok: false, schema: 'home-response' });
    if (check.ok) return;
    expect(check.issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ location: 'body', field: '/categories', rule: 'type' }),
        expect.objectContaining({ field: '/subcategories', rule: 'required' }),
      ]),
    );
    expect(check.summary).toBe(
      "getHome answered 200 breaking home-response: body /subcategories must have required property 'subcategories'; body /categories must be array",
    );
  });

  it("holds an unlisted status to the call's default answer", () => {
    expect(checkAnswer('getHome', 503, { detail: 'Down for maintenance.' })).toEqual({ ok: true });
    expect(checkAnswer('getHome', 503, {})).toMatchObject({ ok: false, schema: 'error-generic' });
  });

  it('refuses a body where the contract documents none', () => {
    expect(checkAnswer('removeCartItem', 204, null)).toEqual({ ok: true });
    expect(checkAnswer('removeCartItem', 204, undefined)).toEqual({ ok: true });
    expect(checkAnswer('removeCartItem', 204, { removed: true })).toEqual({
      ok: false,
      issues: [],
      summary: 'removeCartItem answered 204 with a body where none is documented',
    });
  });

  it('tells the successes apart', () => {
    expect([199, 200, 201, 204, 299, 300, 404].map(isSuccessStatus)).toEqual([
      false,
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});
