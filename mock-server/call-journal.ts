import type { OperationId } from '../contracts';

/** One provider call as it was answered. */
export interface JournalEntry {
  /** When it was answered, by the simulator's clock (ISO 8601). */
  at: string;
  operationId: OperationId;
  method: string;
  /** The path and query the client asked for. */
  path: string;
  /** 0 when the call failed as a network error (a scenario's override). */
  status: number;
}

type RecordedCall = Omit<JournalEntry, 'at'> & { atMs: number };

/**
 * The most recent provider calls, oldest first, so that QA and the e2e suites can see what a client asked and what it
 * was answered without reaching into the simulator. Bounded: the oldest entries make room for new ones. Recording is
 * on every call's path (memoised catalogue reads included), so it only keeps what it is given; reading formats it.
 */
export class CallJournal {
  private recorded: RecordedCall[] = [];

  constructor(readonly capacity = 500) {}

  record(call: Omit<JournalEntry, 'at'>, atMs: number): void {
    this.recorded.push({ ...call, atMs });
    // Trimmed in batches, so that a call costs no copy of the whole journal.
    if (this.recorded.length >= 2 * this.capacity) this.recorded = this.recorded.slice(-this.capacity);
  }

  entries(): JournalEntry[] {
    return this.recorded
      .slice(-this.capacity)
      .map(({ atMs, ...call }) => ({ at: new Date(atMs).toISOString(), ...call }));
  }
}
