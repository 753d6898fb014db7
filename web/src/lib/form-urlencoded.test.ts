import { describe, expect, it } from 'vitest';
import { stringify } from './form-urlencoded';

describe("the qs stand-in's stringify", () => {
  it('encodes a flat object, arrays as repeated keys', () => {
    expect(stringify({ q: 'gift & more', page: 2, tags: ['a', 'b'], on: true })).toBe(
      'q=gift+%26+more&page=2&tags=a&tags=b&on=true',
    );
  });

  it('leaves out undefined values and sends null as an empty value', () => {
    expect(stringify({ gone: undefined, empty: null, kept: 0 })).toBe('empty=&kept=0');
  });

  it('refuses nested objects instead of encoding them differently from qs', () => {
    expect(() => stringify({ filter: { min: 1 } })).toThrow('Cannot form-encode the nested value of filter');
  });
});
