import type { Shard } from './qa-options.mjs';

export interface QaReportPaths {
  html: string;
  junit: string;
  blobDir: string;
  testResults: string;
}

export interface PlaywrightCommand {
  /** Arguments to Playwright's CLI. */
  args: string[];
  /** Added to the environment it runs in. */
  env: Record<string, string>;
  /** The reports it writes. */
  reports: { html?: string; junit?: string; blob?: string };
}

export const suiteFolder: string;

export function suiteFile(name: string): string;

export function qaReportPaths(reportDir: string): QaReportPaths;

export function replayCommand(options: {
  suites: readonly string[];
  shard: Shard | undefined;
  reportDir: string;
  /** Absolute folders of a team's own scenario files, for the simulators the suites start. */
  scenariosDirs?: readonly string[];
}): PlaywrightCommand;

export function mergeCommand(options: { blobDir: string; reportDir: string }): PlaywrightCommand;
