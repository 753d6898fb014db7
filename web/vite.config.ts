import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { inlineEntryCss } from './vite-inline-entry-css.ts';
import { inlineEntryScript } from './vite-inline-entry.ts';
import { pageChunks } from './vite-page-chunks.ts';
import { precompressAssets } from './vite-precompress.ts';
import { routePreload } from './vite-route-preload.ts';

/**
 * MUI's theme with CSS variables, which the storefront never creates (createStorefrontTheme passes no `cssVariables`
 * nor `colorSchemes`): MUI's createTheme and ThemeProvider import it anyway, about 7 KB gzip on every page with MUI.
 * Both modules are replaced by stubs that say so if anything ever calls them.
 */
function muiWithoutCssVariables(): Plugin {
  const stubs: Record<string, string> = {
    './createThemeWithVars.mjs': 'export default function createThemeWithVars() { throw new Error(message); }',
    './ThemeProviderWithVars.mjs': [
      'export function CssVarsProvider() { throw new Error(message); }',
      'export const Experimental_CssVarsProvider = CssVarsProvider;',
      'export function useColorScheme() { throw new Error(message); }',
      'export function getInitColorSchemeScript() { throw new Error(message); }',
    ].join('\n'),
  };
  const prefix = '\0mui-without-css-variables:';
  return {
    name: 'mui-without-css-variables',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer === undefined || !/[\\/]@mui[\\/]material[\\/]styles[\\/]/.test(importer)) return null;
      return Object.hasOwn(stubs, source) ? prefix + source : null;
    },
    load(id) {
      if (!id.startsWith(prefix)) return null;
      const message = JSON.stringify("The storefront's MUI theme has no CSS variables (web/vite.config.ts)");
      return `const message = ${message};\n${stubs[id.slice(prefix.length)]}\n`;
    },
  };
}

// MUI, emotion and their helpers, but for the colour functions the home route shares with the MUI pages (with them, the
// group would join the home route's JavaScript).
const muiPackages =
  /[\\/]node_modules[\\/](@mui|@emotion|stylis|react-is|hoist-non-react-statics|clsx|prop-types)[\\/]/;
const homeRouteMuiHelpers = /[\\/](colorManipulator|formatMuiErrorMessage|clamp)[\\/]/;

export default defineConfig(async ({ mode }) => {
  const demo = mode === 'demo';
  // Only the demo reads the scenarios (and compiles their schema) while it builds.
  const demoPlugins = demo ? [(await import('./vite-in-browser-simulator.ts')).inBrowserSimulator()] : [];
  // /verify-details' own code, a sixth of the payment feature's, apart from the file /payment waits for: that file
  // then fits the four TCP segments (5,840 bytes) a connection carries per round trip on its share of Lighthouse's
  // mobile bandwidth while the signed-in start-up calls are in flight (docs/benchmarks.md, sixth pass).
  const pages = pageChunks({ pagesApart: [/[\\/]features[\\/]payment[\\/]verify-details-page\.tsx$/] });
  return {
    root: fileURLToPath(new URL('.', import.meta.url)),
    plugins: [
      react(),
      muiWithoutCssVariables(),
      pages.plugin,
      inlineEntryCss(),
      inlineEntryScript(),
      routePreload({ isPagePreloaded: (id) => pages.chunkName(id) !== null }),
      precompressAssets(),
      ...demoPlugins,
    ],
    resolve: {
      // superagent's browser build imports qs only for form-encoded bodies, which the storefront never sends.
      alias: { qs: fileURLToPath(new URL('src/lib/form-urlencoded.ts', import.meta.url)) },
    },
    build: {
      // The demo (npm run build:demo) is the same storefront with the simulator inside the page: a folder of its own.
      outDir: demo ? 'demo-dist' : 'dist',
      emptyOutDir: true,
      // In the demo the simulator answers /config.json, from the page's own origin; public/ holds only the live one.
      copyPublicDir: !demo,
      // dist/.vite/manifest.json maps every route module to the chunks it loads; npm run bench:web reads it.
      manifest: true,
      // Every browser of Vite's default target but Firefox 114 and Safari 16.4 preloads modules itself, and there a
      // missed preload only costs a later fetch: the polyfill (about 0.35 KB gzip) would be home route JavaScript for
      // nothing.
      modulePreload: { polyfill: false },
      // The entry chunk is the home route's JavaScript by design (about 510 kB minified); its budget is bench:web's, in
      // gzip. Vite's warning at 500 kB would only repeat that on every build.
      chunkSizeWarningLimit: 600,
      rolldownOptions: {
        // The timing report names the plugins a slow machine spends its build in: nothing a reader of the build's
        // output (a QA replay, npm start) can act on, printed on every build.
        checks: { bundlerTimings: false },
        output: {
          codeSplitting: {
            // A group takes only the modules that match it, not what they import (react stays where it is).
            includeDependenciesRecursively: false,
            groups: [
              { name: 'index', tags: ['$initial' as const], priority: 3 },
              { name: pages.chunkName, debugName: 'page chunks', priority: 1 },
              {
                // The MUI core that nearly every MUI page uses (theme, styled, ButtonBase, Button, Typography...) in
                // one chunk: rolldown would otherwise split it by which pages share each module, into 20 to 50 files
                // per page, each with its own gzip and import overhead, and every file name in the entry's preload
                // table. Shared by fewer than 14 chunks, a module stays in the chunks rolldown makes.
                name: 'mui',
                priority: 2,
                test: (id: string) => muiPackages.test(id) && !homeRouteMuiHelpers.test(id),
                minShareCount: 14,
              },
            ],
          },
        },
      },
    },
    server: { host: '127.0.0.1', port: 5173, strictPort: true },
    preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  };
});
