const counted = ['tests', 'failures', 'errors', 'skipped'];

/**
 * The test counts of a JUnit report, summed over its <testsuite> elements (Vitest's root element carries no skipped
 * count; Playwright's and Vitest's suites both carry all four).
 */
export function junitTotals(xml) {
  const totals = { tests: 0, failures: 0, errors: 0, skipped: 0 };
  for (const [suite] of xml.matchAll(/<testsuite\s[^>]*>/g)) {
    for (const name of counted) {
      const value = new RegExp(`\\s${name}="(\\d+)"`).exec(suite)?.[1];
      totals[name] += value === undefined ? 0 : Number(value);
    }
  }
  const failed = totals.failures + totals.errors;
  return { passed: totals.tests - failed - totals.skipped, failed, skipped: totals.skipped };
}

/** `N passed, N failed`, then the skipped ones if any: the line npm test and npm run qa end with. */
export function formatTotals({ passed, failed, skipped }) {
  const skippedPart = skipped === 0 ? '' : ` (${skipped} skipped)`;
  return `${passed} passed, ${failed} failed${skippedPart}`;
}

/**
 * How long a report's tests ran: the number of test cases that ran (skipped ones aside) and the sum of their `time`
 * attributes in seconds. Each test's own time, so parallel workers do not shorten it.
 */
export function junitTestTime(xml) {
  let tests = 0;
  let seconds = 0;
  for (const [, attributes, body = ''] of xml.matchAll(/<testcase\s([^>]*?)(?:\/>|>([\s\S]*?)<\/testcase>)/g)) {
    if (/<skipped\b/.test(body)) continue;
    tests += 1;
    seconds += Number(/\stime="([\d.]+)"/.exec(` ${attributes}`)?.[1] ?? 0);
  }
  return { tests, seconds };
}

/** `e2e: N tests, X s per test on average (budget: B s, met)`, the figure npm test prints before its counts. */
export function formatAverageTime(label, { tests, seconds }, budgetSeconds) {
  if (tests === 0) return `${label}: no test ran`;
  const average = seconds / tests;
  const verdict = average <= budgetSeconds ? 'met' : 'missed';
  return `${label}: ${tests} tests, ${average.toFixed(1)} s per test on average (budget ${budgetSeconds} s: ${verdict})`;
}
