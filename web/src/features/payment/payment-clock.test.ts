import { describe, expect, it } from 'vitest';
import { clockOffsetMs, formatCountdown, secondsLeft } from './payment-clock';

describe('the payment clock', () => {
  it("measures how far the provider's clock is from the device's", () => {
    const received = Date.parse('2026-11-23T10:00:00.000Z');
    expect(clockOffsetMs('2026-11-23T10:10:00.000Z', received)).toBe(600_000);
    expect(clockOffsetMs('2026-11-23T15:30:00+05:30', received)).toBe(0);
    expect(clockOffsetMs('2026-11-23T09:59:58.500Z', received)).toBe(-1_500);
    expect(clockOffsetMs(undefined, received)).toBeNull();
    expect(clockOffsetMs('soon', received)).toBeNull();
  });

  it('counts whole seconds down to the deadline and stops at 0', () => {
    expect(secondsLeft(180_000, 0)).toBe(180);
    expect(secondsLeft(180_000, 500)).toBe(180);
    expect(secondsLeft(180_000, 1_000)).toBe(179);
    expect(secondsLeft(180_000, 179_001)).toBe(1);
    expect(secondsLeft(180_000, 180_000)).toBe(0);
    expect(secondsLeft(180_000, 999_999)).toBe(0);
  });

  it('shows a countdown as m:ss', () => {
    expect([
      formatCountdown(300),
      formatCountdown(180),
      formatCountdown(65),
      formatCountdown(9),
      formatCountdown(0),
    ]).toEqual(['5:00', '3:00', '1:05', '0:09', '0:00']);
  });
});
