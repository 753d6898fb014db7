import type { OperationId } from '../contracts';

/** One way an exchange departs from its contract. */
export interface Violation {
  /** What was held to the contract: 'status', 'content-type', 'body', 'cors', 'auth', 'refresh', 'unchanged', 'timeout', 'network'. */
  check: string;
  /** A JSON Pointer into the answer's body, when the violation is inside it. */
  pointer?: string;
  message: string;
}

/** Which part of a run a row belongs to. */
export type Suite = 'calls' | 'auth' | 'cors' | 'refresh' | 'journey' | 'fuzz';

/** One row of the verdict: a call (a step of the journey, a fuzz request) and what it showed. */
export interface CallCheck {
  suite: Suite;
  operationId?: OperationId;
  /** The call as people name it, e.g. "GET /cart/". */
  call: string;
  /** What this row tried, e.g. "signed in" or "quantity -1". */
  name: string;
  /** How many checks the row held (status, content type, body, ...). */
  checks: number;
  violations: Violation[];
  durationMs: number;
}

/** A risk the contracts do not forbid (or document themselves): reported apart, never failing the run. */
export interface Advisory {
  id: string;
  call: string;
  reason: string;
  risk: string;
}
