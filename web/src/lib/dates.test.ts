import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatDateTime } from './dates';

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

describe('moments', () => {
  it('read in the shopper’s time zone', () => {
    expect(formatDateTime('2026-11-22T08:41:00Z', 'Asia/Kolkata')).toBe('22 Nov 2026, 2:11 pm');
    expect(formatDateTime('2026-11-22T08:41:00+05:30', 'UTC')).toBe('22 Nov 2026, 3:11 am');
  });

  it('are null for what is not a moment', () => {
    expect(formatDateTime('yesterday')).toBeNull();
    expect(formatDateTime('')).toBeNull();
  });
});
