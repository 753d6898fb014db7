import { copyFileSync, readFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { createRequire } from 'node:module';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

const scenariosModule = 'virtual:giftstore-scenarios';
const resolvedScenariosModule = `\0${scenariosModule}`;

/*
 * The demo's page downloads and parses every byte of the simulator, so imports the bundler cannot narrow itself are
 * narrowed here, by importer. @mswjs/data is CommonJS: it would bring the handlers it can generate (graphql, pluralize
 * and a second copy of msw's API) and whole lodash and date-fns for one function each. MSW's cookie jar (tough-cookie)
 * would bring the public suffix list (tldts, about 100 KB gzip) to scope cookies that mocked answers set, and the
 * simulator's answers set none: the registrable domain is taken as the host's last two labels.
 */
const narrowedByImporter: Record<string, Record<string, string>> = {
  '/node_modules/tough-cookie/': {
    tldts: `export function getDomain(hostname) {
      const labels = hostname.split('.');
      return labels.length < 2 || /^[0-9]+$/.test(labels[labels.length - 1]) ? null : labels.slice(-2).join('.');
    }`,
  },
  '/node_modules/@mswjs/data/': {
    './model/generateGraphQLHandlers': `export function generateGraphQLHandlers() {
    throw new Error('The simulator does not generate GraphQL handlers from its tables');
  }`,
    './model/generateRestHandlers': `export function generateRestHandlers() {
    throw new Error('The simulator does not generate REST handlers from its tables');
  }`,
    lodash: "export { default as isFunction } from 'lodash/isFunction';",
    'date-fns': "export { default as compareAsc } from 'date-fns/compareAsc';",
  },
};
const simulatorEntry = 'mock-server/browser/start-in-browser-simulator.ts';
const narrowedPrefix = '\0giftstore-narrowed:';

/** A team's own scenario folders (npm run build:demo -- --scenarios-dir DIR), as the e2e fixtures read them. */
const scenariosDirs = (): string[] => (process.env.GIFTSTORE_SCENARIOS_DIRS ?? '').split(delimiter).filter(Boolean);

/**
 * What the demo build adds to the storefront's: the scenarios as one module (read, validated and checked against the
 * contracts here, at build time, so the page runs no schema compiler), MSW's service worker at the site's root, and
 * 404.html for static hosts that serve it for every unknown path (the storefront's routes and the payment page).
 */
export function inBrowserSimulator(): Plugin {
  return {
    name: 'giftstore-in-browser-simulator',
    // Before Vite's own resolver, which would otherwise settle the narrowed imports first.
    enforce: 'pre',
    resolveId(id, importer) {
      if (id === scenariosModule) return resolvedScenariosModule;
      const folder = Object.keys(narrowedByImporter).find((candidate) => importer?.includes(candidate) === true);
      return folder !== undefined && Object.hasOwn(narrowedByImporter[folder] ?? {}, id)
        ? `${narrowedPrefix}${folder}\0${id}`
        : undefined;
    },
    async load(id) {
      if (id.startsWith(narrowedPrefix)) {
        const [folder = '', name = ''] = id.slice(narrowedPrefix.length).split('\0');
        return narrowedByImporter[folder]?.[name];
      }
      if (id !== resolvedScenariosModule) return undefined;
      // Through tsx, as the simulator's command line loads them: the scenarios' loader is TypeScript for Node.
      const catalogue: typeof import('../../scenarios/index.ts') = await tsImport(
        '../../scenarios/index.ts',
        import.meta.url,
      );
      // The seed's password hashes are fixed (fixed salts): derived here once rather than in every visitor's page.
      const seed: typeof import('../../mock-server/seed/seed.ts') = await tsImport(
        '../../mock-server/seed/seed.ts',
        import.meta.url,
      );
      return [
        `export default ${JSON.stringify(catalogue.scenariosWith(scenariosDirs()))};`,
        `export const seedPasswordHashes = ${JSON.stringify(await seed.seedPasswordHashes())};`,
      ].join('\n');
    },
    // The page needs the simulator before its first call: fetched beside the entry rather than after it has run.
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        // The demo's config.json comes from the simulator in the page: asked for with the page, before the service
        // worker controls it, it would come from the static host instead (a 404), and the storefront would take that.
        const withoutConfigPreload = html.replace(/\s*<link rel="preload" href="\/config\.json"[^>]*>/, '');
        const simulator = Object.values(bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.facadeModuleId?.endsWith(simulatorEntry) === true,
        );
        if (simulator?.type !== 'chunk') return withoutConfigPreload;
        const notYetLoaded = [simulator.fileName, ...simulator.imports].filter((file) => !html.includes(`/${file}"`));
        return {
          html: withoutConfigPreload,
          tags: notYetLoaded.map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          })),
        };
      },
    },
    generateBundle() {
      const worker = createRequire(import.meta.url).resolve('msw/mockServiceWorker.js');
      this.emitFile({ type: 'asset', fileName: 'mockServiceWorker.js', source: readFileSync(worker, 'utf8') });
    },
    writeBundle({ dir }) {
      if (dir !== undefined) copyFileSync(join(dir, 'index.html'), join(dir, '404.html'));
    },
  };
}
