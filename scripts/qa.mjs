import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBrowser } from './lib/ensure-browser.mjs';
import { ensureDependencies } from './lib/ensure-deps.mjs';
import { formatTotals, junitTotals } from './lib/junit-totals.mjs';
import { optionsOrRefuse, refuseArguments } from './lib/parse-flags.mjs';
import { checkScenarioNames, parseQaOptions, QaOptionsError, qaUsage } from './lib/qa-options.mjs';
import { mergeCommand, replayCommand, suiteFile, suiteFolder } from './lib/qa-playwright.mjs';
import { scenarioCatalogueOrExit } from './lib/scenario-catalogue.mjs';
import { formatScenarioList } from './lib/scenario-list.mjs';
import { typedPath } from './lib/typed-path.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

const badArguments = (message) => refuseArguments(message, qaUsage);

const hasSuite = (name) => existsSync(join(root, suiteFile(name)));

function shellWord(text) {
  return /^[\w@%+=:,./-]+$/.test(text) ? text : `'${text.replaceAll("'", `'\\''`)}'`;
}

/**
 * Runs Playwright's CLI with `node`, not `npx`, so that one PID owns it. In a process group of its own, it receives a
 * terminal's Ctrl-C once (forwarded from here) rather than twice, which would stop it before it stops its web server.
 */
function playwright({ args, env }) {
  const cli = createRequire(import.meta.url).resolve('@playwright/test/cli');
  const child = spawn(process.execPath, [cli, ...args], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...env },
    detached: true,
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  return new Promise((resolveExit) => {
    child.once('error', (error) => {
      console.error(`Playwright could not start: ${error.message}`);
      resolveExit(1);
    });
    child.once('exit', (code) => resolveExit(code ?? 1));
  });
}

/**
 * Runs a Playwright command, says where its reports are and answers its exit code; the reports of an earlier run go
 * first, so that none is taken for this run's.
 */
async function runAndReport(command) {
  const { html, junit, blob } = command.reports;
  for (const report of [html, junit, blob]) if (report !== undefined) rmSync(report, { recursive: true, force: true });
  const exitCode = await playwright(command);

  console.log('');
  if (blob !== undefined) {
    if (existsSync(blob)) {
      console.log(`Blob report: ${blob}`);
      console.log("Gather every shard's blob report in one folder, then: npm run qa -- --merge DIR");
    } else console.error('No blob report was written.');
  }
  if (html !== undefined) {
    if (existsSync(join(html, 'index.html'))) {
      console.log(`HTML report: ${html}`);
      console.log(`Open it with: npx playwright show-report ${shellWord(html)}`);
    } else console.error('No HTML report was written.');
  }
  if (junit !== undefined && existsSync(junit)) {
    console.log(`JUnit report: ${junit}`);
    console.log(formatTotals(junitTotals(readFileSync(junit, 'utf8'))));
  }
  return exitCode;
}

async function list({ scenariosDirs }) {
  const scenarios = await scenarioCatalogueOrExit(scenariosDirs);
  const rows = scenarios.map(({ name, description }) => ({
    name,
    description: hasSuite(name) ? description : `${description} [no replay suite yet: ${suiteFile(name)}]`,
  }));
  console.log(`${scenarios.length} scenarios; replay one with npm run qa -- --scenario NAME\n`);
  console.log(formatScenarioList(rows, process.stdout.isTTY ? process.stdout.columns : undefined));
}

async function merge({ blobDir, reportDir }) {
  const blobs = existsSync(blobDir) ? readdirSync(blobDir).filter((file) => file.endsWith('.zip')) : [];
  if (blobs.length === 0) badArguments(`--merge: no blob reports (.zip files) in ${blobDir}`);
  console.log(`Merging ${blobs.length} blob report${blobs.length === 1 ? '' : 's'} from ${blobDir}`);
  return runAndReport(mergeCommand({ blobDir, reportDir }));
}

/** The suites to hand Playwright: the named scenarios' (each known and written), or the whole folder. */
async function suitesToReplay(names, scenariosDirs) {
  if (names.length === 0) {
    const written = existsSync(join(root, suiteFolder)) ? readdirSync(join(root, suiteFolder)) : [];
    if (!written.some((file) => file.endsWith('.spec.ts'))) {
      console.error(`No replay suites yet: ${suiteFolder} holds none.`);
      process.exit(1);
    }
    return [suiteFolder];
  }
  const scenarios = await scenarioCatalogueOrExit(scenariosDirs);
  try {
    checkScenarioNames(
      names,
      scenarios.map(({ name }) => name),
    );
  } catch (error) {
    if (!(error instanceof QaOptionsError)) throw error;
    badArguments(error.message);
  }
  const missing = names.filter((name) => !hasSuite(name));
  if (missing.length > 0) {
    console.error(`No replay suite yet for ${missing.join(', ')}: expected ${missing.map(suiteFile).join(', ')}`);
    process.exit(1);
  }
  return names.map(suiteFile);
}

async function replay({ scenarios, shard, reportDir, scenariosDirs }) {
  const suites = await suitesToReplay(scenarios, scenariosDirs);
  if (!ensureBrowser(root)) {
    console.error('No browser for Playwright: cannot replay.');
    process.exit(1);
  }
  return runAndReport(replayCommand({ suites, shard, reportDir, scenariosDirs }));
}

const options = optionsOrRefuse(parseQaOptions, QaOptionsError, qaUsage);
if (options.command === 'help') {
  console.log(qaUsage);
  process.exit(0);
}
if (!ensureDependencies(root)) {
  console.error('npm ci failed: cannot replay.');
  process.exit(1);
}
// Absolute, since the simulators that read them run in Playwright's workers.
const scenariosDirs = options.command === 'merge' ? [] : options.scenariosDirs.map(typedPath);
if (options.command === 'list') {
  await list({ scenariosDirs });
  process.exit(0);
}
const reportDir = options.reportDir === undefined ? join(root, 'qa-report') : typedPath(options.reportDir);
process.exit(
  options.command === 'merge'
    ? await merge({ blobDir: typedPath(options.blobDir), reportDir })
    : await replay({ ...options, reportDir, scenariosDirs }),
);
