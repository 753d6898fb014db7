import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { OperationId } from '../../contracts';
import type { Violation } from '../verdict';

/** Whose side of the exchange broke the contracts: the client's request or the provider's answer. */
export type ViolationSide = 'request' | 'answer';

/** One violation seen through the proxy, with the call that broke and when: a line of the JSON log. */
export interface ProxyViolation extends Violation {
  /** Counts from 1 in the proxy's run, so that a reader can ask only for what is newer than what it has. */
  id: number;
  /** ISO 8601. */
  at: string;
  side: ViolationSide;
  /** The call as people name it, e.g. "GET /cart/". */
  call: string;
  method: string;
  /** The path and query the client sent. */
  path: string;
  operationId?: OperationId;
  /** The answer's status; absent when no answer came. */
  status?: number;
}

export type ObservedViolation = Omit<ProxyViolation, 'id' | 'at' | 'call'>;

/** The line a person reads on the console, e.g. `✗ GET /cart/ (getCart) 200 answer body: the body must be array`. */
export function formatViolation(violation: ProxyViolation): string {
  const operation = violation.operationId === undefined ? '' : ` (${violation.operationId})`;
  const status = violation.status === undefined ? '' : ` ${violation.status}`;
  return `✗ ${violation.call}${operation}${status} ${violation.side} ${violation.check}: ${violation.message}`;
}

export interface ViolationLogOptions {
  /** How many violations memory keeps for /__proxy/violations; the file keeps them all. */
  capacity?: number;
  /** JSON Lines: one violation a line, begun afresh for each run. */
  file?: string;
  /** Where each readable line goes (the console by default). */
  print?: (line: string) => void;
  now?: () => Date;
}

/** The proxy's record of violations: the newest in memory, every one printed and appended to the file. */
export class ViolationLog {
  private readonly kept: ProxyViolation[] = [];
  private sequence = 0;
  private readonly capacity: number;
  private readonly file: string | undefined;
  private readonly print: (line: string) => void;
  private readonly now: () => Date;

  constructor({
    capacity = 500,
    file,
    print = (line) => console.log(line),
    now = () => new Date(),
  }: ViolationLogOptions = {}) {
    this.capacity = capacity;
    this.file = file;
    this.print = print;
    this.now = now;
    if (file !== undefined) {
      mkdirSync(dirname(file), { recursive: true });
      // A run's log holds that run alone: violations fixed since an earlier run must not be read as current.
      writeFileSync(file, '');
    }
  }

  record(observed: ObservedViolation): ProxyViolation {
    this.sequence += 1;
    const violation: ProxyViolation = {
      id: this.sequence,
      at: this.now().toISOString(),
      call: `${observed.method} ${observed.path.split('?', 1)[0] ?? observed.path}`,
      ...observed,
    };
    this.kept.push(violation);
    if (this.kept.length > this.capacity) this.kept.splice(0, this.kept.length - this.capacity);
    this.print(formatViolation(violation));
    if (this.file !== undefined) appendFileSync(this.file, `${JSON.stringify(violation)}\n`);
    return violation;
  }

  /** The kept violations newer than `since` (an id), oldest first. */
  since(since = 0): ProxyViolation[] {
    return this.kept.filter((violation) => violation.id > since);
  }

  /** How many violations the run has seen, including those memory no longer keeps. */
  get total(): number {
    return this.sequence;
  }
}
