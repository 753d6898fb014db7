import { parseArgs } from 'node:util';
import { defaultStorefrontOrigins } from './cors';

export const defaultProxyPort = 9191;
/** JSON Lines under reports/, which git ignores: one violation a line, begun afresh for each run. */
export const defaultLogFile = 'reports/provider-violations.jsonl';

export const proxyUsage = `Usage: npm run provider:proxy -- --host URL [--port ${defaultProxyPort}] [--origin URL ...] [--log FILE]

A validating reverse proxy on 127.0.0.1: every request to it is forwarded to the host and every request and answer is
held to the contracts. Each violation is printed as one line and appended to the log; the answer reaches the client
as the host sent it, with CORS for the storefront's origins. GET /__proxy/violations lists the latest violations as
JSON (?since=ID for the newer ones only), GET /__proxy/health says the proxy is up.
  --host URL     the provider judged (http or https base URL; required)
  --port N       port on 127.0.0.1 (default ${defaultProxyPort}; 0 picks a free one)
  --origin URL   a storefront origin CORS admits with credentials; repeatable
                 (default: ${defaultStorefrontOrigins.join(' and ')})
  --log FILE     the JSON Lines log of violations (default ${defaultLogFile})
  --help         this text`;

/** Thrown for a command line the proxy cannot start with; its message says why. */
export class ProxyArgumentError extends Error {}

export type ProxyArguments =
  { help: true } | { help: false; host: string; port: number; origins: readonly string[]; logFile: string };

function httpUrl(flag: string, value: string, example: string): URL {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (url === undefined || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new ProxyArgumentError(`--${flag} must be an http or https URL such as ${example}, not "${value}"`);
  }
  return url;
}

function hostUrl(value: string): string {
  const url = httpUrl('host', value, 'https://provider.example.com');
  if (url.search !== '' || url.hash !== '' || url.username !== '' || url.password !== '') {
    throw new ProxyArgumentError(`--host must be a base URL without credentials, query or fragment, not "${value}"`);
  }
  return url.href.replace(/\/+$/, '');
}

function origin(value: string): string {
  if (httpUrl('origin', value, 'http://localhost:5173').origin !== value) {
    throw new ProxyArgumentError(`--origin must be an origin such as http://localhost:5173 (no path), not "${value}"`);
  }
  return value;
}

function port(value: string | undefined): number {
  if (value === undefined) return defaultProxyPort;
  const number = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!(number <= 65_535))
    throw new ProxyArgumentError(`--port must be a whole number from 0 to 65535, not "${value}"`);
  return number;
}

export function parseProxyArguments(argv: readonly string[]): ProxyArguments {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        host: { type: 'string' },
        port: { type: 'string' },
        origin: { type: 'string', multiple: true },
        log: { type: 'string' },
        help: { type: 'boolean' },
      },
    }));
  } catch (error) {
    throw new ProxyArgumentError(error instanceof Error ? error.message : String(error));
  }
  if (values.help === true) return { help: true };
  if (values.host === undefined) throw new ProxyArgumentError('--host is required: the provider to judge');
  if (values.log === '') throw new ProxyArgumentError('--log must name a file');
  return {
    help: false,
    host: hostUrl(values.host),
    port: port(values.port),
    origins: values.origin === undefined ? defaultStorefrontOrigins : values.origin.map(origin),
    logFile: values.log ?? defaultLogFile,
  };
}
