import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { systemChromium, systemHeadlessShell } from './system-browsers.mjs';

function run(root, command, args, env = process.env) {
  return spawnSync(command, args, { cwd: root, stdio: 'inherit', env }).status === 0;
}

function onPath(command) {
  return (process.env.PATH ?? '').split(delimiter).some((dir) => dir && existsSync(join(dir, command)));
}

/**
 * playwright.config.ts picks Debian's headless shell, else its full Chromium (scripts/lib/system-browsers.mjs), so
 * installing them is enough; the full one is also Lighthouse's (npm run bench:web) and a headed run's.
 */
export function ensureBrowser(root) {
  const missing = [systemChromium, systemHeadlessShell].filter((path) => !existsSync(path));
  if (missing.length === 0) {
    console.log(`Using ${systemHeadlessShell}.`);
    return true;
  }
  if (process.getuid?.() === 0 && onPath('apt-get')) {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const packages = missing.map((path) => path.slice('/usr/bin/'.length));
    if (run(root, 'apt-get', ['update'], env) && run(root, 'apt-get', ['install', '-y', ...packages], env)) return true;
  }
  const installed = [systemHeadlessShell, systemChromium].find((path) => existsSync(path));
  if (installed !== undefined) {
    console.log(`Using ${installed}.`);
    return true;
  }
  return run(root, 'npx', ['playwright', 'install', 'chromium']);
}
