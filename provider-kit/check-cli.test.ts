import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { useMockServer } from '../mock-server/testing/use-mock-server';

const startServer = useMockServer();
const cli = fileURLToPath(new URL('./check-cli.ts', import.meta.url));
const password = 'Shopper@123';

/** The CLI as a child process; asynchronous, so the simulator in this process keeps answering. */
function run(args: readonly string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', cli, ...args],
      { env: { ...process.env, ...env }, timeout: 60_000 },
      (error, stdout, stderr) => {
        resolve({ code: error === null ? 0 : typeof error.code === 'number' ? error.code : -1, stdout, stderr });
      },
    );
  });
}

describe('npm run provider:check', () => {
  it('prints its help and exits 0', async () => {
    const { code, stdout } = await run(['--help']);
    expect(code).toBe(0);
    expect(stdout).toContain('Usage: npm run provider:check -- --host URL');
    expect(stdout).toContain('Exit codes: 0 every call conforms, 1 a contract violation, 2 unusable arguments');
  });

  it('exits 2 with the reason and the usage on unusable arguments, and on an unreachable host', async () => {
    const bad = await run(['--host', 'ftp://example.com']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('provider:check: --host must be an http or https URL, not "ftp://example.com/"');
    expect(bad.stderr).toContain('Usage:');
    const unreachable = await run(['--host', 'http://127.0.0.1:1']);
    expect(unreachable.code).toBe(2);
    expect(unreachable.stderr).toContain('provider:check: cannot reach http://127.0.0.1:1');
  });

  it('exits 2 before any call when the report cannot be written', async () => {
    const server = await startServer();
    const dir = await mkdtemp(join(tmpdir(), 'provider-check-'));
    for (const [out, reason] of [
      [dir, 'is a folder'],
      [join(dir, 'no-such-folder', 'report.xml'), 'its folder does not exist'],
    ] as const) {
      const { code, stdout, stderr } = await run(['--host', server.url, '--report', 'junit', '--out', out]);
      expect(code).toBe(2);
      expect(stderr).toContain(`provider:check: --out ${out} ${reason}`);
      expect(stdout).toBe('');
    }
    const journal = (await (await fetch(`${server.url}/__mock/requests`)).json()) as { entries: unknown[] };
    expect(journal.entries).toEqual([]);
  });

  it('exits 0 against the simulator, signed in from the environment, and never prints the password', async () => {
    const server = await startServer();
    const dir = await mkdtemp(join(tmpdir(), 'provider-check-'));
    const out = join(dir, 'report.json');
    const { code, stdout, stderr } = await run(['--host', server.url, '--journey', '--report', 'json', '--out', out], {
      PROVIDER_USER: 'shopper@example.com',
      PROVIDER_PASSWORD: password,
    });
    expect(stderr).not.toContain(password);
    expect(stdout).not.toContain(password);
    expect(code).toBe(0);
    expect(stdout).toMatch(/\d+ calls checked, 0 violations, 2 advisories/);
    const report = JSON.parse(await readFile(out, 'utf8')) as { summary: { violations: number }; rows: unknown[] };
    expect(report.summary.violations).toBe(0);
    expect(JSON.stringify(report)).not.toContain(password);
  });

  it('exits 1 against a provider that breaks its contracts and names the breaks in the table', async () => {
    const server = await startServer({ scenario: 'broken-provider' });
    const { code, stdout } = await run(['--host', server.url]);
    expect(code).toBe(1);
    expect(stdout).toMatch(/GET \/home\/\s+anonymous\s+5\s+FAIL 1\s+\[body\] \/subcategories /);
    expect(stdout).toMatch(
      /GET \/search\/\s+search "a"\s+5\s+FAIL 1\s+\[status\] answered 418 where 200 was expected \(search "a"\)/,
    );
  });

  it("hides the password in a refused sign-in's text, however the provider escaped it and wherever it falls", async () => {
    const secret = 'Secret"Pass\\1x&<é';
    // The password past the first 200 characters, in Python's JSON escapes, then a raw terminal escape sequence.
    const escaped = JSON.stringify(secret).slice(1, -1).replace('é', '\\u00e9');
    const body = `{"detail": "${'x'.repeat(195)} no account with password ${escaped}"}\u001b[2J`;
    const host = createServer((_request, response) => {
      response.writeHead(401, { 'content-type': 'application/json' }).end(body);
    });
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = host.address() as AddressInfo;
      const { code, stderr } = await run(['--host', `http://127.0.0.1:${port}`], {
        PROVIDER_USER: 'shopper@example.com',
        PROVIDER_PASSWORD: secret,
      });
      expect(code).toBe(2);
      expect(stderr).toContain('the provider refused to sign in shopper@example.com: 401');
      expect(stderr).not.toContain('Secret');
      expect(stderr).not.toContain('\u001b');
    } finally {
      host.closeAllConnections();
      await new Promise((resolve) => host.close(resolve));
    }
  });
});
