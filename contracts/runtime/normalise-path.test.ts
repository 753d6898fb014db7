import { describe, expect, it } from 'vitest';
import { normalisePath } from './normalise-path';

describe('request paths', () => {
  it('compare in any case with the trailing slash optional', () => {
    expect(normalisePath('/Products/')).toBe('/products');
    expect(normalisePath('/products')).toBe('/products');
    expect(normalisePath('/')).toBe('/');
    expect(normalisePath('/cart//')).toBe('/cart/');
  });
});
