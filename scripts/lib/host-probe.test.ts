import { describe, expect, it } from 'vitest';
import { describeHost, freshPageMicroseconds, hostFacts } from './host-probe.mjs';

describe('the host probe', () => {
  it('times fresh pages of memory at a positive, finite cost each', () => {
    const micros = freshPageMicroseconds(256);
    expect(Number.isFinite(micros)).toBe(true);
    expect(micros).toBeGreaterThan(0);
  });

  it('refuses a count of pages that is not a positive whole number', () => {
    expect(() => freshPageMicroseconds(0)).toThrow(RangeError);
    expect(() => freshPageMicroseconds(2.5)).toThrow(RangeError);
  });

  it('describes the cores, the CPU and the cost of a page in one line', () => {
    expect(describeHost({ cores: 2, model: 'AMD EPYC', pageMicroseconds: 16.58 })).toBe(
      'host: 2 cores, AMD EPYC; a fresh 4 KiB page of memory costs 16.6 µs (a typical machine: 1 µs or less)',
    );
  });

  it('leaves the CPU out where the platform does not name it', () => {
    expect(describeHost({ cores: 8, model: undefined, pageMicroseconds: 0.42 })).toBe(
      'host: 8 cores; a fresh 4 KiB page of memory costs 0.4 µs (a typical machine: 1 µs or less)',
    );
  });

  it("gathers this host's cores and cost of a page", () => {
    const facts = hostFacts();
    expect(facts.cores).toBeGreaterThan(0);
    expect(facts.pageMicroseconds).toBeGreaterThan(0);
  });
});
