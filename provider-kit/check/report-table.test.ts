import { describe, expect, it } from 'vitest';
import { renderTable } from './report-table';
import { exitCodeOf, summarise, violationText as describeViolation } from './summary';
import { sampleResult } from '../testing/sample-result';

describe('the terminal table', () => {
  it('gives each row its call, checks, result and first violation, then advisories and the summary', () => {
    const lines = renderTable(sampleResult()).split('\n');
    expect(lines[0]).toBe('provider:check http://127.0.0.1:9090 (origin http://localhost:5173)');
    expect(lines[2]).toMatch(/^call\s+what\s+checks\s+result\s+first violation$/);
    expect(lines[3]).toMatch(/^GET \/home\/\s+anonymous\s+5\s+pass$/);
    expect(lines[4]).toMatch(/^GET \/cart\/\s+signed in <& "quoted">\s+6\s+FAIL 2\s+\[body\] \/0\/price must match/);
    expect(lines).toContain('  token-in-url  GET /cart/');
    expect(lines).toContain('    risk:   logs keep it');
    expect(lines).toContain('  POST /user/signup/: it writes');
    expect(lines.at(-2)).toBe('2 calls checked, 2 violations, 1 advisory');
  });

  it("writes a provider's control characters as escapes, so that none acts on the terminal", () => {
    const result = sampleResult();
    const [, failing] = result.rows;
    if (failing === undefined) throw new Error('the sample has a failing row');
    const rows = [
      { ...failing, violations: [{ check: 'body', message: 'detail \u001b[2J\u0000\u009b cleared\nline' }] },
    ];
    const table = renderTable({ ...result, rows });
    expect(table).toContain('[body] detail \\u001b[2J\\u0000\\u009b cleared\\u000aline');
    // eslint-disable-next-line no-control-regex
    expect(table.replaceAll('\n', '')).not.toMatch(/[\u0000-\u001F\u007F-\u009F]/);
  });

  it('names the pointer once, and the root as (root)', () => {
    expect(describeViolation({ check: 'body', pointer: '', message: 'the body must be object' })).toBe(
      '[body] (root) the body must be object',
    );
    expect(describeViolation({ check: 'refresh', pointer: '/refresh_token', message: 'the same token' })).toBe(
      '[refresh] /refresh_token the same token',
    );
  });

  it('exits 1 on a violation, never for an advisory alone', () => {
    expect(exitCodeOf(summarise(sampleResult()))).toBe(1);
    expect(exitCodeOf(summarise({ ...sampleResult(), rows: [] }))).toBe(0);
  });
});
