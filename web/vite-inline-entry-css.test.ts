import { describe, expect, it } from 'vitest';
import { inlineStylesheets } from './vite-inline-entry-css';

const cssAsset = (source: string | Uint8Array) => ({ type: 'asset' as const, source });

const page = (links: string) => `<head><title>Shop</title>${links}</head><body></body>`;

describe('the entry style sheet written into the page', () => {
  it('writes a built sheet into a style element, from text or bytes, its link left disabled for Vite to find', () => {
    const bundle = {
      'assets/index-abc.css': cssAsset('body{margin:0}'),
      'assets/extra-def.css': cssAsset(new TextEncoder().encode('.a{color:red}')),
    };
    const html = page(
      '<link rel="stylesheet" crossorigin href="/assets/index-abc.css"><link rel="stylesheet" href="/assets/extra-def.css">',
    );
    expect(inlineStylesheets(html, bundle)).toBe(
      page(
        '<link rel="stylesheet" disabled href="/assets/index-abc.css"><style>body{margin:0}</style>' +
          '<link rel="stylesheet" disabled href="/assets/extra-def.css"><style>.a{color:red}</style>',
      ),
    );
  });

  it('keeps the link of a sheet that would close its style element, and of one the build does not hold', () => {
    const closing = '<link rel="stylesheet" crossorigin href="/assets/index-abc.css">';
    const unknown = '<link rel="stylesheet" crossorigin href="/assets/gone-123.css">';
    const bundle = { 'assets/index-abc.css': cssAsset('a::after{content:"</style>"}') };
    expect(inlineStylesheets(page(closing + unknown), bundle)).toBe(page(closing + unknown));
  });
});
