import { answers, type OperationId } from '../../../contracts';
import { isSuccessStatus } from '../../../contracts/runtime/answer-check';
import type { ApiClient } from '../lib/api-client';

/** A fake provider: answers each call by operation id and input with a body; unanswered calls stay pending. */
export type FakeApi = (
  operationId: OperationId,
  input: { query?: Record<string, unknown>; json?: unknown; form?: FormData },
) => Promise<unknown>;

export const neverAnswers: FakeApi = () => new Promise<never>(() => undefined);

/** The status a call documents for its success (201 for a signup, say), so that a fake's body passes as that answer. */
function successStatus(operationId: OperationId): number {
  const status = Object.keys(answers[operationId]).map(Number).find(isSuccessStatus);
  if (status === undefined) throw new Error(`${operationId} documents no success`);
  return status;
}

/** An API client whose answers are the fake provider's bodies, each with its call's success status. */
export function fakeApiClient(provider: FakeApi): ApiClient {
  return {
    async request(operationId, input) {
      const body = await provider(operationId, input as Parameters<FakeApi>[1]);
      return { status: successStatus(operationId), body, receivedAtMs: Date.now() };
    },
  };
}
