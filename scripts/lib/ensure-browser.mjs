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
 * either one being installed is enough. A machine with neither gets both from apt when running as root: Chromium first,
 * as before, then the shell, which only makes the e2e suites faster and may be missing from a distribution.
 */
export function ensureBrowser(root) {
  const installed = [systemHeadlessShell, systemChromium].find((path) => existsSync(path));
  if (installed !== undefined) {
    console.log(`Using ${installed}.`);
    return true;
  }
  if (process.getuid?.() === 0 && onPath('apt-get')) {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    if (run(root, 'apt-get', ['update'], env) && run(root, 'apt-get', ['install', '-y', 'chromium'], env)) {
      if (!run(root, 'apt-get', ['install', '-y', 'chromium-headless-shell'], env)) {
        console.log(`No ${systemHeadlessShell}: the e2e suites run in ${systemChromium}.`);
      }
      return true;
    }
  }
  return run(root, 'npx', ['playwright', 'install', 'chromium']);
}
