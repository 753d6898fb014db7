import { afterEach, describe, expect, it, vi } from 'vitest';
import { composedBody, immutableBody, jsonText } from './immutable-body';

describe('an immutable answer body', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('is frozen all the way down and written as JSON once, however often it is answered', () => {
    const body = immutableBody([{ id: 'ord_000001', items: [{ quantity: 2 }] }]);
    const stringify = vi.spyOn(JSON, 'stringify');
    expect(Object.isFrozen(body)).toBe(true);
    expect(Object.isFrozen(body[0]?.items[0])).toBe(true);
    expect(jsonText(body)).toBe('[{"id":"ord_000001","items":[{"quantity":2}]}]');
    expect(jsonText(body)).toBe('[{"id":"ord_000001","items":[{"quantity":2}]}]');
    expect(stringify).toHaveBeenCalledOnce();
  });

  it('leaves every other body to be written anew at each answer, so a changed one shows its change', () => {
    const body = { count: 1 };
    expect(jsonText(body)).toBe('{"count":1}');
    body.count = 2;
    expect(jsonText(body)).toBe('{"count":2}');
    expect(jsonText(null)).toBe('null');
    expect(jsonText('text')).toBe('"text"');
  });

  it('writes a composed body as JSON.stringify would, its immutable parts from their cache', () => {
    const product = immutableBody({ id: 1, name: 'Gift "card"', denominations: [{ min: '100.00' }] });
    const page = (count: number) =>
      composedBody({
        count,
        next: null,
        skipped: undefined,
        results: composedBody([product, { id: 2, gone: undefined }, undefined, () => 0]),
      });
    const expected = (count: number) => JSON.stringify(page(count));
    const stringify = vi.spyOn(JSON, 'stringify');
    expect(jsonText(page(8))).toBe(expected(8));
    stringify.mockClear();
    expect(jsonText(page(9))).toBe(expected(9));
    expect(stringify).not.toHaveBeenCalledWith(product);
  });
});
