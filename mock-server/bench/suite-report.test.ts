import { describe, expect, it } from 'vitest';
import { median, misses, suiteTable, type CaseResult } from './suite-report';

const fast = { requestsPerSecond: 9_000, p99Ms: 12, failed: 0 };
const read: CaseResult = {
  name: 'GET /cart/',
  note: 'signed in',
  budget: { maxP99Ms: 20, minRatio: 3 },
  simulator: fast,
  other: { requestsPerSecond: 3_000, p99Ms: 30, failed: 0 },
};

describe('the suite report', () => {
  it('takes the median of the rounds', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('meets a budget of p99 and ratio at exactly the bounds', () => {
    expect(misses({ ...read, simulator: { ...fast, p99Ms: 20 } })).toEqual([]);
  });

  it('names each miss: the p99, the ratio to the other server, and failed answers', () => {
    const slow = { requestsPerSecond: 2_000, p99Ms: 42, failed: 7 };
    expect(misses({ ...read, simulator: slow })).toEqual(['7 answers failed', 'p99 42 ms > 20 ms', '0.67× < 3×']);
  });

  it('holds a floor in requests per second without a ratio', () => {
    const login: CaseResult = { ...read, budget: { minRequestsPerSecond: 500 }, other: undefined };
    expect(misses({ ...login, simulator: { ...fast, requestsPerSecond: 499 } })).toEqual(['499 req/s < 500']);
    expect(misses({ ...login, simulator: { ...fast, p99Ms: 400 } })).toEqual([]);
  });

  it('prints one Markdown row per call, with the other server when there is one', () => {
    const table = suiteTable([read], 'Prism').split('\n');
    expect(table[0]).toBe(
      '| call | what it measures | simulator req/s | p99 | Prism req/s | Prism p99 | ratio | budget | verdict |',
    );
    expect(table[2]).toBe(
      '| GET /cart/ | signed in | 9,000 | 12 ms | 3,000 | 30 ms | 3.0× | p99 <= 20 ms, >= 3× | met |',
    );
    expect(suiteTable([{ ...read, other: undefined }]).split('\n')[2]).toBe(
      '| GET /cart/ | signed in | 9,000 | 12 ms | p99 <= 20 ms, >= 3× | met |',
    );
  });
});
