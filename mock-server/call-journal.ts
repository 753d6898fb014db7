import type { OperationId, ValidationIssue } from '../contracts';
import { errorBounds } from '../contracts/runtime/error-bodies';

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
  /** How long the simulator took to answer, in milliseconds of real time (a scenario's delay included). */
  durationMs: number;
  /** The scenario rule that answered instead of the call's own behaviour, e.g. "login-429: login answers 429". */
  rule: string | null;
  /** Where the request broke its contract (it was answered 400 and changed nothing); empty when it kept it. */
  requestIssues: ValidationIssue[];
}

/** Real time since `started` (a performance.now() reading), to the hundredth of a millisecond. */
export const elapsedMs = (started: number): number => Math.round((performance.now() - started) * 100) / 100;

/** A call as the journal keeps it: plain data, so a snapshot can carry it. */
export type RecordedCall = Omit<JournalEntry, 'at'> & { atMs: number };

/**
 * The most recent provider calls, oldest first, so that QA and the e2e suites can see what a client asked and what it
 * was answered without reaching into the simulator. Bounded: the oldest entries make room for new ones. Recording is
 * on every call's path (memoised catalogue reads included), so it only keeps what it is given; reading formats it.
 */
export class CallJournal {
  private recorded: RecordedCall[] = [];

  constructor(readonly capacity = 500) {}

  /** A journal that goes on from the calls a snapshot kept. */
  static resumed(calls: readonly RecordedCall[], capacity?: number): CallJournal {
    const journal = new CallJournal(capacity);
    journal.recorded = calls.slice(-journal.capacity);
    return journal;
  }

  /** Keeps the first issues a call's 400 lists, as many as its error body does, so that one entry stays small. */
  record(call: Omit<JournalEntry, 'at'>, atMs: number): void {
    const { requestIssues } = call;
    const kept = requestIssues.length > errorBounds.issues ? requestIssues.slice(0, errorBounds.issues) : requestIssues;
    this.recorded.push({ ...call, requestIssues: kept, atMs });
    // Trimmed in batches, so that a call costs no copy of the whole journal.
    if (this.recorded.length >= 2 * this.capacity) this.recorded = this.recorded.slice(-this.capacity);
  }

  /** The last `limit` calls (all it keeps by default), oldest first. */
  entries(limit = this.capacity): JournalEntry[] {
    return this.recorded
      .slice(-Math.min(limit, this.capacity))
      .map(({ atMs, ...call }) => ({ at: new Date(atMs).toISOString(), ...call }));
  }

  /** The calls it keeps, oldest first, as recorded (the `capacity` most recent). */
  recordedCalls(): RecordedCall[] {
    return this.recorded.slice(-this.capacity);
  }

  clear(): void {
    this.recorded = [];
  }
}
