import { ArgumentError, hostUrl, originUrl, parseFlags, wholeNumber } from '../cli-arguments';

export const defaultOrigin = 'http://localhost:5173';
export const defaultSeed = 19;
export const maxFuzz = 1000;
const defaultTimeoutMs = 10_000;
const maxTimeoutMs = 120_000;

export const usage = `Usage: npm run provider:check -- --host URL [options]

Checks a provider's API against the contracts (contracts/endpoints.json): every documented call that writes
nothing, anonymous calls first, then signed in; status, JSON content type, body against its schema (every error,
with its JSON Pointer), CORS for the storefront origin with credentials, 401 without a token, the refresh token's
rotation. Security advisories are reported apart and never fail the check.

  --host URL          the provider's base URL (http or https), e.g. https://provider.example.com
  --origin URL        the storefront origin CORS must admit with credentials (default ${defaultOrigin})
  --user NAME         a test account's e-mail or phone; or the PROVIDER_USER environment variable
  --password SECRET   its password; better the PROVIDER_PASSWORD environment variable (a flag shows in the
                      process list). The password is never printed.
  --journey           also walk the shopper's journey on the test account: add a cart line, change it, place an
                      order (left pending), poll its status, find it in the history, remove the line again. It
                      WRITES (needs --user); without it nothing is written.
  --fuzz N            also send N contract-breaking requests per call, 1 to ${maxFuzz} (bounded so that a typo cannot
                      flood a provider); signed in, they may write to the test account
  --seed S            the fuzzer's seed, a whole number (default ${defaultSeed}, printed so a run can be repeated)
  --report FORMAT     also write the verdict as junit (XML for CI) or json, to the file --out names
  --out FILE          where --report writes
  --timeout MS        how long to wait for each answer (default ${defaultTimeoutMs}, at most ${maxTimeoutMs})
  --help              this text

Exit codes: 0 every call conforms, 1 a contract violation, 2 unusable arguments, refused credentials or an
unreachable host.`;

export interface CheckArguments {
  host: string;
  origin: string;
  credentials?: { user: string; password: string };
  journey: boolean;
  fuzz?: { count: number; seed: number };
  report?: { format: 'junit' | 'json'; file: string };
  timeoutMs: number;
}

export type ParsedArguments = { help: true } | ({ help: false } & CheckArguments);

/** The command line, with the credentials' environment variables as fallbacks. */
export function parseCheckArguments(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>> = {},
): ParsedArguments {
  const values = parseFlags(argv, {
    host: { type: 'string' },
    origin: { type: 'string' },
    user: { type: 'string' },
    password: { type: 'string' },
    journey: { type: 'boolean' },
    fuzz: { type: 'string' },
    seed: { type: 'string' },
    report: { type: 'string' },
    out: { type: 'string' },
    timeout: { type: 'string' },
    help: { type: 'boolean' },
  });
  if (values.help === true) return { help: true };
  if (values.host === undefined) throw new ArgumentError('--host is required');
  const user = values.user ?? env.PROVIDER_USER;
  const password = values.password ?? env.PROVIDER_PASSWORD;
  if ((user === undefined) !== (password === undefined)) {
    throw new ArgumentError('--user and --password (or PROVIDER_USER and PROVIDER_PASSWORD) go together');
  }
  const journey = values.journey === true;
  if (journey && user === undefined) throw new ArgumentError('--journey needs a test account: --user and --password');
  if (values.seed !== undefined && values.fuzz === undefined) throw new ArgumentError('--seed only goes with --fuzz');
  if ((values.report === undefined) !== (values.out === undefined))
    throw new ArgumentError('--report and --out go together');
  if (values.report !== undefined && values.report !== 'junit' && values.report !== 'json') {
    throw new ArgumentError(`--report must be junit or json, not "${values.report}"`);
  }
  return {
    help: false,
    host: hostUrl(values.host),
    origin: values.origin === undefined ? defaultOrigin : originUrl(values.origin),
    credentials: user === undefined || password === undefined ? undefined : { user, password },
    journey,
    fuzz:
      values.fuzz === undefined
        ? undefined
        : {
            count: wholeNumber('fuzz', values.fuzz, 1, maxFuzz),
            seed: values.seed === undefined ? defaultSeed : wholeNumber('seed', values.seed, 0, 2 ** 32 - 1),
          },
    report:
      values.report === undefined || values.out === undefined ? undefined : { format: values.report, file: values.out },
    timeoutMs:
      values.timeout === undefined ? defaultTimeoutMs : wholeNumber('timeout', values.timeout, 100, maxTimeoutMs),
  };
}
