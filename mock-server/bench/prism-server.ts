import { spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../scripts/lib/free-port.mjs';
import { startChild } from './child-server';

const version = '5.14.2';
// Under node_modules, so that no linter, type check or import rule ever reads it, and npm ci clears it.
const folder = fileURLToPath(new URL(`../../node_modules/.cache/bench-prism-${version}/`, import.meta.url));
const executable = `${folder}node_modules/.bin/prism`;
const installTimeoutMs = 300_000;

/** Installs Prism into its own folder on first use; the reason it could not, otherwise. */
export function installPrism(): { installed: true } | { installed: false; reason: string } {
  if (existsSync(executable)) return { installed: true };
  console.log(`Installing Stoplight Prism ${version} into ${folder} (its own folder, not a project dependency) ...`);
  mkdirSync(folder, { recursive: true });
  const manifest = { private: true, dependencies: { '@stoplight/prism-cli': version } };
  writeFileSync(`${folder}package.json`, `${JSON.stringify(manifest, null, 2)}\n`);
  const install = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--no-package-lock'], {
    cwd: folder,
    encoding: 'utf8',
    timeout: installTimeoutMs,
  });
  if (install.status === 0 && existsSync(executable)) return { installed: true };
  const why = install.error?.message ?? install.stderr.trim().split('\n').slice(-3).join(' ');
  return { installed: false, reason: why || `npm install exited with ${install.status}` };
}

/** Prism mocking the contracts' own OpenAPI document, with its default settings, as the issue measured it. */
export async function startPrism(root: string): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const args = ['mock', 'contracts/openapi.json', '--host', '127.0.0.1', '--port', String(port)];
  const { child } = await startChild(executable, args, root, /Prism is listening on (http:\/\/\S+)/);
  return { child, url: `http://127.0.0.1:${port}` };
}
