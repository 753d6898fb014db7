import { describe, expect, it } from 'vitest';
import { CallJournal, type JournalEntry } from './call-journal';

const entry = (status: number): JournalEntry => ({
  at: '2026-11-23T12:00:00.000Z',
  operationId: 'getHome',
  method: 'GET',
  path: '/home/',
  status,
});

describe('the call journal', () => {
  it('keeps the most recent calls, oldest first, up to its capacity', () => {
    const journal = new CallJournal(3);
    for (const status of [200, 201, 400, 401, 404]) journal.record(entry(status));
    expect(journal.entries().map((recorded) => recorded.status)).toEqual([400, 401, 404]);
  });

  it('hands out a copy that later calls do not change', () => {
    const journal = new CallJournal();
    journal.record(entry(200));
    const seen = journal.entries();
    journal.record(entry(500));
    expect(seen).toHaveLength(1);
  });
});
