import { answers } from '../generated/answers';
import type { OperationId } from '../generated/types';
import { checkAgainst, type AnswerCheck } from './call-answer-check';

export { isSuccessStatus, type AnswerCheck } from './call-answer-check';

/**
 * Whether an answer is one its call documents: a status documented without a body has none, and a body matches its
 * status's schema ('default' for a status the call does not list).
 */
export function checkAnswer(operationId: OperationId, status: number, body: unknown): AnswerCheck {
  return checkAgainst(operationId, answers[operationId], status, body);
}
