import { elapsedMs } from '../../call-journal';
import type { Stage } from '../provider-call';

/** Writes every provider call and how it was answered into the simulator's journal (GET /__mock/requests). */
export const journal: Stage = {
  name: 'journal',
  async run(call, next) {
    const started = performance.now();
    const outcome = await next();
    const { simulator, operationId, request, rule, requestIssues } = call;
    const { url } = request;
    simulator.journal.record(
      {
        operationId,
        method: request.method,
        path: `${url.pathname}${url.search}`,
        status: outcome.kind === 'reply' || outcome.kind === 'raw' ? outcome.status : 0,
        durationMs: elapsedMs(started),
        rule,
        requestIssues,
      },
      simulator.clock.now(),
    );
    return outcome;
  },
};
