import type { CallAnswers, DocumentedAnswers } from '../generated/answers/documented';
import type { OperationId, SchemaName, ValidationIssue } from '../generated/types';
import { describeIssue, toIssues } from './error-bodies';

export type AnswerCheck =
  | { ok: true }
  | {
      ok: false;
      /** The schema the body was held against, when the status documents one. */
      schema?: SchemaName;
      /** Each way the body breaks its schema (a JSON Pointer into the body); empty for a wrong status or body. */
      issues: ValidationIssue[];
      /** One line for people, e.g. "getHome answered 200 breaking home-response: body /categories must be array". */
      summary: string;
    };

const isEmpty = (body: unknown): boolean => body === undefined || body === null;

/** checkAnswer for a client that holds the answers of the calls it makes, and so carries no other call's validators. */
export function checkCallAnswer({ operationId, byStatus }: CallAnswers, status: number, body: unknown): AnswerCheck {
  return checkAgainst(operationId, byStatus, status, body);
}

export function checkAgainst(
  operationId: OperationId,
  documented: DocumentedAnswers,
  status: number,
  body: unknown,
): AnswerCheck {
  const where = `${operationId} answered ${status}`;
  const listed = documented[String(status)];
  const answer = listed === undefined ? documented.default : listed;
  if (answer === null) {
    return isEmpty(body)
      ? { ok: true }
      : { ok: false, issues: [], summary: `${where} with a body where none is documented` };
  }
  if (answer.validate(body)) return { ok: true };
  const issues = toIssues('body', answer.validate.errors ?? []);
  return {
    ok: false,
    schema: answer.schema,
    issues,
    summary: `${where} breaking ${answer.schema}: ${issues.map(describeIssue).join('; ')}`,
  };
}

/** Whether a status is one of the call's successes (2xx), whose body a client reads as the call's result. */
export const isSuccessStatus = (status: number): boolean => status >= 200 && status < 300;
