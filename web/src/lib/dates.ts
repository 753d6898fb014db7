const calendarDate = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A calendar date from the wire (YYYY-MM-DD) as the shopper reads it, e.g. 30 Nov 2027; null when it is no date. */
export function formatCalendarDate(isoDate: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) return null;
  const date = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : calendarDate.format(date);
}

/**
 * A moment from the wire (ISO 8601 with its offset) as the shopper reads it, in their own time zone unless told
 * otherwise, e.g. 22 Nov 2026, 2:11 pm; null when it is no moment.
 */
export function formatDateTime(isoMoment: string, timeZone?: string): string | null {
  const date = new Date(isoMoment);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
}
