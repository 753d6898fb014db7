import type { OperationId } from '../../../contracts';
import type { RequestInput } from '../../../contracts/runtime/request-builder';
import type { ApiAnswer, ApiClient } from './api-client';

/** Sends a call at once, for a request made later to take its answer (EarlyCallingClient). */
export type SendEarly = <Op extends OperationId>(operationId: Op, input: RequestInput<Op>) => void;

/** An API client that can also send a call before anyone asks for it. */
export interface EarlyCallingClient extends ApiClient {
  /**
   * Sends the call now. The first identical request (same operation, same input) within the lifetime takes its answer
   * instead of calling again, or calls again if it failed: a failure at start-up (a network blip) is not the page's.
   * A later request, or a second one, calls as usual.
   */
  sendEarly: SendEarly;
}

/** How long an early answer waits for its request: a page's code arrives within it, a stale status does not. */
export const earlyAnswerLifetimeMs = 10_000;

// Object keys in one order, so that the page's input matches the one built at start-up however either was written.
const sortedKeys = (_key: string, value: unknown): unknown =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
    : value;

const callKey = (operationId: OperationId, input: unknown): string =>
  `${operationId} ${JSON.stringify(input, sortedKeys)}`;

/**
 * `api` with sendEarly: the data a page opened by URL needs (the payment pages' order status) starts with the
 * storefront, beside its other start-up calls, instead of once the page's code has downloaded and run.
 */
export function withEarlyCalls(api: ApiClient, now: () => number = Date.now): EarlyCallingClient {
  const early = new Map<string, { answer: Promise<ApiAnswer>; sentAt: number }>();
  return {
    sendEarly(operationId, input) {
      const answer = api.request(operationId, input);
      // Nobody may ever ask for it, and whoever does calls again on a failure: never an unhandled rejection.
      answer.catch(() => undefined);
      early.set(callKey(operationId, input), { answer, sentAt: now() });
    },
    request(operationId, input) {
      // Every call of the session comes through here: once no early answer waits, it costs nothing more.
      if (early.size === 0) return api.request(operationId, input);
      for (const [key, { sentAt }] of early) if (now() - sentAt > earlyAnswerLifetimeMs) early.delete(key);
      const key = callKey(operationId, input);
      const sent = early.get(key);
      early.delete(key);
      return sent === undefined
        ? api.request(operationId, input)
        : sent.answer.catch(() => api.request(operationId, input));
    },
  };
}
