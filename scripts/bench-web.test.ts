import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

const benchWeb = (...args: string[]) =>
  spawnSync(process.execPath, ['scripts/bench-web.mjs', ...args], { cwd: root, encoding: 'utf8', timeout: 30_000 });

describe('bench:web command line', () => {
  it('prints its usage for --help and builds nothing', () => {
    const { status, stdout } = benchWeb('--help');
    expect(status).toBe(0);
    expect(stdout).toContain('Usage: npm run bench:web');
    expect(stdout).toContain('--sizes-only');
    expect(stdout).not.toContain('Building the storefront');
  });

  it.each([
    [['--nope'], "Unknown option '--nope'"],
    [['--runs', '0'], '--runs must be a whole number from 1 to 9'],
    [
      ['--route', '/nowhere'],
      '--route takes one of /, /shopping-cart, /login, /cart, /payment, /help-center, /about-us, /terms-conditions, /privacy, /cookies; not /nowhere',
    ],
    [['--sizes-only', '--what-if'], '--sizes-only runs no Lighthouse'],
  ])('refuses %j with its reason and the usage, exit 2, and no stack trace', (args, reason) => {
    const { status, stderr } = benchWeb(...args);
    expect(status).toBe(2);
    expect(stderr).toContain(reason);
    expect(stderr).toContain('Usage: npm run bench:web');
    expect(stderr).not.toMatch(/\n\s+at /);
  });
});
