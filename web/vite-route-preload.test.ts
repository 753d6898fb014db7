import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { filesLoadedWith, routePreload, routePreloadScript } from './vite-route-preload';

const web = fileURLToPath(new URL('.', import.meta.url));
const cartPage = join(web, 'src/features/cart/cart-page.tsx');

const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], css: string[] = [], isEntry = false) => ({
  type: 'chunk' as const,
  fileName,
  isEntry,
  imports,
  moduleIds,
  viteMetadata: { importedCss: new Set(css) },
});

/** A build: the entry, the cart's chunk with the kit and the session's, which import each other and the entry. */
const bundle = () => ({
  'assets/index.js': chunk('assets/index.js', [join(web, 'src/main.tsx')], [], [], true),
  'assets/page-cart.js': chunk(
    'assets/page-cart.js',
    [cartPage],
    ['assets/index.js', 'assets/page-kit.js', 'assets/page-session.js'],
    ['assets/page-cart.css'],
  ),
  'assets/page-kit.js': chunk('assets/page-kit.js', ['/kit.ts'], ['assets/index.js'], ['assets/page-kit.css']),
  'assets/page-session.js': chunk('assets/page-session.js', ['/session.ts'], ['assets/index.js', 'assets/page-kit.js']),
  'assets/mui.js': chunk('assets/mui.js', ['/mui.ts']),
  'index.html': { type: 'asset' as const, source: '<html><head><style>a{}</style></head><body></body></html>' },
});

interface Link {
  rel: string;
  href: string;
  blocking?: string;
}

/**
 * Runs the script in a page opened at `pathname`, in a browser that knows `blocking` on a link (Chromium 105 on) or
 * not; the links it adds to the head.
 */
function linksAdded(script: string, pathname: string, { knowsBlocking = true } = {}): Link[] {
  const head: Link[] = [];
  const document = {
    createElement: () => ({ rel: '', href: '', ...(knowsBlocking ? { blocking: '' } : {}) }),
    head: { append: (link: Link) => head.push(link) },
  };
  runInNewContext(/<script>([\s\S]*)<\/script>/.exec(script)?.[1] ?? '', { document, location: { pathname } });
  return head;
}

describe('filesLoadedWith', () => {
  it("lists a page's chunk, what it imports and their style sheets, each once, but the entry", () => {
    expect(filesLoadedWith(bundle(), cartPage)).toEqual([
      'assets/page-cart.js',
      'assets/page-kit.js',
      'assets/page-kit.css',
      'assets/page-session.js',
      'assets/page-cart.css',
    ]);
  });

  it("puts a chunk's style sheet after those of the chunks it imports, as Vite's loader does (the cascade)", () => {
    const files = filesLoadedWith(bundle(), cartPage) ?? [];
    expect(files.indexOf('assets/page-kit.css')).toBeLessThan(files.indexOf('assets/page-cart.css'));
  });

  it('says when no chunk holds the module', () => {
    expect(filesLoadedWith(bundle(), '/nowhere.tsx')).toBeUndefined();
  });
});

describe('routePreloadScript', () => {
  const script = routePreloadScript({ '/cart': ['assets/page-cart.js', 'assets/page-cart.css'] }, '/shop/');

  it("adds the opened path's scripts as modulepreload links and its style sheets as sheets that hold the paint", () => {
    const expected = [
      { rel: 'modulepreload', href: '/shop/assets/page-cart.js', blocking: '' },
      { rel: 'stylesheet', href: '/shop/assets/page-cart.css', blocking: 'render' },
    ];
    expect(linksAdded(script, '/cart')).toEqual(expected);
    expect(linksAdded(script, '/cart/')).toEqual(expected);
  });

  it("leaves the style sheets to Vite's loader in a browser where a sheet cannot hold the paint", () => {
    expect(linksAdded(script, '/cart', { knowsBlocking: false })).toEqual([
      { rel: 'modulepreload', href: '/shop/assets/page-cart.js' },
    ]);
  });

  it('writes a path or base with </script> in it as data, not as the end of the script', () => {
    const odd = routePreloadScript({ '/a</script><script>alert(1)</script>': ['assets/x.js'] }, '/b</script>/');
    expect(odd.match(/<\/script>/gi)).toHaveLength(1);
    expect(linksAdded(odd, '/a</script><script>alert(1)</script>')).toEqual([
      { rel: 'modulepreload', href: '/b</script>/assets/x.js', blocking: '' },
    ]);
  });

  it('adds nothing on a path it has no files for', () => {
    expect(linksAdded(script, '/')).toEqual([]);
    expect(linksAdded(script, '/cartography')).toEqual([]);
  });
});

describe('routePreload', () => {
  it("writes the router's paths of the preloaded pages, and only those, into the end of the head", () => {
    const plugin = routePreload({ isPagePreloaded: (id) => id === cartPage });
    const output = bundle();
    (plugin.configResolved as (config: { base: string; root: string }) => void)({ base: '/', root: web });
    (plugin.generateBundle as { handler: (options: unknown, bundle: unknown) => void }).handler({}, output);
    const html = String(output['index.html'].source);
    expect(html).toMatch(/<style>a\{\}<\/style><script>\{[\s\S]*<\/script>\n<\/head>/);
    expect(linksAdded(html, '/cart').map(({ href }) => href)).toEqual([
      '/assets/page-cart.js',
      '/assets/page-kit.js',
      '/assets/page-kit.css',
      '/assets/page-session.js',
      '/assets/page-cart.css',
    ]);
    expect(linksAdded(html, '/login')).toEqual([]);
  });
});
