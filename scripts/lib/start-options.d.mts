export const startUsage: string;

export class StartOptionsError extends Error {}

export interface StartOptions {
  help: false;
  port: number;
  mockPort: number;
  /** The QA scenario the simulator starts on; undefined means its default. The simulator checks the name. */
  scenario: string | undefined;
  /** Folders of a team's own scenario files, offered beside the built-in ones. */
  scenariosDirs: string[];
  /** The live provider's base URL; undefined means: start the simulator. */
  api: string | undefined;
  /** Put the validating proxy (provider-kit/proxy-cli.ts) between the storefront and the provider. */
  validate: boolean;
  /** The validating proxy's port on 127.0.0.1. */
  proxyPort: number;
  /** Serve the demo build, with the simulator inside the page. */
  inBrowser: boolean;
  /** An existing build to serve instead of building web/dist. */
  dist: string | undefined;
}

export function providerBaseUrl(value: string): string;

export function parseStartOptions(argv: readonly string[]): { help: true } | StartOptions;
