import { delimiter, join } from 'node:path';

/** Where the replay suites are, one a scenario, relative to the repository root. */
export const suiteFolder = 'e2e/scenarios/';

/** The replay suite of a scenario, relative to the repository root. */
export const suiteFile = (name) => `${suiteFolder}${name}.spec.ts`;

/** What a qa run writes below its report folder. */
export function qaReportPaths(reportDir) {
  return {
    html: join(reportDir, 'html'),
    junit: join(reportDir, 'junit.xml'),
    blobDir: join(reportDir, 'blob'),
    testResults: join(reportDir, 'test-results'),
  };
}

// The reporters are given on the command line and placed through Playwright's environment variables, so that a replay
// neither overwrites npm run test:e2e's reports nor needs a configuration of its own. The HTML reporter would open a
// browser after a failure unless told not to.
const htmlAndJunit = (paths) => ({
  PLAYWRIGHT_HTML_OUTPUT_DIR: paths.html,
  PLAYWRIGHT_HTML_OPEN: 'never',
  PLAYWRIGHT_JUNIT_OUTPUT_FILE: paths.junit,
});

/**
 * The Playwright command line (after the CLI) and environment that replay `suites` (files or folders), and the reports
 * it writes: an HTML and a JUnit report, or with a shard only that shard's blob report. Each shard's blob has a name
 * of its own, so that the blobs of all shards can be gathered in one folder and merged.
 */
export function replayCommand({ suites, shard, reportDir, scenariosDirs = [] }) {
  const paths = qaReportPaths(reportDir);
  // Replays never open the demo: playwright.config.ts then neither builds nor serves it, seconds saved on every replay.
  const withoutDemo = { E2E_WITHOUT_DEMO: 'true' };
  // QA's reports keep the trace of every failed replay; npm test records none (playwright.config.ts says why).
  const args = ['test', ...suites, '--output', paths.testResults, '--trace=retain-on-failure'];
  // The e2e fixtures start each worker's simulator with these folders too (e2e/support/simulator-server.ts).
  const scenarios = scenariosDirs.length === 0 ? {} : { GIFTSTORE_SCENARIOS_DIRS: scenariosDirs.join(delimiter) };
  if (shard === undefined) {
    return {
      args: [...args, '--reporter=list,html,junit'],
      env: { ...htmlAndJunit(paths), ...withoutDemo, ...scenarios },
      reports: { html: paths.html, junit: paths.junit },
    };
  }
  const blob = join(paths.blobDir, `report-${shard.current}-of-${shard.total}.zip`);
  return {
    args: [...args, `--shard=${shard.current}/${shard.total}`, '--reporter=list,blob'],
    // An output file, not a folder: Playwright empties a blob folder it is given, which would drop the other shards.
    env: { PLAYWRIGHT_BLOB_OUTPUT_FILE: blob, ...withoutDemo, ...scenarios },
    reports: { blob },
  };
}

/** The Playwright command line and environment that merge the blob reports in `blobDir` into one HTML and JUnit report. */
export function mergeCommand({ blobDir, reportDir }) {
  const paths = qaReportPaths(reportDir);
  return {
    args: ['merge-reports', '--reporter=html,junit', blobDir],
    env: htmlAndJunit(paths),
    reports: { html: paths.html, junit: paths.junit },
  };
}
