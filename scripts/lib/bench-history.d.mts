export const benchHistoryPath: string;

export interface BenchRun {
  /** ISO 8601. */
  date: string;
  host: { cores: number; cpu: string | null; freshPageMicroseconds: number | null };
  /** `git rev-parse HEAD`, or null. */
  commit: string | null;
  /** Whether the work tree differed from that commit; null where it could not be told. */
  uncommittedChanges: boolean | null;
  command: string;
  figures: unknown;
}

export function headCommit(root: string): string | null;

export function workTreeChanged(root: string): boolean | null;

export function benchCommand(script: string, args: readonly string[]): string;

export function benchRun(run: {
  command: string;
  figures: unknown;
  commit: string | null;
  changed?: boolean | null;
  date?: Date;
  host?: { cores: number; model: string | undefined; pageMicroseconds: number };
}): BenchRun;

export function recordBenchRun(root: string, run: { command: string; figures: unknown }): BenchRun;

export function readBenchHistory(file: string): BenchRun[];
