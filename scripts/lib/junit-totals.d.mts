export interface JunitTotals {
  passed: number;
  failed: number;
  skipped: number;
}

export function junitTotals(xml: string): JunitTotals;

export function formatTotals(totals: JunitTotals): string;

export interface JunitTestTime {
  /** The test cases that ran (skipped ones aside). */
  tests: number;
  /** The sum of their own times. */
  seconds: number;
}

export function junitTestTime(xml: string): JunitTestTime;

export function formatAverageTime(label: string, time: JunitTestTime, budgetSeconds: number): string;
