import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

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
    // A flag refused before the scenarios were read still gets the usage that names them.
    const badPort = runCli(['--port', '-1']);
    expect(await badPort.exited).toBe(2);
    expect(badPort.output()).toMatch(/--scenario NAME one of: default, broken-provider, .* \(default: default\)/);
  });

  it('says in one line that its port is taken, and exits 1', { timeout: 30_000 }, async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as AddressInfo;
    try {
      const cli = runCli(['--port', String(port)]);
      expect(await cli.exited).toBe(1);
      expect(cli.output()).toBe(
        `The provider simulator cannot listen on 127.0.0.1:${port}: the port is already in use.\n`,
      );
    } finally {
      taken.close();
    }
  });

  describe('with a team folder of scenario files (--scenarios-dir)', () => {
    const folders: string[] = [];
    const teamFolder = (files: Record<string, unknown>): string => {
      const folder = mkdtempSync(join(tmpdir(), 'team-scenarios-'));
      for (const [name, data] of Object.entries(files)) writeFileSync(join(folder, name), JSON.stringify(data));
      folders.push(folder);
      return folder;
    };
    afterEach(() => {
      for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
    });

    it('plays the team scenario it is told to, beside the built-in ones', { timeout: 30_000 }, async () => {
      const folder = teamFolder({
        'home-down.json': {
          description: 'The home call answers 503 for this team only.',
          rules: [{ operation: 'getHome', answers: [{ status: 503, body: { detail: 'Down.', code: 'unavailable' } }] }],
        },
      });
      const cli = runCli(['--port', '0', '--scenarios-dir', folder, '--scenario', 'home-down']);
      const url = await cli.printed(/listening on (http:\/\/127\.0\.0\.1:\d+)/);
      expect(cli.output()).toContain('Scenario: home-down');
      expect((await fetch(`${url}/home/`)).status).toBe(503);
      const listed = (await (await fetch(`${url}/__mock/scenarios`)).json()) as { scenarios: { name: string }[] };
      expect(listed.scenarios.map(({ name }) => name)).toEqual(
        expect.arrayContaining(['default', 'login-429', 'home-down']),
      );
      cli.child.kill('SIGTERM');
      expect(await cli.exited).toBe(0);
    });

    it(
      'starts nothing when a file breaks the schema, naming the file, the JSON Pointer and the reason',
      { timeout: 30_000 },
      async () => {
        const folder = teamFolder({
          'home-down.json': {
            description: 'The home call answers 503 for this team only.',
            rules: [{ operation: 'getHome' }],
          },
        });
        const cli = runCli(['--port', '0', '--scenarios-dir', folder]);
        expect(await cli.exited).toBe(2);
        expect(cli.output()).toContain('Scenario files that cannot be loaded:');
        expect(cli.output()).toMatch(/home-down\.json: \/rules\/0\/answers: must have required property 'answers'/);
        expect(cli.output()).not.toContain('listening on');
      },
    );
  });
});
