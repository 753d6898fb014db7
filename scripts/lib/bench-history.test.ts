import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import {
  benchCommand,
  benchHistoryPath,
  benchRun,
  headCommit,
  readBenchHistory,
  recordBenchRun,
  workTreeChanged,
  type BenchRun,
} from './bench-history.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const folders: string[] = [];
const freshFolder = () => {
  const folder = mkdtempSync(join(tmpdir(), 'bench-history-'));
  folders.push(folder);
  return folder;
};

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('a benchmark run as a line of history', () => {
  it('holds the date, the host, the commit, the command and the figures', () => {
    const run = benchRun({
      command: 'npm run bench:web',
      figures: { budgetsMissed: 0 },
      commit: 'a'.repeat(40),
      changed: true,
      date: new Date('2026-11-29T10:00:00Z'),
      host: { cores: 2, model: 'Intel Xeon', pageMicroseconds: 2.345 },
    });
    expect(run).toEqual({
      date: '2026-11-29T10:00:00.000Z',
      host: { cores: 2, cpu: 'Intel Xeon', freshPageMicroseconds: 2.3 },
      commit: 'a'.repeat(40),
      uncommittedChanges: true,
      command: 'npm run bench:web',
      figures: { budgetsMissed: 0 },
    });
  });

  it('says null for a CPU the platform does not name', () => {
    const host = { cores: 8, model: undefined, pageMicroseconds: 0.4 };
    expect(benchRun({ command: 'c', figures: {}, commit: null, host }).host.cpu).toBeNull();
  });

  it('writes the command as one would type it again', () => {
    expect(benchCommand('bench:web', [])).toBe('npm run bench:web');
    expect(benchCommand('bench:web', ['--route', '/login', '--runs', '3'])).toBe(
      'npm run bench:web -- --route /login --runs 3',
    );
    expect(benchCommand('bench:mock-server', ['--suite', '--only', 'PATCH /cart/'])).toBe(
      'npm run bench:mock-server -- --suite --only "PATCH /cart/"',
    );
  });
});

describe('the history file', () => {
  it('gets one JSON line per run, appended, in a folder made on first use', () => {
    const folder = freshFolder();
    recordBenchRun(folder, { command: 'npm run bench:mock-server', figures: { budgetMet: true } });
    recordBenchRun(folder, { command: 'npm run bench:mock-server -- --suite', figures: { budgetMet: false } });
    const runs = readBenchHistory(join(folder, benchHistoryPath));
    expect(runs.map(({ command, figures }) => [command, figures])).toEqual([
      ['npm run bench:mock-server', { budgetMet: true }],
      ['npm run bench:mock-server -- --suite', { budgetMet: false }],
    ]);
    expect(runs[0]?.host.cores).toBeGreaterThan(0);
    expect(runs[0]?.host.freshPageMicroseconds).toBeGreaterThan(0);
  });

  it('names no commit outside a git work tree, and HEAD inside one', () => {
    expect(headCommit(freshFolder())).toBeNull();
    expect(headCommit(root) ?? 'no git here').toMatch(/^([0-9a-f]{40}|no git here)$/);
  });

  it('tells a run on changed code from one on its commit, the history itself left out', () => {
    const folder = freshFolder();
    const git = (...args: string[]) => spawnSync('git', args, { cwd: folder, encoding: 'utf8' });
    expect(workTreeChanged(folder)).toBeNull();
    git('init', '-q');
    git('-c', 'user.name=Bench', '-c', 'user.email=bench@example.com', 'commit', '-q', '--allow-empty', '-m', 'Start');
    recordBenchRun(folder, { command: 'npm run bench:web', figures: {} });
    expect(workTreeChanged(folder)).toBe(false);
    writeFileSync(join(folder, 'page.tsx'), 'export {};\n');
    expect(workTreeChanged(folder)).toBe(true);
  });

  it("holds the project's runs, each line a run of a bench command", () => {
    const runs: BenchRun[] = readBenchHistory(join(root, benchHistoryPath));
    expect(runs.length).toBeGreaterThan(0);
    for (const run of runs) {
      expect(Object.keys(run)).toEqual(['date', 'host', 'commit', 'uncommittedChanges', 'command', 'figures']);
      expect(Number.isNaN(Date.parse(run.date)), run.date).toBe(false);
      expect(Object.keys(run.host)).toEqual(['cores', 'cpu', 'freshPageMicroseconds']);
      expect(run.commit ?? 'none').toMatch(/^([0-9a-f]{40}|none)$/);
      expect(run.command).toMatch(/^npm run bench:(web|mock-server)( -- .+)?$/);
      expect(typeof run.figures).toBe('object');
    }
  });
});
