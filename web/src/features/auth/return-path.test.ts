import { describe, expect, it } from 'vitest';
import { returnPath } from './return-path';

describe('the path after signing in', () => {
  it('is the storefront path the page sent along', () => {
    expect(returnPath({ from: '/cart' })).toBe('/cart');
  });

  it('is the catalogue without one, or for anything off this origin', () => {
    expect(returnPath(null)).toBe('/');
    expect(returnPath({})).toBe('/');
    expect(returnPath({ from: 'https://evil.example.com/' })).toBe('/');
    expect(returnPath({ from: '//evil.example.com/' })).toBe('/');
    expect(returnPath({ from: 42 })).toBe('/');
  });
});
