import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ensureDependencies } from './lib/ensure-deps.mjs';
import { createStaticServer } from './lib/static-server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'web', 'dist');
const usage = `Usage: npm start [-- --port N]

Builds the storefront when its sources changed and serves it on 127.0.0.1.
  --port N   port to listen on (default 5173)`;

function parseOptions() {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        port: { type: 'string', default: '5173' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }));
  } catch (error) {
    console.error(`${error.message}\n\n${usage}`);
    process.exit(2);
  }
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    console.error(`--port must be an integer from 1 to 65535, got "${values.port}".\n\n${usage}`);
    process.exit(2);
  }
  return { port };
}

function newestMtime(path) {
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(path, { recursive: true })
    .map((entry) => statSync(join(path, entry)).mtimeMs)
    .reduce((newest, mtime) => Math.max(newest, mtime), info.mtimeMs);
}

function webBuildIsStale() {
  const builtIndex = join(dist, 'index.html');
  if (!existsSync(builtIndex)) return true;
  const sources = ['web/index.html', 'web/vite.config.ts', 'web/src', 'web/public', 'package-lock.json']
    .map((source) => join(root, source))
    .filter((source) => existsSync(source));
  const newestSource = Math.max(...sources.map(newestMtime));
  return statSync(builtIndex).mtimeMs < newestSource;
}

const { port } = parseOptions();

if (!ensureDependencies(root)) {
  console.error('npm ci failed: cannot start.');
  process.exit(1);
}

if (webBuildIsStale()) {
  console.log('Building the storefront...');
  if (spawnSync('npm', ['run', 'build:web'], { cwd: root, stdio: 'inherit' }).status !== 0) {
    console.error('The storefront build failed: cannot start.');
    process.exit(1);
  }
}

const server = createStaticServer(dist);
server.on('error', (error) => {
  console.error(
    error.code === 'EADDRINUSE' ? `Port ${port} is already in use: try --port N.` : `Server error: ${error.message}`,
  );
  process.exit(1);
});
server.listen(port, '127.0.0.1', () => {
  console.log(`Storefront: http://localhost:${port}/`);
  console.log('Press Ctrl-C to stop.');
});
