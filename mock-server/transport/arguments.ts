import { parseArgs } from 'node:util';
import { defaultStorefrontOrigins } from './cors';
import type { MockServerOptions } from './start-mock-server';

const maxProducts = 100_000;

/** The command line's help, naming the scenarios the server was given to play. */
export const usage = (
  scenarioNames: readonly string[],
): string => `Usage: npm run mock-server -- [--port 9090] [--scenario NAME] [--scenarios-dir DIR ...] [--products N] [--origin URL ...]

  --port N        port on 127.0.0.1 (default 9090; 0 picks a free one)
  --scenario NAME one of: ${scenarioNames.join(', ')} (default: ${scenarioNames[0] ?? 'none'})
  --scenarios-dir DIR
                  also play the scenario files (*.json) of this folder; repeatable
  --products N    seed N products instead of the scenario's count (0 to ${maxProducts})
  --origin URL    a storefront origin CORS admits with credentials; repeatable
                  (default: ${defaultStorefrontOrigins.join(' and ')})
  --help          this text`;

/** The folders of a team's own scenario files, read before anything else so that --scenario and --help know them. */
interface ScenarioFolders {
  scenariosDirs: string[];
}

export type ServerArguments =
  ({ help: true } & ScenarioFolders) | ({ help: false } & ScenarioFolders & Omit<MockServerOptions, 'scenarios'>);

/** Thrown for a command line the server cannot start with; its message says why. */
export class ArgumentError extends Error {}

function integer(flag: string, value: string | undefined, max: number): number | undefined {
  if (value === undefined) return undefined;
  const number = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!(number <= max)) throw new ArgumentError(`--${flag} must be a whole number from 0 to ${max}, not "${value}"`);
  return number;
}

function origin(value: string): string {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (url === undefined || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== value) {
    throw new ArgumentError(`--origin must be an origin such as http://localhost:5173 (no path), not "${value}"`);
  }
  return value;
}

/** The command line; --scenario is checked by checkScenarioName once the scenario files are read. */
export function parseServerArguments(argv: readonly string[]): ServerArguments {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        port: { type: 'string' },
        scenario: { type: 'string' },
        'scenarios-dir': { type: 'string', multiple: true },
        products: { type: 'string' },
        origin: { type: 'string', multiple: true },
        help: { type: 'boolean' },
      },
    }));
  } catch (error) {
    throw new ArgumentError(error instanceof Error ? error.message : String(error));
  }
  const scenariosDirs = values['scenarios-dir'] ?? [];
  if (values.help === true) return { help: true, scenariosDirs };
  return {
    help: false,
    scenariosDirs,
    port: integer('port', values.port, 65_535) ?? 9090,
    scenario: values.scenario,
    products: integer('products', values.products, maxProducts),
    origins: values.origin === undefined ? defaultStorefrontOrigins : values.origin.map(origin),
  };
}

export function checkScenarioName(scenario: string | undefined, scenarioNames: readonly string[]): void {
  if (scenario !== undefined && !scenarioNames.includes(scenario)) {
    throw new ArgumentError(`--scenario must be one of ${scenarioNames.join(', ')}, not "${scenario}"`);
  }
}
