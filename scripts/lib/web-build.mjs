import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Where the production build of the storefront goes (web/vite.config.ts's outDir). */
export const webDist = (root) => join(root, 'web', 'dist');

function newestMtime(path) {
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(path, { recursive: true })
    .map((entry) => statSync(join(path, entry)).mtimeMs)
    .reduce((newest, mtime) => Math.max(newest, mtime), info.mtimeMs);
}

/** True when there is no build or a source it came from is newer than it. */
export function webBuildIsStale(root) {
  const builtIndex = join(webDist(root), 'index.html');
  if (!existsSync(builtIndex)) return true;
  const sources = ['web/index.html', 'web/vite.config.ts', 'web/src', 'web/public', 'contracts', 'package-lock.json']
    .map((source) => join(root, source))
    .filter((source) => existsSync(source));
  const newestSource = Math.max(...sources.map(newestMtime));
  return statSync(builtIndex).mtimeMs < newestSource;
}

/** Runs the production build; true when it succeeded. */
export function buildWeb(root) {
  return spawnSync('npm', ['run', 'build:web'], { cwd: root, stdio: 'inherit' }).status === 0;
}
