import { parseFlags } from './parse-flags.mjs';
import { unknownScenariosMessage } from './scenario-catalogue.mjs';

export const qaUsage = `Usage: npm run qa -- [--scenario NAME ...] [--shard I/N] [--report-dir DIR] [--scenarios-dir DIR ...]
       npm run qa -- --merge DIR [--report-dir DIR]
       npm run qa -- --list [--scenarios-dir DIR ...]

Replays QA scenarios: runs their suites (e2e/scenarios/NAME.spec.ts) on desktop and mobile Chromium against a fresh
simulator and a fresh build of the storefront, then says where the reports are. Exits with Playwright's exit code.
  --list             list the scenarios with their descriptions
  --scenario NAME    replay this scenario's suite; repeatable (default: every suite in e2e/scenarios/)
  --shard I/N        run only the I-th of N parts (1 <= I <= N) and write a blob report, for CI machines that
                     each take one part
  --merge DIR        merge the blob reports in DIR (one per shard) into one HTML and one JUnit report
  --report-dir DIR   where the reports go (default: qa-report/): html/, junit.xml, blob/ and test-results/
  --scenarios-dir DIR  also offer the scenario files (*.json) of this folder to the simulator; repeatable (their
                     suites are e2e/scenarios/NAME.spec.ts too)
  --help             this text`;

/** Thrown for a command line qa.mjs cannot run with; its message says why. */
export class QaOptionsError extends Error {}

/** `I/N` as `{ current: I, total: N }`, the way Playwright's --shard reads it. */
export function parseShard(value) {
  const match = /^(\d+)\/(\d+)$/.exec(value);
  const [current, total] = match === null ? [Number.NaN, Number.NaN] : [Number(match[1]), Number(match[2])];
  if (!(current >= 1 && current <= total)) {
    throw new QaOptionsError(`--shard must be I/N with 1 <= I <= N, such as 2/4, not "${value}"`);
  }
  return { current, total };
}

function folder(flag, value) {
  if (value.trim() === '') throw new QaOptionsError(`--${flag} needs a folder`);
  return value;
}

/**
 * Parses qa.mjs's arguments into one of its commands: help, list, run (the named scenarios, none meaning every suite,
 * with an optional shard) or merge. Scenario names are checked against the catalogue apart (checkScenarioNames), since
 * reading it needs the installed dependencies.
 */
export function parseQaOptions(argv) {
  const values = parseFlags(
    argv,
    {
      list: { type: 'boolean', default: false },
      scenario: { type: 'string', multiple: true, default: [] },
      shard: { type: 'string' },
      merge: { type: 'string' },
      'report-dir': { type: 'string' },
      'scenarios-dir': { type: 'string', multiple: true, default: [] },
      help: { type: 'boolean', short: 'h', default: false },
    },
    QaOptionsError,
  );
  if (values.help) return { command: 'help' };

  const reportDir = values['report-dir'] === undefined ? undefined : folder('report-dir', values['report-dir']);
  const scenariosDirs = values['scenarios-dir'].map((value) => folder('scenarios-dir', value));
  const runFlags = values.scenario.length > 0 || values.shard !== undefined;
  if (values.list) {
    if (runFlags || values.merge !== undefined || reportDir !== undefined) {
      throw new QaOptionsError('--list goes alone (or with --scenarios-dir)');
    }
    return { command: 'list', scenariosDirs };
  }
  if (values.merge !== undefined) {
    if (runFlags || scenariosDirs.length > 0) {
      throw new QaOptionsError(
        '--merge merges reports already written: it cannot go with --scenario, --shard or --scenarios-dir',
      );
    }
    return { command: 'merge', blobDir: folder('merge', values.merge), reportDir };
  }
  return {
    command: 'run',
    scenarios: [...new Set(values.scenario)],
    shard: values.shard === undefined ? undefined : parseShard(values.shard),
    reportDir,
    scenariosDirs,
  };
}

/** Refuses any requested name the catalogue does not know, naming the ones it does. */
export function checkScenarioNames(requested, known) {
  const message = unknownScenariosMessage(requested, known);
  if (message !== undefined) throw new QaOptionsError(message);
}
