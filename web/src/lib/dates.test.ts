import { describe, expect, it } from 'vitest';
import { formatCalendarDate } from './dates';

describe('calendar dates', () => {
  it('reads the same day wherever the shopper is', () => {
    expect(formatCalendarDate('2027-11-30')).toBe('30 Nov 2027');
    expect(formatCalendarDate('2026-01-01')).toBe('1 Jan 2026');
  });

  it('is null for what is not a calendar date', () => {
    expect(formatCalendarDate('2027-13-45')).toBeNull();
    expect(formatCalendarDate('30/11/2027')).toBeNull();
    expect(formatCalendarDate('')).toBeNull();
  });
});
