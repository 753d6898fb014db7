import { endpointFor, operations, type OperationId } from '../../contracts';
import { buildHttpRequest, type HttpRequest } from '../../contracts/runtime/request-builder';
import { answerViolations } from '../conformance';
import { exchange, ExchangeFailure } from '../exchange';
import type { CallCheck, Violation } from '../verdict';
import { fuzzCases, type FuzzCase } from './fuzz-cases';
import { callName, fingerprintChanges, readFingerprint, type StateFingerprint } from './state-fingerprint';

export interface FuzzOptions {
  baseUrl: string;
  /** The signed-in shopper's access token: bearer calls are fuzzed and the account's state is read back only with it. */
  token?: string;
  /** Cases per call, 1 to 1000. */
  count: number;
  seed: number;
  /** The most one request (a case or a read-back) may take. */
  timeoutMs: number;
  onProgress?: (done: number, total: number) => void;
}

/** The HTTP request of a case: the session token only where the case asks for it. */
export function fuzzRequest(fuzzCase: FuzzCase, baseUrl: string, token: string | undefined): HttpRequest {
  const { method, path } = operations[fuzzCase.operationId];
  const headers: Record<string, string> = {};
  if (typeof fuzzCase.authorization === 'object') headers.authorization = fuzzCase.authorization.header;
  let form: FormData | undefined;
  if (fuzzCase.form !== undefined) {
    form = new FormData();
    for (const [name, value] of Object.entries(fuzzCase.form)) form.append(name, value);
  }
  const target = fuzzCase.rawQuery === undefined ? path : `${path}?${fuzzCase.rawQuery}`;
  // A JSON body goes as a string, which buildHttpRequest sends as written: malformed JSON stays malformed.
  const request = buildHttpRequest(method, baseUrl, target, {
    query: fuzzCase.query,
    json: fuzzCase.jsonText,
    form,
    token: fuzzCase.authorization === 'session' ? token : undefined,
    headers,
  });
  if (fuzzCase.contentType !== undefined) request.headers['content-type'] = fuzzCase.contentType;
  return request;
}

/**
 * Every way one answer departs from "a 4xx refusal with an error body its contract allows" (the status's own answer, or
 * the default one for a status the call does not list), each naming the case.
 */
function judge(fuzzCase: FuzzCase, answer: Awaited<ReturnType<typeof exchange>>): Violation[] {
  const named = (violation: Violation): Violation => ({
    ...violation,
    message: `"${fuzzCase.name}": ${violation.message}`,
  });
  const violations: Violation[] = [];
  const refused = answer.status >= 400 && answer.status < 500;
  if (!refused) {
    const what = answer.status < 300 ? 'accepted it' : answer.status >= 500 ? 'failed on it' : 'did not refuse it';
    violations.push({ check: 'status', message: `answered ${answer.status} (${what}), not a 4xx refusal` });
  }
  const checked = answerViolations(fuzzCase.operationId, {
    status: answer.status,
    contentType: answer.headers.get('content-type'),
    text: answer.text,
    body: answer.body,
    parseError: answer.parseError,
  });
  // The status is judged above, as a refusal; the contract holds the body.
  violations.push(...checked.filter((violation) => violation.check !== 'status'));
  if (refused && answer.text === '' && !checked.some((violation) => violation.check === 'body')) {
    violations.push({ check: 'body', message: `${answer.status} came without an error body` });
  }
  return violations.map(named);
}

interface CallPlan {
  operationId: OperationId;
  cases: FuzzCase[];
  /** Why the call gets no cases, when it gets none. */
  skipped?: string;
}

function plan(options: FuzzOptions): CallPlan[] {
  return (Object.keys(operations) as OperationId[]).map((operationId) => {
    const { auth, request } = endpointFor(operationId);
    if (auth === 'bearer' && options.token === undefined) {
      return { operationId, cases: [], skipped: 'skipped: a bearer call, and no token was given' };
    }
    const cases = fuzzCases(operationId, options.count, options.seed);
    if (cases.length > 0) return { operationId, cases };
    const why = request === undefined ? 'no request contract and no token to break' : 'no case breaks its contract';
    return { operationId, cases, skipped: `nothing to send: ${why}` };
  });
}

/**
 * Sends count contract-breaking requests to every call, one at a time, and holds each answer to "a 4xx refusal with an
 * error body its contract allows". With a token, the account's state is read back before the first call and after each call's
 * cases, so an 'unchanged' violation names the call whose cases changed it. One row per call; checks is its number
 * of cases, and each violation names its case. Without a token, bearer calls get one row saying they were skipped.
 */
export async function runFuzz(options: FuzzOptions): Promise<CallCheck[]> {
  const plans = plan(options);
  const total = plans.reduce((sum, { cases }) => sum + cases.length, 0);
  const rows: CallCheck[] = [];
  let done = 0;
  let before: StateFingerprint | undefined;
  if (options.token !== undefined) {
    const started = performance.now();
    const read = await readFingerprint(options.baseUrl, options.token, options.timeoutMs);
    before = read.fingerprint;
    if (read.problems.length > 0) {
      rows.push({
        suite: 'fuzz',
        call: 'read-back',
        name: 'the signed-in state before fuzzing',
        checks: 1,
        violations: read.problems.map((message) => ({ check: 'unchanged', message })),
        durationMs: performance.now() - started,
      });
    }
  }

  for (const { operationId, cases, skipped } of plans) {
    const row: CallCheck = {
      suite: 'fuzz',
      operationId,
      call: callName(operationId),
      name: skipped ?? `${cases.length} contract-breaking requests`,
      checks: cases.length,
      violations: [],
      durationMs: 0,
    };
    const started = performance.now();
    for (const fuzzCase of cases) {
      try {
        const answer = await exchange(fuzzRequest(fuzzCase, options.baseUrl, options.token), options.timeoutMs);
        row.violations.push(...judge(fuzzCase, answer));
      } catch (error) {
        if (!(error instanceof ExchangeFailure)) throw error;
        row.violations.push({ check: error.kind, message: `"${fuzzCase.name}": ${error.message}` });
      }
      done += 1;
      options.onProgress?.(done, total);
    }
    if (options.token !== undefined && before !== undefined && cases.length > 0) {
      const read = await readFingerprint(options.baseUrl, options.token, options.timeoutMs);
      const changes = fingerprintChanges(before, read.fingerprint);
      row.violations.push(
        ...changes.map((message) => ({ check: 'unchanged', message: `after its cases, ${message}` })),
      );
      row.violations.push(...read.problems.map((message) => ({ check: 'unchanged', message })));
      before = new Map([...before, ...read.fingerprint]);
    }
    row.durationMs = performance.now() - started;
    rows.push(row);
  }
  return rows;
}
