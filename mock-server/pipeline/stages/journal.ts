import type { Stage } from '../provider-call';

/** Writes every provider call and how it was answered into the simulator's journal (GET /__mock/journal). */
export const journal: Stage = {
  name: 'journal',
  async run({ simulator, operationId, request, url }, next) {
    const outcome = await next();
    const status = outcome.kind === 'reply' ? outcome.status : 0;
    simulator.journal.record(
      { operationId, method: request.method, path: `${url.pathname}${url.search}`, status },
      simulator.clock.now(),
    );
    return outcome;
  },
};
