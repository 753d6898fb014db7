import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDependencies } from './lib/ensure-deps.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const systemChromium = '/usr/bin/chromium';
let passed = 0;
let failed = 0;

function run(command, args, env = process.env) {
  return spawnSync(command, args, { cwd: root, stdio: 'inherit', env }).status === 0;
}

function onPath(command) {
  return (process.env.PATH ?? '').split(delimiter).some((dir) => dir && existsSync(join(dir, command)));
}

// playwright.config.ts picks /usr/bin/chromium whenever it exists, so installing it there is enough.
function ensureBrowser() {
  if (existsSync(systemChromium)) {
    console.log(`Using ${systemChromium}.`);
    return true;
  }
  if (process.getuid?.() === 0 && onPath('apt-get')) {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    return run('apt-get', ['update'], env) && run('apt-get', ['install', '-y', 'chromium'], env);
  }
  return run('npx', ['playwright', 'install', 'chromium']);
}

function summarise() {
  console.log(`${passed} passed, ${failed} failed`);
}

function step(name, action) {
  console.log(`\n=== ${name}`);
  if (action()) {
    passed += 1;
    return;
  }
  failed += 1;
  console.error(`\nFAILED: ${name}. Stopping here; fix it and run npm test again.`);
  summarise();
  process.exit(1);
}

step('install dependencies', () => ensureDependencies(root));
step('find a browser', ensureBrowser);
for (const script of ['lint', 'typecheck', 'test:unit', 'test:contracts', 'test:e2e']) {
  step(`npm run ${script}`, () => run('npm', ['run', script]));
}
summarise();
