import { describe, expect, it } from 'vitest';
import { formatAverageTime, formatTotals, junitTestTime, junitTotals } from './junit-totals.mjs';

describe('the test counts of a JUnit report', () => {
  it("sum Vitest's suites, whose root carries no skipped count", () => {
    const xml = `<?xml version="1.0" encoding="UTF-8" ?>
<testsuites name="vitest tests" tests="7" failures="1" errors="0" time="1.0">
    <testsuite name="a.test.ts" timestamp="2026-11-23T12:11:06.206Z" hostname="vm" tests="4" failures="1" errors="0" skipped="1" time="0.04">
        <testcase classname="a.test.ts" name="works" time="0.01"></testcase>
    </testsuite>
    <testsuite name="b.test.ts" timestamp="2026-11-23T12:11:06.206Z" hostname="vm" tests="3" failures="0" errors="1" skipped="0" time="0.04">
    </testsuite>
</testsuites>`;
    expect(junitTotals(xml)).toEqual({ passed: 4, failed: 2, skipped: 1 });
  });

  it("sum Playwright's suites, attributes in its order", () => {
    const xml = `<testsuites id="" name="" tests="5" failures="0" skipped="2" errors="0" time="3.2">
<testsuite name="x.spec.ts" timestamp="t" hostname="desktop-chromium" tests="3" failures="0" skipped="1" time="1" errors="0">
<testcase name="the catalogue home › shows the banner" classname="x.spec.ts" time="5.06"></testcase>
</testsuite>
<testsuite name="x.spec.ts" timestamp="t" hostname="mobile-chromium" tests="2" failures="0" skipped="1" time="1" errors="0">
</testsuite>
</testsuites>`;
    expect(junitTotals(xml)).toEqual({ passed: 3, failed: 0, skipped: 2 });
  });

  it('count nothing in a report without suites', () => {
    expect(junitTotals('<testsuites tests="0"></testsuites>')).toEqual({ passed: 0, failed: 0, skipped: 0 });
  });
});

describe('the totals line', () => {
  it('counts passed and failed, and the skipped ones only when there are some', () => {
    expect(formatTotals({ passed: 957, failed: 0, skipped: 0 })).toBe('957 passed, 0 failed');
    expect(formatTotals({ passed: 3, failed: 1, skipped: 2 })).toBe('3 passed, 1 failed (2 skipped)');
  });
});

describe("the time a JUnit report's tests took", () => {
  const xml = `<testsuites tests="4">
<testsuite name="x.spec.ts" tests="4" failures="1" skipped="1" time="9" errors="0">
<testcase name="a" classname="x.spec.ts" time="5.5"></testcase>
<testcase name="b" classname="x.spec.ts" time="2.5">
<failure message="no">at x</failure>
</testcase>
<testcase name="c" classname="x.spec.ts" time="0">
<skipped/>
</testcase>
<testcase name="d" classname="x.spec.ts" time="1"/>
</testsuite>
</testsuites>`;

  it('sums the times of the tests that ran, skipped ones aside', () => {
    expect(junitTestTime(xml)).toEqual({ tests: 3, seconds: 9 });
  });

  it('prints the average against its budget', () => {
    expect(formatAverageTime('e2e', junitTestTime(xml), 2)).toBe(
      'e2e: 3 tests, 3.0 s per test on average (budget 2 s: missed)',
    );
    expect(formatAverageTime('e2e', { tests: 4, seconds: 6 }, 2)).toBe(
      'e2e: 4 tests, 1.5 s per test on average (budget 2 s: met)',
    );
    expect(formatAverageTime('e2e', { tests: 0, seconds: 0 }, 2)).toBe('e2e: no test ran');
  });
});
