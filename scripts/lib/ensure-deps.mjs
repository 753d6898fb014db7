import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';

// npm rewrites node_modules/.package-lock.json on every install, so it is older than package-lock.json exactly when
// the lockfile changed (a pull, a branch switch) after the last install.
function dependenciesAreStale(root) {
  const installed = join(root, 'node_modules', '.package-lock.json');
  if (!existsSync(installed)) return true;
  return statSync(installed).mtimeMs < statSync(join(root, 'package-lock.json')).mtimeMs;
}

export function ensureDependencies(root) {
  if (!dependenciesAreStale(root)) return true;
  console.log('Installing dependencies with npm ci...');
  const result = spawnSync('npm', ['ci'], { cwd: root, stdio: 'inherit' });
  return result.status === 0;
}
