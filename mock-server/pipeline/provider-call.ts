import type { OperationId, ValidationIssue } from '../../contracts';
import type { RequestParts } from '../../contracts/runtime/request-validation';
import type { UserRecord } from '../db/records';
import type { Simulator } from '../simulator';
import type { ProviderRequest } from './provider-request';

/**
 * How a provider call ends: an answer, or one of a scenario's faults: a failure at the network level, no answer until
 * the client gives up, or a body that is no JSON answer (sent as it is).
 */
export type Outcome =
  | { kind: 'reply'; status: number; body: unknown; headers?: Record<string, string> }
  | { kind: 'network-error' }
  | { kind: 'no-answer' }
  | { kind: 'raw'; status: number; contentType: string; text: string };

/** One provider call on its way through the pipeline; the stages fill in what they establish. */
export interface ProviderCall {
  readonly simulator: Simulator;
  readonly operationId: OperationId;
  readonly request: ProviderRequest;
  /** The signed-in shopper, once authentication has found one (bearer calls only). */
  user: UserRecord | null;
  /** The query, body and files, once request validation has accepted them. */
  parts: RequestParts | null;
  /** The scenario rule that answered the call instead of its own behaviour, for the journal. */
  rule: string | null;
  /** Set when the scenario's answer breaks the call's contract on purpose, which the answer check then lets through. */
  breaksContract: boolean;
  /** Where the request broke its contract, once request validation has refused it. */
  requestIssues: ValidationIssue[];
}

/**
 * A step every provider call passes. It may answer by itself (a scenario's override, a 401, a 400) or hand the call
 * on with `next()` and look at the outcome on its way back (the journal, the answer check).
 */
export interface Stage {
  readonly name: string;
  run(call: ProviderCall, next: () => Promise<Outcome>): Promise<Outcome>;
}

export const reply = (status: number, body: unknown, headers?: Record<string, string>): Outcome => ({
  kind: 'reply',
  status,
  body,
  headers,
});

/** Runs the stages outermost first; `resolve` answers the call at the centre. */
export function runStages(
  stages: readonly Stage[],
  call: ProviderCall,
  resolve: (call: ProviderCall) => Promise<Outcome>,
): Promise<Outcome> {
  const from = (index: number): Promise<Outcome> => {
    const stage = stages[index];
    return stage === undefined ? resolve(call) : stage.run(call, () => from(index + 1));
  };
  return from(0);
}
