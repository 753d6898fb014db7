import { reply, type Stage } from '../provider-call';

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** The active scenario's rules for a call: its delay, then the answer it puts in place of the call's own, if any. */
export const scenarioRules: Stage = {
  name: 'scenario rules',
  async run(call, next) {
    const { simulator, operationId } = call;
    if (simulator.settings.delayMs > 0) await sleep(simulator.settings.delayMs);
    const override = simulator.scenario.overrides?.[operationId];
    if (override === undefined) return next();
    const answer = override.kind === 'network-error' ? 'fails as a network error' : `answers ${override.status}`;
    call.rule = `${simulator.scenario.name}: ${operationId} ${answer}`;
    return override.kind === 'network-error'
      ? { kind: 'network-error' }
      : reply(override.status, override.body, override.headers);
  },
};
