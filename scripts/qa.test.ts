import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { scenarios } from '../scenarios';
import { junitTotals } from './lib/junit-totals.mjs';
import { checkScenarioNames, parseQaOptions, parseShard } from './lib/qa-options.mjs';
import { mergeCommand, replayCommand, suiteFile } from './lib/qa-playwright.mjs';
import { formatScenarioList } from './lib/scenario-list.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

// Vitest marks its own environment (NODE_ENV=test, VITEST_*): the storefront build a replay makes must not inherit it.
const replayEnv = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && !name.startsWith('VITEST')),
);

const running = new Set<ChildProcess>();

/** Runs qa.mjs as `npm run qa -- ...args` does and resolves with its exit code and output once it ends. */
function qa(...args: string[]): Promise<Finished> {
  const child = spawn(process.execPath, ['scripts/qa.mjs', ...args], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: replayEnv,
  });
  running.add(child);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => {
    child.once('close', (code) => {
      running.delete(child);
      resolve({ code, stdout, stderr });
    });
  });
}

afterEach(() => {
  // A run cut short by its test's timeout: SIGTERM lets qa.mjs stop Playwright, which stops its web server.
  for (const child of running) child.kill('SIGTERM');
});

describe('parseQaOptions', () => {
  it('replays every suite by default, into the default report folder', () => {
    expect(parseQaOptions([])).toEqual({
      command: 'run',
      scenarios: [],
      shard: undefined,
      reportDir: undefined,
      scenariosDirs: [],
    });
  });

  it('takes --scenario again and again, each name once, with a shard and a report folder', () => {
    expect(
      parseQaOptions([
        '--scenario',
        'login-429',
        '--scenario=expired-payment',
        '--scenario',
        'login-429',
        '--shard',
        '2/4',
        '--report-dir',
        'out',
        '--scenarios-dir',
        'team/scenarios',
      ]),
    ).toEqual({
      command: 'run',
      scenarios: ['login-429', 'expired-payment'],
      shard: { current: 2, total: 4 },
      reportDir: 'out',
      scenariosDirs: ['team/scenarios'],
    });
  });

  it('reads --list, --merge and --help', () => {
    expect(parseQaOptions(['--list'])).toEqual({ command: 'list', scenariosDirs: [] });
    expect(parseQaOptions(['--list', '--scenarios-dir', 'team'])).toEqual({ command: 'list', scenariosDirs: ['team'] });
    expect(parseQaOptions(['--merge', 'blobs'])).toEqual({ command: 'merge', blobDir: 'blobs', reportDir: undefined });
    expect(parseQaOptions(['--merge', 'blobs', '--report-dir', 'out'])).toMatchObject({ reportDir: 'out' });
    expect(parseQaOptions(['--help'])).toEqual({ command: 'help' });
    expect(parseQaOptions(['-h', '--shard', 'nonsense'])).toEqual({ command: 'help' });
  });

  it.each([
    [['--bogus'], /Unknown option '--bogus'/],
    [['login-429'], /Unexpected argument 'login-429'/],
    [['--scenario'], /--scenario <value>' argument missing/],
    [['--list', '--scenario', 'login-429'], /--list goes alone/],
    [['--list', '--report-dir', 'out'], /--list goes alone/],
    [['--merge', 'blobs', '--shard', '1/2'], /cannot go with --scenario, --shard or --scenarios-dir/],
    [['--merge', 'blobs', '--scenario', 'login-429'], /cannot go with --scenario, --shard or --scenarios-dir/],
    [['--merge', 'blobs', '--scenarios-dir', 'team'], /cannot go with --scenario, --shard or --scenarios-dir/],
    [['--scenarios-dir', ''], /--scenarios-dir needs a folder/],
    [['--merge', ''], /--merge needs a folder/],
    [['--report-dir', ' '], /--report-dir needs a folder/],
    [['--shard', '5/4'], /--shard must be I\/N/],
  ])('refuses %j', (argv, message) => {
    expect(() => parseQaOptions(argv)).toThrow(message);
  });
});

describe('parseShard', () => {
  it.each([
    ['1/1', { current: 1, total: 1 }],
    ['2/4', { current: 2, total: 4 }],
    ['4/4', { current: 4, total: 4 }],
    ['10/12', { current: 10, total: 12 }],
  ])('reads %s', (value, shard) => {
    expect(parseShard(value)).toEqual(shard);
  });

  it.each([['0/4'], ['5/4'], ['1/0'], ['0/0'], ['-1/4'], ['2-4'], ['2/'], ['/4'], ['a/b'], ['2/4/6'], [' 2/4'], ['']])(
    'refuses "%s"',
    (value) => {
      expect(() => parseShard(value)).toThrow(`--shard must be I/N with 1 <= I <= N, such as 2/4, not "${value}"`);
    },
  );
});

describe('checkScenarioNames', () => {
  const known = ['default', 'login-429', 'expired-payment'];

  it('accepts known names', () => {
    expect(() => checkScenarioNames(['login-429', 'default'], known)).not.toThrow();
  });

  it('names every unknown one and every known one', () => {
    expect(() => checkScenarioNames(['login-429', 'nope', 'login-4299'], known)).toThrow(
      'Unknown scenarios "nope", "login-4299". The scenarios are: default, login-429, expired-payment',
    );
    expect(() => checkScenarioNames(['nope'], known)).toThrow('Unknown scenario "nope". The scenarios are:');
  });
});

describe('the Playwright commands', () => {
  const intoHtmlAndJunit = {
    env: {
      PLAYWRIGHT_HTML_OUTPUT_DIR: '/r/html',
      PLAYWRIGHT_HTML_OPEN: 'never',
      PLAYWRIGHT_JUNIT_OUTPUT_FILE: '/r/junit.xml',
    },
    reports: { html: '/r/html', junit: '/r/junit.xml' },
  };

  it('replay suites into an HTML and a JUnit report of their own, test results beside them, without the demo', () => {
    expect(replayCommand({ suites: [suiteFile('login-429')], shard: undefined, reportDir: '/r' })).toEqual({
      args: [
        'test',
        'e2e/scenarios/login-429.spec.ts',
        '--output',
        '/r/test-results',
        '--trace=retain-on-failure',
        '--reporter=list,html,junit',
      ],
      env: { ...intoHtmlAndJunit.env, E2E_WITHOUT_DEMO: 'true' },
      reports: intoHtmlAndJunit.reports,
    });
  });

  it("hand a team's scenario folders to the simulators the suites start, whether sharded or not", () => {
    const folders = { scenariosDirs: ['/team/a', '/team/b'], reportDir: '/r', suites: ['e2e/scenarios/'] };
    expect(replayCommand({ ...folders, shard: undefined }).env).toMatchObject({
      GIFTSTORE_SCENARIOS_DIRS: `/team/a${delimiter}/team/b`,
    });
    expect(replayCommand({ ...folders, shard: { current: 1, total: 2 } }).env).toMatchObject({
      GIFTSTORE_SCENARIOS_DIRS: `/team/a${delimiter}/team/b`,
    });
  });

  it('run a shard into a blob report named after it, so that shards gathered in one folder do not collide', () => {
    const command = replayCommand({ suites: ['e2e/scenarios/'], shard: { current: 2, total: 4 }, reportDir: '/r' });
    expect(command.args).toEqual([
      'test',
      'e2e/scenarios/',
      '--output',
      '/r/test-results',
      '--trace=retain-on-failure',
      '--shard=2/4',
      '--reporter=list,blob',
    ]);
    expect(command.env).toEqual({ PLAYWRIGHT_BLOB_OUTPUT_FILE: '/r/blob/report-2-of-4.zip', E2E_WITHOUT_DEMO: 'true' });
    expect(command.reports).toEqual({ blob: '/r/blob/report-2-of-4.zip' });
  });

  it('merge blob reports into one HTML and one JUnit report', () => {
    expect(mergeCommand({ blobDir: '/blobs', reportDir: '/r' })).toEqual({
      args: ['merge-reports', '--reporter=html,junit', '/blobs'],
      ...intoHtmlAndJunit,
    });
  });
});

describe('formatScenarioList', () => {
  const rows = [
    { name: 'default', description: 'the standard seed: 80 products, the seed users, unused codes, no orders' },
    { name: 'login-429', description: 'every sign-in answers 429' },
  ];

  it('aligns the descriptions, one line each without a width', () => {
    expect(formatScenarioList(rows, undefined)).toBe(
      [
        '  default    the standard seed: 80 products, the seed users, unused codes, no orders',
        '  login-429  every sign-in answers 429',
      ].join('\n'),
    );
  });

  it('wraps a description under itself to fit the width', () => {
    expect(formatScenarioList(rows, 50)).toBe(
      [
        '  default    the standard seed: 80 products, the',
        '             seed users, unused codes, no orders',
        '  login-429  every sign-in answers 429',
      ].join('\n'),
    );
  });

  it('keeps a readable column in a very narrow terminal', () => {
    const lines = formatScenarioList(rows, 20).split('\n');
    expect(lines[0]).toBe('  default    the standard seed: 80');
  });
});

describe('npm run qa', () => {
  it('--list prints every scenario with its description', async () => {
    const { code, stdout } = await qa('--list');
    expect(code).toBe(0);
    expect(stdout).toContain(`${scenarios.length} scenarios; replay one with npm run qa -- --scenario NAME`);
    const lines = stdout.split('\n');
    for (const { name, description } of scenarios) {
      const line = lines.find((candidate) => candidate.startsWith(`  ${name} `));
      expect(line, name).toMatch(new RegExp(`^  ${name} +`));
      expect(line, name).toContain(description);
    }
  });

  it("--list with --scenarios-dir adds a team's scenarios, marking those without a suite; a broken file stops it", async () => {
    const team = await mkdtemp(join(tmpdir(), 'qa-team-'));
    try {
      await writeFile(
        join(team, 'team-home-down.json'),
        JSON.stringify({ description: 'The home call answers 503 for this team.' }),
      );
      const listed = await qa('--list', '--scenarios-dir', team);
      expect(listed.code).toBe(0);
      expect(listed.stdout).toContain(`${scenarios.length + 1} scenarios`);
      expect(listed.stdout).toMatch(
        /^ {2}team-home-down +The home call answers 503 for this team\. \[no replay suite yet: e2e\/scenarios\/team-home-down\.spec\.ts\]$/m,
      );

      await writeFile(
        join(team, 'team-broken.json'),
        JSON.stringify({ description: 'Broken on purpose for this test.', rules: 7 }),
      );
      const broken = await qa('--list', '--scenarios-dir', team);
      expect(broken.code).toBe(2);
      expect(broken.stderr).toMatch(/team-broken\.json: \/rules: must be array/);
    } finally {
      await rm(team, { recursive: true, force: true });
    }
  });

  it('stops on an unknown scenario before anything runs, naming the known ones', async () => {
    const { code, stdout, stderr } = await qa('--scenario', 'login-429', '--scenario', 'no-such-scenario');
    expect(code).toBe(2);
    const known = scenarios.map(({ name }) => name).join(', ');
    expect(stderr).toContain(`Unknown scenario "no-such-scenario". The scenarios are: ${known}\n`);
    expect(stderr).toContain('Usage: npm run qa');
    expect(stdout).not.toMatch(/Running \d+ tests?/);
  });

  it.each([[['--shard', '3/2']], [['--frobnicate']], [['--list', '--shard', '1/2']]])(
    'exits 2 with the usage for %j',
    async (args) => {
      const { code, stderr } = await qa(...args);
      expect(code).toBe(2);
      expect(stderr).toContain('Usage: npm run qa');
    },
  );

  it('--help lists the flags', async () => {
    const { code, stdout } = await qa('--help');
    expect(code).toBe(0);
    for (const flag of ['--list', '--scenario NAME', '--shard I/N', '--merge DIR', '--report-dir DIR', '--help']) {
      expect(stdout).toContain(flag);
    }
  });

  it('exits 2 naming a --scenarios-dir folder that does not exist', async () => {
    const missing = join(tmpdir(), 'qa-no-such-folder');
    const { code, stderr } = await qa('--list', '--scenarios-dir', missing);
    expect(code).toBe(2);
    expect(stderr).toContain(`Scenario files that cannot be loaded:\n  ${missing}: no such file or folder`);
  });

  it('exits 2 when --merge finds no blob report', async () => {
    const empty = await mkdtemp(join(tmpdir(), 'qa-no-blobs-'));
    try {
      const { code, stderr } = await qa('--merge', empty);
      expect(code).toBe(2);
      expect(stderr).toContain(`--merge: no blob reports (.zip files) in ${empty}`);
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });
});

describe('npm run qa replaying a scenario', { timeout: 180_000 }, () => {
  let parent: string;

  /** Checks that the run or merge wrote the HTML and JUnit reports in `reportDir` and printed where they are. */
  function expectReports(reportDir: string, stdout: string): void {
    const html = join(reportDir, 'html');
    const junit = join(reportDir, 'junit.xml');
    expect(stdout).toContain(`HTML report: ${html}\nOpen it with: npx playwright show-report ${html}`);
    expect(existsSync(join(html, 'index.html'))).toBe(true);
    expect(stdout).toContain(`JUnit report: ${junit}`);
    const report = readFileSync(junit, 'utf8');
    expect(report).toContain('hostname="desktop-chromium"');
    expect(report).toContain('hostname="mobile-chromium"');
    const totals = junitTotals(report);
    expect(totals.failed).toBe(0);
    expect(stdout).toContain(`${totals.passed} passed, 0 failed`);
  }

  beforeAll(async () => {
    parent = await mkdtemp(join(tmpdir(), 'qa-report-'));
  });

  afterAll(async () => {
    await rm(parent, { recursive: true, force: true });
  });

  it('runs its suite on desktop and mobile and prints where the HTML report is', async () => {
    const reportDir = join(parent, 'run');
    const replay = await qa('--scenario', 'login-429', '--report-dir', reportDir);
    expect(replay.code, replay.stdout + replay.stderr).toBe(0);
    expectReports(reportDir, replay.stdout);
  });

  // Two commands: the shard's run, then the merge.
  it(
    'runs a shard into a blob report, which --merge turns into one HTML and one JUnit report',
    { timeout: 240_000 },
    async () => {
      const reportDir = join(parent, 'shards');
      const blob = join(reportDir, 'blob', 'report-1-of-1.zip');
      const shard = await qa('--scenario', 'login-429', '--shard', '1/1', '--report-dir', reportDir);
      expect(shard.code, shard.stdout + shard.stderr).toBe(0);
      expect(shard.stdout).toContain(`Blob report: ${blob}`);
      expect(shard.stdout).not.toContain('HTML report:');
      expect(existsSync(blob)).toBe(true);

      const merged = await qa('--merge', join(reportDir, 'blob'), '--report-dir', reportDir);
      expect(merged.code, merged.stdout + merged.stderr).toBe(0);
      expectReports(reportDir, merged.stdout);
    },
  );
});
