import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { delimiter, join, resolve } from 'node:path';

/** Where the production build of the storefront goes (web/vite.config.ts's outDir). */
export const webDist = (root) => join(root, 'web', 'dist');

/** Where npm run build:demo writes the storefront with the simulator inside the page (web/vite.config.ts, demo mode). */
export const demoDist = (root) => join(root, 'web', 'demo-dist');

const webSources = [
  'web/index.html',
  'web/vite.config.ts',
  'web/build',
  'web/src',
  'web/public',
  'contracts',
  'package-lock.json',
];
// The demo also carries the simulator and the scenarios it plays.
const demoSources = [...webSources, 'mock-server', 'scenarios'];

function newestMtime(path) {
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(path, { recursive: true })
    .map((entry) => statSync(join(path, entry)).mtimeMs)
    .reduce((newest, mtime) => Math.max(newest, mtime), info.mtimeMs);
}

function isStale(root, dist, sources) {
  const builtIndex = join(dist, 'index.html');
  if (!existsSync(builtIndex)) return true;
  const newestSource = Math.max(
    ...sources
      // A team's scenario folder may be absolute.
      .map((source) => resolve(root, source))
      .filter((source) => existsSync(source))
      .map(newestMtime),
  );
  return statSync(builtIndex).mtimeMs < newestSource;
}

/** True when there is no build or a source it came from is newer than it. */
export const webBuildIsStale = (root) => isStale(root, webDist(root), webSources);

// Which team folders a demo build carries: a build made with other folders (or none) is stale however new it is. A dot
// file, which the static server never serves.
const demoFoldersFile = (root) => join(demoDist(root), '.scenarios-dirs.json');
// Relative folders are the build's, which runs in the project's root.
const folderList = (root, scenariosDirs) => JSON.stringify(scenariosDirs.map((folder) => resolve(root, folder)));

/** Notes the team folders a demo build in demoDist(root) was made with (buildDemo does, once the build succeeds). */
export function recordDemoFolders(root, scenariosDirs) {
  writeFileSync(demoFoldersFile(root), folderList(root, scenariosDirs));
}

function builtWithFolders(root) {
  try {
    return readFileSync(demoFoldersFile(root), 'utf8');
  } catch {
    return folderList(root, []);
  }
}

/**
 * True when there is no demo build, a source it came from is newer than it, or it was built with other scenario folders
 * than these (their files count as sources too).
 */
export const demoBuildIsStale = (root, scenariosDirs = []) =>
  builtWithFolders(root) !== folderList(root, scenariosDirs) ||
  isStale(root, demoDist(root), [...demoSources, ...scenariosDirs]);

/** Runs the production build; true when it succeeded. */
export function buildWeb(root) {
  return spawnSync('npm', ['run', 'build:web'], { cwd: root, stdio: 'inherit' }).status === 0;
}

/** Runs the demo build with a team's own scenario folders beside the built-in ones; true when it succeeded. */
export function buildDemo(root, scenariosDirs = []) {
  const env = { ...process.env, GIFTSTORE_SCENARIOS_DIRS: scenariosDirs.join(delimiter) };
  const vite = ['vite', 'build', '--config', 'web/vite.config.ts', '--mode', 'demo'];
  if (spawnSync('npx', vite, { cwd: root, stdio: 'inherit', env }).status !== 0) return false;
  recordDemoFolders(root, scenariosDirs);
  return true;
}
