import { describe, expect, it } from 'vitest';
import { mediaUrl, productImagePath } from './media';

describe('mediaUrl', () => {
  const origin = 'http://127.0.0.1:9090';

  it('resolves every stored path as URL does, plain or not', () => {
    const paths = [
      productImagePath(12),
      '/__mock/media/logo.svg',
      '/a/../b.svg',
      '/a/./b.svg',
      '/a/..',
      '//cdn.example.com/x.svg',
      '/with space.svg',
      '/ünïcode.svg',
      '/q.svg?size=2#frag',
      '/a//b.svg',
      '/',
    ];
    for (const path of paths) expect(mediaUrl(origin, path), path).toBe(new URL(path, origin).href);
  });

  it('keeps an absolute URL as it is', () => {
    expect(mediaUrl(origin, 'https://cdn.example.com/p.png')).toBe('https://cdn.example.com/p.png');
  });
});
