export const startUsage: string;

export class StartOptionsError extends Error {}

export interface StartOptions {
  help: false;
  port: number;
  mockPort: number;
  /** The live provider's base URL; undefined means: start the simulator. */
  api: string | undefined;
  /** An existing build to serve instead of building web/dist. */
  dist: string | undefined;
}

export function providerBaseUrl(value: string): string;

export function parseStartOptions(argv: readonly string[]): { help: true } | StartOptions;
