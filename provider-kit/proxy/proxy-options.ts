import { ArgumentError, hostUrl, originUrl, parseFlags, wholeNumber } from '../cli-arguments';
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

export type ProxyArguments =
  { help: true } | { help: false; host: string; port: number; origins: readonly string[]; logFile: string };

export function parseProxyArguments(argv: readonly string[]): ProxyArguments {
  const values = parseFlags(argv, {
    host: { type: 'string' },
    port: { type: 'string' },
    origin: { type: 'string', multiple: true },
    log: { type: 'string' },
    help: { type: 'boolean' },
  });
  if (values.help === true) return { help: true };
  if (values.host === undefined) throw new ArgumentError('--host is required: the provider to judge');
  if (values.log === '') throw new ArgumentError('--log must name a file');
  return {
    help: false,
    host: hostUrl(values.host),
    port: values.port === undefined ? defaultProxyPort : wholeNumber('port', values.port, 0, 65_535),
    origins: values.origin === undefined ? defaultStorefrontOrigins : values.origin.map(originUrl),
    logFile: values.log ?? defaultLogFile,
  };
}
