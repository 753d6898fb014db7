import type { CallCheck } from '../verdict';

export interface ProgressStream {
  isTTY?: boolean;
  write(text: string): unknown;
}

export interface Progress {
  row(row: CallCheck): void;
  fuzz(done: number, total: number): void;
  done(): void;
}

/** How many rows between two counter lines when stderr is a log rather than a terminal. */
const logEvery = 10;

/**
 * A progress line on stderr: rewritten in place on a terminal, a counter line every few rows in a log (CI), so long
 * runs show life without burying the table, which goes to stdout.
 */
export function createProgress(stream: ProgressStream): Progress {
  let rows = 0;
  let failed = 0;
  let shown = false;
  const show = (text: string): void => {
    if (stream.isTTY === true) {
      stream.write(`\r\u001B[2K${text}`);
      shown = true;
    } else stream.write(`${text}\n`);
  };
  return {
    row(row) {
      rows += 1;
      if (row.violations.length > 0) failed += 1;
      if (stream.isTTY === true || rows % logEvery === 0)
        show(`checked ${rows} calls (${failed} failing): ${row.call} ${row.name}`);
    },
    fuzz(done, total) {
      if (stream.isTTY === true || done % logEvery === 0 || done === total) show(`fuzzing: ${done}/${total} requests`);
    },
    done() {
      if (shown) stream.write('\r\u001B[2K');
    },
  };
}
