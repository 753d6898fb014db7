import { join } from 'node:path';
import type { Plugin } from 'vite';
import { routerRoutes } from '../scripts/lib/router-routes.mjs';

/** What of Vite's output this reads: each chunk's modules, static imports and style sheets, and the page. */
interface Chunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  imports: readonly string[];
  moduleIds: readonly string[];
  viteMetadata?: { importedCss: ReadonlySet<string> };
}
type BuildOutput = Record<string, Chunk | { type: 'asset'; source: string | Uint8Array }>;

/**
 * The files a module's chunk loads before the module runs: that chunk, the chunks it imports statically and their
 * style sheets (each chunk's after those of the chunks it imports, Vite's order), but for the entry (in the page
 * already). Undefined when no chunk holds the module.
 */
export function filesLoadedWith(bundle: BuildOutput, moduleId: string): string[] | undefined {
  const chunks = Object.values(bundle).filter((file): file is Chunk => file.type === 'chunk');
  const start = chunks.find((chunk) => chunk.moduleIds.includes(moduleId));
  if (start === undefined) return undefined;
  const files = new Set<string>();
  const visit = (chunk: Chunk | undefined): void => {
    if (chunk === undefined || chunk.isEntry || files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    chunk.imports.forEach((imported) => {
      const file = bundle[imported];
      visit(file?.type === 'chunk' ? file : undefined);
    });
    // A chunk's sheets after those of the chunks it imports, as Vite's loader adds them (getCssFilesForChunk): the
    // page's own rules then come after the kit's and win a tie, as they do without the preload.
    chunk.viteMetadata?.importedCss.forEach((sheet) => files.add(sheet));
  };
  visit(start);
  return [...files];
}

/**
 * A classic script for the end of the page's head that asks, for the opened path, for the files of its page: scripts as
 * modulepreload links, style sheets as stylesheet links (after the entry's sheet, which the head holds already). Vite's
 * loader adds no second link for a file a link already names, and then no longer waits for the sheet before the page
 * renders: a sheet a script adds holds no paint, so the page could show unstyled. Each sheet therefore holds the first
 * paint (`blocking="render"`; the spinner waits for a few KB asked for with the head) and is added only where the
 * browser knows that attribute; elsewhere Vite's loader adds it and waits for it, as without this script.
 */
export function routePreloadScript(filesByPath: Readonly<Record<string, readonly string[]>>, base: string): string {
  // JSON inside a <script>: a `<` (a `</script>` or `<!--` in a route's path, the base or a file name) must not end or
  // change the element, so every one is written as \u003c, which JavaScript reads back as `<`.
  const literal = (value: unknown): string => JSON.stringify(value).replaceAll('<', '\\u003c');
  const body = [
    `const files = ${literal(filesByPath)}[location.pathname.replace(/(.)\\/$/, '$1')] || [];`,
    'for (const file of files) {',
    "  const link = document.createElement('link');",
    "  if (!file.endsWith('.css')) link.rel = 'modulepreload';",
    "  else if ('blocking' in link) Object.assign(link, { rel: 'stylesheet', blocking: 'render' });",
    '  else continue;',
    `  link.href = ${literal(base)} + file;`,
    '  document.head.append(link);',
    '}',
  ].join('\n');
  return `<script>{\n${body}\n}</script>`;
}

/**
 * The opened page's files asked for from the head of index.html, for the routes drawn without MUI (`isPagePreloaded`
 * says which page modules those are): they download beside the document instead of after it, once the entry has run
 * and matched the route (docs/decisions.md, "The opened page's files from the head"). A page drawn with MUI loads
 * twenty-odd files, which beside the document would delay it more than they gain.
 */
export function routePreload({ isPagePreloaded }: { isPagePreloaded: (moduleId: string) => boolean }): Plugin {
  let base = '/';
  let root = '';
  return {
    name: 'giftstore-route-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      root = config.root;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const output = bundle as unknown as BuildOutput;
        const page = output['index.html'];
        if (page?.type !== 'asset') return;
        const filesByPath: Record<string, string[]> = {};
        for (const { path, lazyModules } of routerRoutes(join(root, '..'))) {
          const ids = lazyModules.map((key) => join(root, key));
          if (ids.length === 0 || !ids.every(isPagePreloaded)) continue;
          const files = ids.flatMap((id) => filesLoadedWith(output, id) ?? []);
          if (files.length > 0) filesByPath[path] = [...new Set(files)];
        }
        const html = typeof page.source === 'string' ? page.source : new TextDecoder().decode(page.source);
        if (!html.includes('</head>')) throw new Error('index.html has no </head> to put the route preload before');
        page.source = html.replace('</head>', () => `${routePreloadScript(filesByPath, base)}\n</head>`);
      },
    },
  };
}
