import { describe, expect, it } from 'vitest';
import { errorBounds } from '../contracts/runtime/error-bodies';
import { CallJournal } from './call-journal';

const call = (status: number) => ({
  operationId: 'getHome' as const,
  method: 'GET',
  path: '/home/',
  status,
  durationMs: 1.25,
  rule: null,
  requestIssues: [],
});

describe('the call journal', () => {
  it('keeps the most recent calls, oldest first, up to its capacity', () => {
    const journal = new CallJournal(3);
    [200, 201, 400, 401, 404, 409, 410].forEach((status, index) => journal.record(call(status), index));
    expect(journal.entries().map((recorded) => recorded.status)).toEqual([404, 409, 410]);
  });

  it('dates each call by the time it was given, in ISO 8601', () => {
    const journal = new CallJournal();
    journal.record(call(200), Date.parse('2026-11-23T12:00:00.000Z'));
    expect(journal.entries()).toEqual([{ at: '2026-11-23T12:00:00.000Z', ...call(200) }]);
  });

  it('hands out a copy that later calls do not change', () => {
    const journal = new CallJournal();
    journal.record(call(200), 0);
    const seen = journal.entries();
    journal.record(call(500), 1);
    expect(seen).toHaveLength(1);
  });

  it('hands out the last N calls when asked, and nothing once cleared', () => {
    const journal = new CallJournal(5);
    [200, 201, 400, 401].forEach((status, index) => journal.record(call(status), index));
    expect(journal.entries(2).map((recorded) => recorded.status)).toEqual([400, 401]);
    expect(journal.entries(50)).toHaveLength(4);
    journal.clear();
    expect(journal.entries()).toEqual([]);
  });

  it("keeps as many of a call's request issues as its error body lists, the first ones", () => {
    const journal = new CallJournal();
    const requestIssues = Array.from({ length: errorBounds.issues + 50 }, (_, index) => ({
      location: 'body' as const,
      field: `/cart_items/${index}`,
      rule: 'type',
      message: 'must be object',
    }));
    journal.record({ ...call(400), requestIssues }, 0);
    const [entry] = journal.entries();
    expect(entry?.requestIssues).toEqual(requestIssues.slice(0, errorBounds.issues));
  });
});
