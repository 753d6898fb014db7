import type { Violation } from '../verdict';
import type { CheckResult } from './run-check';

export interface Summary {
  calls: number;
  failedRows: number;
  violations: number;
  advisories: number;
}

export function summarise(result: Pick<CheckResult, 'rows' | 'advisories'>): Summary {
  return {
    calls: result.rows.length,
    failedRows: result.rows.filter((row) => row.violations.length > 0).length,
    violations: result.rows.reduce((sum, row) => sum + row.violations.length, 0),
    advisories: result.advisories.length,
  };
}

/** 0 when every row conforms, 1 when any broke its contract; advisories never change it. */
export const exitCodeOf = (summary: Summary): 0 | 1 => (summary.violations > 0 ? 1 : 0);

export const summaryLine = (summary: Summary): string =>
  `${summary.calls} calls checked, ${summary.violations} violation${summary.violations === 1 ? '' : 's'}, ${summary.advisories} advisor${summary.advisories === 1 ? 'y' : 'ies'}`;

/** A violation on one line, its JSON Pointer first (once: body messages start with it already). */
export function violationText(violation: Violation): string {
  const { check, pointer, message } = violation;
  if (pointer === undefined || (pointer !== '' && message.startsWith(`${pointer} `))) return `[${check}] ${message}`;
  return `[${check}] ${pointer === '' ? '(root)' : pointer} ${message}`;
}
