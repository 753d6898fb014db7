import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';

const systemChromium = '/usr/bin/chromium';

function run(root, command, args, env = process.env) {
  return spawnSync(command, args, { cwd: root, stdio: 'inherit', env }).status === 0;
}

function onPath(command) {
  return (process.env.PATH ?? '').split(delimiter).some((dir) => dir && existsSync(join(dir, command)));
}

// playwright.config.ts picks /usr/bin/chromium whenever it exists, so installing it there is enough.
export function ensureBrowser(root) {
  if (existsSync(systemChromium)) {
    console.log(`Using ${systemChromium}.`);
    return true;
  }
  if (process.getuid?.() === 0 && onPath('apt-get')) {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    return run(root, 'apt-get', ['update'], env) && run(root, 'apt-get', ['install', '-y', 'chromium'], env);
  }
  return run(root, 'npx', ['playwright', 'install', 'chromium']);
}
