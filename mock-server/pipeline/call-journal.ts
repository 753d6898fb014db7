import type { OperationId } from '../../contracts';

/** One provider call as it was answered. */
export interface JournalEntry {
  /** When it was answered, by the simulator's clock (ISO 8601). */
  at: string;
  operationId: OperationId;
  method: string;
  /** The path and query as the client sent them. */
  path: string;
  /** 0 when the call failed as a network error (a scenario's override). */
  status: number;
}

/**
 * The most recent provider calls, oldest first, so that QA and the e2e suites can see what a client asked and what it
 * was answered without reaching into the simulator. Bounded: the oldest entries make room for new ones.
 */
export class CallJournal {
  private readonly recorded: JournalEntry[] = [];

  constructor(readonly capacity = 500) {}

  record(entry: JournalEntry): void {
    this.recorded.push(entry);
    if (this.recorded.length > this.capacity) this.recorded.splice(0, this.recorded.length - this.capacity);
  }

  entries(): readonly JournalEntry[] {
    return [...this.recorded];
  }
}
