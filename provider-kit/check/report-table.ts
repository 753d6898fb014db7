import type { CallCheck } from '../verdict';
import type { CheckResult } from './run-check';
import { summarise, summaryLine, violationText } from './summary';
import { unicodeEscape } from './unicode-escape';

const resultOf = (row: CallCheck): string => (row.violations.length === 0 ? 'pass' : `FAIL ${row.violations.length}`);

/**
 * A line as the terminal may show it: a provider's texts reach the table, and their control characters (an escape
 * sequence, a NUL, a line break) would act on the terminal, so each is written as its escape, \u001b.
 */
export const printable = (line: string): string =>
  // eslint-disable-next-line no-control-regex
  line.replaceAll(/[\u0000-\u001F\u007F-\u009F]/g, unicodeEscape);

function columns(lines: readonly (readonly string[])[]): string[] {
  const widths = lines[0]?.map((_, index) => Math.max(...lines.map((line) => (line[index] ?? '').length))) ?? [];
  return lines.map((line) =>
    line
      .map((cell, index) => (index === line.length - 1 ? cell : cell.padEnd(widths[index] ?? 0)))
      .join('  ')
      .trimEnd(),
  );
}

/** The terminal's verdict: one line a row, the advisories apart, the calls not sent, and the summary. */
export function renderTable(result: CheckResult): string {
  const header = ['call', 'what', 'checks', 'result', 'first violation'];
  const body = result.rows.map((row) => [
    row.call,
    row.name,
    String(row.checks),
    resultOf(row),
    row.violations[0] === undefined ? '' : violationText(row.violations[0]),
  ]);
  const out = [`provider:check ${result.host} (origin ${result.origin})`, '', ...columns([header, ...body])];
  if (result.advisories.length > 0) {
    out.push('', 'Security advisories (they do not fail the check):');
    for (const advisory of result.advisories) {
      out.push(`  ${advisory.id}  ${advisory.call}`, `    reason: ${advisory.reason}`, `    risk:   ${advisory.risk}`);
    }
  }
  if (result.notChecked.length > 0) {
    out.push('', 'Not sent:');
    for (const skipped of result.notChecked) out.push(`  ${skipped.call}: ${skipped.reason}`);
  }
  out.push('', summaryLine(summarise(result)));
  return `${out.map(printable).join('\n')}\n`;
}
