// Every benchmark run as one line of data in benchmarks/history.jsonl, so that a trend is read from figures rather
// than from prose: when it ran, on what host, on which commit, with which command line, and what it measured.
import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { hostFacts } from './host-probe.mjs';

/** The history, relative to the project's root. */
export const benchHistoryPath = 'benchmarks/history.jsonl';

/** The commit checked out in `root`, or null where there is none to name (no git, or a folder outside a work tree). */
export function headCommit(root) {
  const result = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' });
  const commit = result.status === 0 ? result.stdout.trim() : '';
  return /^[0-9a-f]{40}$/.test(commit) ? commit : null;
}

/**
 * Whether the work tree differs from its commit (the history itself left out): a run on changed code measured something
 * no commit holds, and its line says so.
 */
export function workTreeChanged(root) {
  const result = spawnSync('git', ['status', '--porcelain', '--', '.', `:!${benchHistoryPath}`], {
    cwd: root,
    encoding: 'utf8',
  });
  return result.status === 0 ? result.stdout.trim() !== '' : null;
}

/** The command as one types it, `npm run bench:web -- --route /login`, so that a line says how to run it again. */
export function benchCommand(script, args) {
  const words = args.map((arg) => (/^[\w./:@=,-]+$/.test(arg) ? arg : JSON.stringify(arg)));
  return ['npm run', script, ...(words.length > 0 ? ['--', ...words] : [])].join(' ');
}

/**
 * One run's line. The host goes with it because the same code measures differently on another host: its cores, its
 * CPU and what a fresh page of memory costs it (lib/host-probe.mjs), measured once the run is over.
 */
export function benchRun({ command, figures, commit, changed = false, date = new Date(), host = hostFacts() }) {
  return {
    date: date.toISOString(),
    host: {
      cores: host.cores,
      cpu: host.model ?? null,
      freshPageMicroseconds: Math.round(host.pageMicroseconds * 10) / 10,
    },
    commit,
    uncommittedChanges: changed,
    command,
    figures,
  };
}

/** Appends a finished run to `root`'s history (the folder is made on a fresh clone) and answers the line written. */
export function recordBenchRun(root, { command, figures }) {
  const run = benchRun({ command, figures, commit: headCommit(root), changed: workTreeChanged(root) });
  const file = join(root, benchHistoryPath);
  mkdirSync(dirname(file), { recursive: true });
  appendFileSync(file, `${JSON.stringify(run)}\n`);
  return run;
}

/** Every run of a history file, oldest first. */
export function readBenchHistory(file) {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line));
}
