import { operations, type OperationId } from '../../contracts';
import type { HttpRequest } from '../../contracts/runtime/request-builder';
import { answerViolations } from '../conformance';
import { exchange, ExchangeFailure, type Exchange } from '../exchange';
import type { CallCheck, Suite, Violation } from '../verdict';
import { corsAnswerViolations, needsPreflight, nonSimpleHeaders, preflightViolations, sendPreflight } from './cors';

/** Where the checks go and how they behave as a browser at the storefront's origin would. */
export interface CheckContext {
  baseUrl: string;
  /** The storefront origin every request comes from. */
  origin: string;
  timeoutMs: number;
  /** Sees every answer, e.g. to look for tokens in URLs. */
  onAnswer?: (operationId: OperationId, answer: Exchange) => void;
}

export interface CallSpec {
  suite: Suite;
  operationId: OperationId;
  name: string;
  request: HttpRequest;
  /** The statuses this row demands beyond a documented one, e.g. 401 for a call without its token. */
  expect?: readonly number[];
}

export interface CheckedCall {
  row: CallCheck;
  /** Undefined when no answer came. */
  answer?: Exchange;
}

export const callName = (operationId: OperationId): string =>
  `${operations[operationId].method} ${operations[operationId].path}`;

/** A further check on a row: counted, and its violations added. */
export function addCheck(row: CallCheck, violations: readonly Violation[]): void {
  row.checks += 1;
  row.violations.push(...violations);
}

async function preflightCheck(context: CheckContext, spec: CallSpec): Promise<Violation[]> {
  const { credentials, method } = operations[spec.operationId];
  const answer = await sendPreflight(spec.request, context.origin, context.timeoutMs);
  if ('failure' in answer) return [{ check: 'cors', message: `the preflight got no answer: ${answer.failure}` }];
  return preflightViolations(answer, context.origin, credentials, method, nonSimpleHeaders(spec.request));
}

/**
 * Sends one call as the storefront would (from its origin, after the preflight a browser would send) and holds the
 * answer to the call's contract: status, content type, body and CORS.
 */
export async function checkCall(context: CheckContext, spec: CallSpec): Promise<CheckedCall> {
  const row: CallCheck = {
    suite: spec.suite,
    operationId: spec.operationId,
    call: callName(spec.operationId),
    name: spec.name,
    checks: 0,
    violations: [],
    durationMs: 0,
  };
  const started = performance.now();
  if (needsPreflight(spec.request)) addCheck(row, await preflightCheck(context, spec));
  const request = { ...spec.request, headers: { ...spec.request.headers, origin: context.origin } };
  let answer: Exchange;
  try {
    answer = await exchange(request, context.timeoutMs);
  } catch (error) {
    if (!(error instanceof ExchangeFailure)) throw error;
    addCheck(row, [{ check: error.kind, message: error.message }]);
    row.durationMs = performance.now() - started;
    return { row };
  }
  context.onAnswer?.(spec.operationId, answer);
  row.checks += 3;
  row.violations.push(
    ...answerViolations(spec.operationId, {
      status: answer.status,
      contentType: answer.headers.get('content-type'),
      text: answer.text,
      body: answer.body,
      parseError: answer.parseError,
    }),
  );
  if (spec.expect !== undefined) {
    const expected = spec.expect;
    addCheck(
      row,
      expected.includes(answer.status)
        ? []
        : [
            {
              check: 'status',
              message: `answered ${answer.status} where ${expected.join(' or ')} was expected (${spec.name})`,
            },
          ],
    );
  }
  addCheck(row, corsAnswerViolations(answer.headers, context.origin, operations[spec.operationId].credentials));
  row.durationMs = performance.now() - started;
  return { row, answer };
}
