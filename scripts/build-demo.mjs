import { fileURLToPath } from 'node:url';
import { optionsOrRefuse, parseFlags } from './lib/parse-flags.mjs';
import { scenarioCatalogueOrExit } from './lib/scenario-catalogue.mjs';
import { typedPath } from './lib/typed-path.mjs';
import { buildDemo, demoDist } from './lib/web-build.mjs';

const usage = `Usage: npm run build:demo [-- --scenarios-dir DIR ...]

Writes web/demo-dist/: the storefront with the provider simulator running inside the page (MSW's service worker),
the built-in scenarios and those of each --scenarios-dir folder. Serve it from the root of any static host that
answers unknown paths with index.html or 404.html (both are written), or locally with npm start -- --in-browser.`;

class DemoOptionsError extends Error {}

const root = fileURLToPath(new URL('..', import.meta.url));
const values = optionsOrRefuse(
  (argv) =>
    parseFlags(
      argv,
      { 'scenarios-dir': { type: 'string', multiple: true, default: [] }, help: { type: 'boolean', short: 'h' } },
      DemoOptionsError,
    ),
  DemoOptionsError,
  usage,
);
if (values.help) {
  console.log(usage);
  process.exit(0);
}
const scenariosDirs = values['scenarios-dir'].map(typedPath);
// A broken folder would fail the build halfway, with the bundler's stack trace around the reason.
if (scenariosDirs.length > 0) await scenarioCatalogueOrExit(scenariosDirs);
if (!buildDemo(root, scenariosDirs)) {
  console.error('The demo build failed.');
  process.exit(1);
}
console.log(`\nThe demo is in ${demoDist(root)}: serve it with npm start -- --in-browser, or from any static host.`);
