import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

// scripts/ alone in a folder with no node_modules on its way up, as on a fresh clone: what these commands load before
// they run npm ci must be Node's own modules.
const clone = mkdtempSync(join(tmpdir(), 'giftstore-before-npm-ci-'));
cpSync(join(root, 'scripts'), join(clone, 'scripts'), { recursive: true });
cpSync(join(root, 'package.json'), join(clone, 'package.json'));
afterAll(() => rmSync(clone, { recursive: true, force: true }));

const run = (script: string, args: string[]) =>
  spawnSync(process.execPath, [join('scripts', script), ...args], { cwd: clone, encoding: 'utf8', timeout: 60_000 });

describe('the commands that set themselves up on a fresh clone', () => {
  it.each([['start.mjs'], ['qa.mjs']])('%s loads and answers --help without node_modules', (script) => {
    const result = run(script, ['--help']);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^Usage: npm /);
  });

  it('test.mjs loads and gets as far as installing the dependencies', () => {
    // Without a package-lock.json beside it, that npm ci fails at once: the run stops there.
    const result = run('test.mjs', []);
    expect(result.stdout).toContain('Installing dependencies with npm ci...');
    expect(result.stdout).toContain('install dependencies failed');
    expect(result.status).toBe(1);
  });
});
