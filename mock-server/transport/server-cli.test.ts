import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** mock-server/server.ts as npm run mock-server starts it: one node process owning the server. */
function runCli(args: readonly string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'mock-server/server.ts', ...args], { cwd: root });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  /** The first capture group of pattern once the output has it. */
  const printed = (pattern: RegExp) =>
    new Promise<string>((resolve, reject) => {
      child.stdout.on('data', () => {
        const match = pattern.exec(output);
        if (match?.[1] !== undefined) resolve(match[1]);
      });
      void exited.then(() => reject(new Error(`exited before printing ${String(pattern)}:\n${output}`)));
    });
  return { child, exited, printed, output: () => output };
}

describe('npm run mock-server', () => {
  it('prints its banner, serves, and stops cleanly on SIGTERM', { timeout: 30_000 }, async () => {
    const cli = runCli(['--port', '0', '--scenario', 'login-500']);
    const url = await cli.printed(/listening on (http:\/\/127\.0\.0\.1:\d+)/);
    expect(cli.output()).toContain('Scenario: login-500');
    expect((await fetch(`${url}/home/`)).status).toBe(200);

    cli.child.kill('SIGTERM');
    expect(await cli.exited).toBe(0);
    await expect(fetch(`${url}/home/`)).rejects.toThrow(TypeError);
  });

  it('refuses a bad command line with the usage and exit code 2', { timeout: 30_000 }, async () => {
    const cli = runCli(['--scenario', 'no-such-scenario']);
    expect(await cli.exited).toBe(2);
    expect(cli.output()).toMatch(/--scenario must be one of default, .*\n\nUsage: npm run mock-server/);
  });
});
