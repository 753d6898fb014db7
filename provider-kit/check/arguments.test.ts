import { describe, expect, it } from 'vitest';
import { ArgumentError } from '../cli-arguments';
import { defaultOrigin, defaultSeed, parseCheckArguments } from './arguments';

const host = ['--host', 'https://provider.example.com/'];

describe('provider:check arguments', () => {
  it('needs only --host, with defaults for the rest', () => {
    expect(parseCheckArguments(host)).toEqual({
      help: false,
      host: 'https://provider.example.com',
      origin: defaultOrigin,
      credentials: undefined,
      journey: false,
      fuzz: undefined,
      report: undefined,
      timeoutMs: 10_000,
    });
    expect(parseCheckArguments(['--help'])).toEqual({ help: true });
  });

  it('takes the credentials from the environment when the flags leave them out', () => {
    const parsed = parseCheckArguments([...host, '--journey'], {
      PROVIDER_USER: 'qa@example.com',
      PROVIDER_PASSWORD: 'pw',
    });
    expect(parsed).toMatchObject({ credentials: { user: 'qa@example.com', password: 'pw' }, journey: true });
  });

  it('wires the fuzzer with a fixed default seed and a bounded count', () => {
    expect(parseCheckArguments([...host, '--fuzz', '50'])).toMatchObject({ fuzz: { count: 50, seed: defaultSeed } });
    expect(parseCheckArguments([...host, '--fuzz', '5', '--seed', '7'])).toMatchObject({ fuzz: { count: 5, seed: 7 } });
  });

  it('writes a report where --out says', () => {
    expect(parseCheckArguments([...host, '--report', 'junit', '--out', 'r.xml'])).toMatchObject({
      report: { format: 'junit', file: 'r.xml' },
    });
  });

  it.each([
    [[], '--host is required'],
    [['--host', 'ftp://x.example.com'], '--host must be an http or https URL, not "ftp://x.example.com/"'],
    [
      [...host, '--origin', 'http://localhost:5173/app'],
      '--origin must be an origin such as http://localhost:5173 (no path), not "http://localhost:5173/app"',
    ],
    [
      [...host, '--user', 'qa@example.com'],
      '--user and --password (or PROVIDER_USER and PROVIDER_PASSWORD) go together',
    ],
    [
      ['--host', 'https://qa:S3cret@provider.example.com/v1'],
      '--host must be a base URL without credentials, query or fragment, not "https://…@provider.example.com/v1"',
    ],
    [
      ['--host', 'https://provider.example.com/v1?key=S3cret#S3cret'],
      '--host must be a base URL without credentials, query or fragment, not "https://provider.example.com/v1?…#…"',
    ],
    [['--host', 'ftp://qa:S3cret@x.example.com/'], '--host must be an http or https URL, not "ftp://…@x.example.com/"'],
    [['--host', 'x.example.com'], '--host must be an http or https URL'],
    [[...host, '--journey'], '--journey needs a test account: --user and --password'],
    [[...host, '--fuzz', '0'], '--fuzz must be a whole number from 1 to 1000, not "0"'],
    [[...host, '--fuzz', '1001'], '--fuzz must be a whole number from 1 to 1000, not "1001"'],
    [[...host, '--seed', '3'], '--seed only goes with --fuzz'],
    [[...host, '--report', 'junit'], '--report and --out go together'],
    [[...host, '--report', 'html', '--out', 'r.html'], '--report must be junit or json, not "html"'],
    [[...host, '--timeout', '5'], '--timeout must be a whole number from 100 to 120000, not "5"'],
  ])('refuses %j', (argv, message) => {
    expect(() => parseCheckArguments(argv)).toThrow(new ArgumentError(message));
  });

  it('refuses an unknown flag', () => {
    expect(() => parseCheckArguments([...host, '--hots', 'x'])).toThrow(ArgumentError);
  });
});
