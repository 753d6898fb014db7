export interface JunitTotals {
  passed: number;
  failed: number;
  skipped: number;
}

export function junitTotals(xml: string): JunitTotals;

export function formatTotals(totals: JunitTotals): string;
