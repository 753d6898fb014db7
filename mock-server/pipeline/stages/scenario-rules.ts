import { reply, type Stage } from '../provider-call';

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** The active scenario's rules for a call: its delay, then the answer it puts in place of the call's own, if any. */
export const scenarioRules: Stage = {
  name: 'scenario rules',
  async run({ simulator, operationId }, next) {
    if (simulator.settings.delayMs > 0) await sleep(simulator.settings.delayMs);
    const override = simulator.scenario.overrides?.[operationId];
    if (override?.kind === 'network-error') return { kind: 'network-error' };
    if (override?.kind === 'respond') return reply(override.status, override.body, override.headers);
    return next();
  },
};
