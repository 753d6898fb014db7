import { describe, expect, it } from 'vitest';
import { endpointFor, operations, registry, type OperationId } from '../../contracts';
import { validateRequest } from '../../contracts/runtime/request-validation';
import {
  fuzzCases,
  maxFuzzCount,
  oversizedLength,
  oversizedQueryLength,
  type FuzzCase,
  type FuzzKind,
} from './fuzz-cases';
import { fuzzRequest } from './run-fuzz';

const baseUrl = 'http://provider.test';
const operationIds = Object.keys(operations) as OperationId[];

/** The case as the provider receives it, for the contract runtime's own request check. */
function asRequest(fuzzCase: FuzzCase): Request {
  const http = fuzzRequest(fuzzCase, baseUrl, 'session-token');
  return new Request(http.url, { method: http.method, headers: http.headers, body: http.body });
}

describe('fuzzCases', () => {
  it('gives the same cases for the same seed, and other cases for another seed', () => {
    for (const operationId of ['addCartItem', 'listSortedProducts', 'getCart'] as const) {
      expect(fuzzCases(operationId, 60, 42)).toEqual(fuzzCases(operationId, 60, 42));
      expect(fuzzCases(operationId, 60, 42).map(({ name }) => name)).not.toEqual(
        fuzzCases(operationId, 60, 43).map(({ name }) => name),
      );
    }
  });

  it('gives count cases, or none for a call with nothing to break', () => {
    expect(fuzzCases('addCartItem', 1, 1)).toHaveLength(1);
    expect(fuzzCases('placeOrder', 250, 1)).toHaveLength(250);
    expect(fuzzCases('getCart', 30, 1)).toHaveLength(30);
    expect(fuzzCases('getHome', 30, 1)).toEqual([]);
    expect(fuzzCases('getConfiguration', 30, 1)).toEqual([]);
  });

  it('refuses a count outside 1 to 1000', () => {
    for (const count of [0, -1, 1.5, maxFuzzCount + 1, Number.NaN]) {
      expect(() => fuzzCases('login', count, 1)).toThrow(RangeError);
    }
  });

  it('covers the kinds the issue lists for a call with a JSON body', () => {
    const kinds = new Set(fuzzCases('addCartItem', 100, 9).map(({ kind }) => kind));
    const expected: FuzzKind[] = [
      'missing-field',
      'wrong-type',
      'negative',
      'three-decimals',
      'huge-number',
      'boundary',
      'unknown-field',
      'wrong-root',
      'malformed-json',
      'no-body',
      'media-type',
      'unknown-id',
      'auth',
    ];
    for (const kind of expected) expect(kinds).toContain(kind);
    const names = fuzzCases('addCartItem', 1000, 9).map(({ name }) => name);
    expect(names).toContain('cart_items[0].quantity -1');
    expect(names).toContain('cart_items[0].to_pay with three decimals 10.005');
    expect(names).toContain('missing cart_items[0].quantity');
    expect(names).toContain('unknown product_id 9007199254740993 (beyond 2^53)');
    expect(fuzzCases('signup', 1000, 9).map(({ name }) => name)).toContain('username of 100,000 characters');
    expect(new Set(fuzzCases('listProducts', 100, 9).map(({ kind }) => kind))).toContain('encoding');
  });

  it('sends a valid body as text/plain, which the contract refuses for its media type alone', async () => {
    const [asText] = fuzzCases('addCartItem', 1000, 9).filter(({ kind }) => kind === 'media-type');
    expect(asText?.name).toBe('a valid body sent as text/plain');
    const request = fuzzRequest(asText as FuzzCase, baseUrl, 'session-token');
    expect(request.headers['content-type']).toBe('text/plain');
    const checked = await validateRequest('addCartItem', asRequest(asText as FuzzCase));
    expect(checked).toMatchObject({ ok: false, status: 415 });
    const asJson = await validateRequest('addCartItem', asRequest({ ...(asText as FuzzCase), contentType: undefined }));
    expect(asJson.ok).toBe(true);
  });

  it('fuzzes every call of the registry', () => {
    expect(operationIds).toEqual(registry.endpoints.map(({ operationId }) => operationId));
  });

  it('names every case once per call', () => {
    for (const operationId of operationIds) {
      const names = fuzzCases(operationId, 300, 5).map(({ name }) => name);
      expect(new Set(names).size).toBe(names.length);
    }
  });

  it('keeps every request within bounds: bodies far below the body limit, query strings below the header limit', () => {
    for (const operationId of operationIds) {
      for (const fuzzCase of fuzzCases(operationId, 200, 3)) {
        const http = fuzzRequest(fuzzCase, baseUrl, 'session-token');
        expect(http.url.length).toBeLessThan(oversizedQueryLength * 2 + 500);
        const size = typeof http.body === 'string' ? http.body.length : 0;
        expect(size).toBeLessThanOrEqual(oversizedLength + 500);
        for (const value of Object.values(fuzzCase.form ?? {}))
          expect(value.length).toBeLessThanOrEqual(oversizedLength);
        if (typeof fuzzCase.authorization === 'object') expect(fuzzCase.authorization.header.length).toBeLessThan(4100);
      }
    }
  });

  it('breaks every case the way it says: the contract refuses it, or only its id or its token is wrong', async () => {
    for (const operationId of operationIds) {
      const hasRequest = endpointFor(operationId).request !== undefined;
      for (const fuzzCase of fuzzCases(operationId, 120, 11)) {
        if (fuzzCase.breaks === 'auth') {
          expect(endpointFor(operationId).auth, fuzzCase.name).toBe('bearer');
          expect(fuzzCase.authorization, fuzzCase.name).not.toBe('session');
          continue;
        }
        expect(hasRequest).toBe(true);
        expect(fuzzCase.authorization).toBe(endpointFor(operationId).auth === 'bearer' ? 'session' : 'none');
        const checked = await validateRequest(operationId, asRequest(fuzzCase));
        expect(checked.ok, `${operationId} "${fuzzCase.name}"`).toBe(fuzzCase.breaks === 'rule');
      }
    }
  });

  it('never sends login, signup or updateUser a body the contract accepts', async () => {
    const writes: OperationId[] = ['login', 'signup', 'updateUser', 'placeOrder', 'updateProfile'];
    for (const operationId of writes) {
      for (const fuzzCase of fuzzCases(operationId, 1000, 13)) {
        expect(fuzzCase.breaks, fuzzCase.name).not.toBe('rule');
        if (fuzzCase.breaks === 'contract') {
          expect((await validateRequest(operationId, asRequest(fuzzCase))).ok, fuzzCase.name).toBe(false);
        }
      }
    }
  });
});
