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
