import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Runs `npm run provider:proxy` as npm does (node with tsx), until it exits or `until` is printed. */
function runCli(args: string[], until?: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'provider-kit/proxy-cli.ts', ...args], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const printed = new Promise<void>((resolve) => {
    const collect = (chunk: Buffer): void => {
      output += chunk.toString();
      if (until !== undefined && output.includes(until)) resolve();
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
  });
  return { child, exited, printed, output: () => output };
}

describe('npm run provider:proxy', { timeout: 30_000 }, () => {
  it('exits 2 with the reason and the usage on a command line it cannot run, 0 with --help', async () => {
    const bad = runCli(['--host', 'ftp://provider.example.com']);
    expect(await bad.exited).toBe(2);
    expect(bad.output()).toContain('--host must be an http or https URL');
    expect(bad.output()).toContain('Usage: npm run provider:proxy -- --host URL');

    const help = runCli(['--help']);
    expect(await help.exited).toBe(0);
    expect(help.output()).toContain('GET /__proxy/violations');
  });

  it('says where it listens and what it judges, logs into the file it was given, and stops on SIGTERM', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'proxy-cli-'));
    try {
      const log = join(folder, 'violations.jsonl');
      const run = runCli(['--host', 'http://127.0.0.1:1', '--port', '0', '--log', log], 'CORS admits');
      await run.printed;
      const url = /Contract proxy listening on (http:\/\/\S+)/.exec(run.output())?.[1];
      expect(url).toBeDefined();
      expect(run.output()).toContain('Judging http://127.0.0.1:1 against the contracts');

      expect((await fetch(`${url}/configurator/`)).status).toBe(502);
      expect(await readFile(log, 'utf8')).toContain('"check":"network"');

      run.child.kill('SIGTERM');
      expect(await run.exited).toBe(0);
      expect(run.output()).toContain('1 violation seen');
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
