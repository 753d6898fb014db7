import { describe, expect, it } from 'vitest';
import { renderJson } from './report-json';
import { sampleResult } from '../testing/sample-result';

describe('the JSON report', () => {
  it('holds the rows with every violation, the advisories, the calls not sent and the summary', () => {
    const report = JSON.parse(renderJson(sampleResult())) as Record<string, unknown>;
    expect(report.summary).toEqual({ calls: 2, failedRows: 1, violations: 2, advisories: 1 });
    expect(report.rows).toEqual(sampleResult().rows);
    expect(report.advisories).toEqual(sampleResult().advisories);
    expect(report.notChecked).toEqual(sampleResult().notChecked);
    expect(report.host).toBe('http://127.0.0.1:9090');
  });
});
