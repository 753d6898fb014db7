import type { OperationId } from '../contracts';
import { answers } from '../contracts/generated/answers';
import { checkAnswer } from '../contracts/runtime/answer-check';
import type { Violation } from './verdict';

const jsonMediaType = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

/** Whether the call's contract lists the status itself (not only through its 'default' answer). */
const isDocumentedStatus = (operationId: OperationId, status: number): boolean =>
  String(status) in answers[operationId];

/**
 * Every call's 'default' answer is "any other failure" (the registry's words: a 500, a 503 while the provider is
 * unavailable, the 415 of a body in another media type), so a 4xx or 5xx the call does not list is held to it; any
 * other status the call does not list breaks the contract. Whether a failure was right for the request is the
 * caller's to judge (a check row's expected statuses, the fuzzer's demand for a 4xx).
 */
const isFailure = (status: number): boolean => status >= 400 && status <= 599;

/** An answer's status, content type and body held to its call's contract; each problem one violation. */
export function answerViolations(
  operationId: OperationId,
  answer: { status: number; contentType: string | null; text: string; body: unknown; parseError?: string },
): Violation[] {
  const violations: Violation[] = [];
  if (!isDocumentedStatus(operationId, answer.status) && !isFailure(answer.status)) {
    violations.push({ check: 'status', message: `${answer.status} is not a status ${operationId} documents` });
  }
  // A 204 documents null (no body), which is not the same as a status left to 'default'.
  const documented = isDocumentedStatus(operationId, answer.status)
    ? answers[operationId][String(answer.status)]
    : answers[operationId].default;
  const expectsBody = documented !== null && documented !== undefined;
  if (answer.text === '') {
    if (expectsBody)
      violations.push({ check: 'body', message: `${answer.status} came without the body its contract documents` });
    return violations;
  }
  if (answer.contentType === null || !jsonMediaType.test(answer.contentType)) {
    violations.push({ check: 'content-type', message: `content type is ${answer.contentType ?? 'missing'}, not JSON` });
  }
  if (answer.parseError !== undefined) {
    violations.push({ check: 'body', message: `the body is not JSON: ${answer.parseError}` });
    return violations;
  }
  const checked = checkAnswer(operationId, answer.status, answer.body);
  if (!checked.ok) {
    if (checked.issues.length === 0) violations.push({ check: 'body', message: checked.summary });
    for (const issue of checked.issues) {
      violations.push({
        check: 'body',
        pointer: issue.field,
        message: `${issue.field === '' ? 'the body' : issue.field} ${issue.message}`,
      });
    }
  }
  return violations;
}
