import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

/** build-demo.mjs with arguments it refuses: its exit code and what it printed. */
function buildDemo(...args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['scripts/build-demo.mjs', ...args], { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

describe('npm run build:demo', { timeout: 30_000 }, () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'build-demo-'));
    await writeFile(join(folder, 'Bad Name.json'), '{"description": "a scenario file whose name is not kebab-case"}');
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('refuses a scenario folder that does not exist, or one with a broken file, before it builds', async () => {
    for (const [dir, problem] of [
      [join(folder, 'no-such-folder'), /no-such-folder: no such file or folder/],
      [folder, /Bad Name\.json: the file name must be kebab-case/],
    ] as const) {
      const { code, output } = await buildDemo('--scenarios-dir', dir);
      expect(code).toBe(2);
      expect(output).toMatch(/^Scenario files that cannot be loaded:$/m);
      expect(output).toMatch(problem);
      expect(output).not.toContain('vite');
    }
  });

  it('refuses an unknown flag with its usage', async () => {
    const { code, output } = await buildDemo('--scenario', 'login-429');
    expect(code).toBe(2);
    expect(output).toContain('Usage: npm run build:demo [-- --scenarios-dir DIR ...]');
  });
});
