// Playwright's webServer (playwright.config.ts): builds the storefront (with --demo, the demo build with the simulator
// inside the page) into a folder of its own and serves it on the port given as the first argument. Runs that overlap on one machine then never serve, rebuild or stop each other's
// storefront, as they would if they shared web/dist and one fixed port.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { createStaticServer } from './static-server.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const port = Number(process.argv[2]);
const demo = process.argv[3] === '--demo';
if (!Number.isInteger(port) || port < 1 || port > 65_535 || process.argv.length > (demo ? 4 : 3)) {
  console.error('Usage: node scripts/lib/e2e-web-server.mjs PORT [--demo]');
  process.exit(2);
}

const outDir = mkdtempSync(join(tmpdir(), 'giftstore-e2e-web-'));
process.once('exit', () => rmSync(outDir, { recursive: true, force: true }));
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(0));

await build({
  configFile: join(root, 'web', 'vite.config.ts'),
  mode: demo ? 'demo' : 'production',
  logLevel: 'warn',
  build: { outDir, emptyOutDir: true },
});
createStaticServer(outDir).listen(port, '127.0.0.1', () => {
  console.log(`${demo ? 'Demo' : 'Storefront'} build served at http://127.0.0.1:${port}/`);
});
