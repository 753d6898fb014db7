export const qaUsage: string;

export class QaOptionsError extends Error {}

export interface Shard {
  /** 1-based. */
  current: number;
  total: number;
}

export type QaOptions =
  | { command: 'help' }
  | { command: 'list'; scenariosDirs: string[] }
  | {
      command: 'run';
      /** The scenarios whose suites to replay, each once; none means every suite in e2e/scenarios/. */
      scenarios: string[];
      shard: Shard | undefined;
      /** As given, relative to the working directory; undefined means the default. */
      reportDir: string | undefined;
      /** Folders of a team's own scenario files, as given. */
      scenariosDirs: string[];
    }
  | { command: 'merge'; blobDir: string; reportDir: string | undefined };

export function parseShard(value: string): Shard;

export function parseQaOptions(argv: readonly string[]): QaOptions;

export function checkScenarioNames(requested: readonly string[], known: readonly string[]): void;
