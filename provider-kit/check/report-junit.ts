import type { CallCheck } from '../verdict';
import type { CheckResult } from './run-check';
import { summarise, violationText } from './summary';

/** Text as JUnit XML carries it. */
export const escapeXml = (text: string): string =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;')
    // XML 1.0 cannot carry most control characters, which a broken provider may send back.
    // eslint-disable-next-line no-control-regex
    .replaceAll(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, '');

function testcase(row: CallCheck): string {
  const name = escapeXml(`${row.call} ${row.name}`);
  const open = `    <testcase classname="provider-check.${row.suite}" name="${name}" time="${(row.durationMs / 1000).toFixed(3)}"`;
  if (row.violations.length === 0) return `${open}/>`;
  // One failure per testcase, as JUnit readers expect (many show only the first): the row's violations one per line.
  const texts = row.violations.map(violationText);
  const type = [...new Set(row.violations.map((violation) => violation.check))].join(',');
  const [first = ''] = texts;
  const message = texts.length === 1 ? first : `${texts.length} violations, the first: ${first}`;
  return [
    `${open}>`,
    `      <failure type="${escapeXml(type)}" message="${escapeXml(message)}">${escapeXml(texts.join('\n'))}</failure>`,
    '    </testcase>',
  ].join('\n');
}

/** JUnit XML for CI: each row a testcase, a row with violations a failure that lists them; advisories go in the suite's system-out. */
export function renderJunit(result: CheckResult): string {
  const summary = summarise(result);
  const time = result.rows.reduce((sum, row) => sum + row.durationMs, 0) / 1000;
  const advisories = result.advisories.map(
    (advisory) => `${advisory.id} ${advisory.call}: ${advisory.reason}. Risk: ${advisory.risk}`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="provider:check" tests="${summary.calls}" failures="${summary.failedRows}" time="${time.toFixed(3)}">`,
    `  <testsuite name="${escapeXml(result.host)}" tests="${summary.calls}" failures="${summary.failedRows}" errors="0" skipped="0" time="${time.toFixed(3)}">`,
    ...result.rows.map(testcase),
    `    <system-out>${escapeXml(advisories.join('\n'))}</system-out>`,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}
