import { parseFlags } from './parse-flags.mjs';
import { typedPath } from './typed-path.mjs';

export const startUsage = `Usage: npm start [-- --port N] [--mock-port N] [--scenario NAME] [--scenarios-dir DIR] | [--api URL]
                 [--validate [--proxy-port N]]
       npm start -- --in-browser [--port N] [--scenarios-dir DIR]

Builds the storefront when its sources changed, then serves that one build on 127.0.0.1 with a config.json generated
at run time. Without --api it also starts the provider simulator and points the storefront at it.
  --port N       storefront port (default 5173)
  --mock-port N  provider simulator port (default 9090)
  --scenario NAME  start the simulator on this QA scenario (the banner lists them; default: default)
  --scenarios-dir DIR  also offer the scenario files (*.json) of this folder; repeatable
  --api URL      use this live provider (http or https) instead of starting the simulator
  --validate     put the validating proxy (npm run provider:proxy) between the storefront and the provider (the live
                 one or the simulator): every request and answer is held to the contracts, each violation printed
                 and kept in reports/provider-violations.jsonl, and the storefront lists them in an overlay
  --proxy-port N validating proxy port (default 9191)
  --in-browser   serve the demo build instead (npm run build:demo, rebuilt when its sources changed): the simulator
                 runs inside the page, with no simulator process; pick scenarios in its QA panel
  --dist DIR     serve an existing build from DIR without building (tests use it)
  --help         this text`;

/** Thrown for a command line start.mjs cannot run with; its message says why. */
export class StartOptionsError extends Error {}

function port(flag, value) {
  const number = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!(number >= 1 && number <= 65_535)) {
    throw new StartOptionsError(`--${flag} must be a whole number from 1 to 65535, not "${value}"`);
  }
  return number;
}

/** A URL as an error message may echo it: credentials, query and fragment stand as "…", since they may be secrets. */
const withoutSecrets = (url) =>
  `${url.protocol}//${url.username === '' && url.password === '' ? '' : '…@'}${url.host}${url.pathname}` +
  `${url.search === '' ? '' : '?…'}${url.hash === '' ? '' : '#…'}`;

/** The provider base URL the storefront calls: http(s) only, as the storefront itself accepts, without a trailing slash. */
export function providerBaseUrl(value) {
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new StartOptionsError('--api must be an http or https URL such as https://provider.example.com');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new StartOptionsError(
      `--api must be an http or https URL such as https://provider.example.com, not "${withoutSecrets(url)}"`,
    );
  }
  if (url.search !== '' || url.hash !== '' || url.username !== '' || url.password !== '') {
    throw new StartOptionsError(
      `--api must be a base URL without credentials, query or fragment, not "${withoutSecrets(url)}"`,
    );
  }
  return url.href.replace(/\/+$/, '');
}

/** Parses start.mjs's arguments: `{ help: true }` or the ports, the live provider (if any) and the build to serve. */
export function parseStartOptions(argv) {
  const values = parseFlags(
    argv,
    {
      port: { type: 'string', default: '5173' },
      'mock-port': { type: 'string', default: '9090' },
      scenario: { type: 'string' },
      'scenarios-dir': { type: 'string', multiple: true },
      api: { type: 'string' },
      validate: { type: 'boolean', default: false },
      'proxy-port': { type: 'string' },
      'in-browser': { type: 'boolean', default: false },
      dist: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
    StartOptionsError,
  );
  if (values.help) return { help: true };

  const options = {
    help: false,
    port: port('port', values.port),
    mockPort: port('mock-port', values['mock-port']),
    scenario: values.scenario,
    scenariosDirs: (values['scenarios-dir'] ?? []).map(typedPath),
    api: values.api === undefined ? undefined : providerBaseUrl(values.api),
    validate: values.validate,
    proxyPort: port('proxy-port', values['proxy-port'] ?? '9191'),
    inBrowser: values['in-browser'],
    dist: values.dist,
  };
  const given = (flag) => argv.some((arg) => arg === `--${flag}` || arg.startsWith(`--${flag}=`));
  if (options.inBrowser) {
    const serverOnly = ['api', 'scenario', 'mock-port', 'validate', 'proxy-port'].filter(given);
    if (serverOnly.length > 0) {
      throw new StartOptionsError(
        `--in-browser runs the simulator inside the page: it cannot go with ${serverOnly.map((flag) => `--${flag}`).join(', ')}`,
      );
    }
    return options;
  }
  // A scenario and the simulator's port are the simulator's; with a live provider none is started.
  const simulatorOnly = ['scenario', 'scenarios-dir', 'mock-port'].filter(given);
  if (options.api !== undefined && simulatorOnly.length > 0) {
    const flags = simulatorOnly.map((flag) => `--${flag}`).join(', ');
    throw new StartOptionsError(
      `${flags} ${simulatorOnly.length > 1 ? 'are' : 'is'} the simulator's: no simulator starts with --api`,
    );
  }
  if (options.api === undefined && options.port === options.mockPort) {
    throw new StartOptionsError(`--port and --mock-port must differ (both are ${options.port})`);
  }
  if (!options.validate && given('proxy-port')) {
    throw new StartOptionsError("--proxy-port is the validating proxy's: it goes with --validate");
  }
  if (options.validate) {
    const clash = [
      ['--port', options.port],
      ...(options.api === undefined ? [['--mock-port', options.mockPort]] : []),
    ].find(([, taken]) => taken === options.proxyPort);
    if (clash !== undefined) {
      throw new StartOptionsError(`${clash[0]} and --proxy-port must differ (both are ${options.proxyPort})`);
    }
  }
  return options;
}
