import { checkAnswer } from '../../../contracts/runtime/answer-check';
import type { Stage } from '../provider-call';

/**
 * Holds every answer to its contract when the simulator validates responses (the tests fail on any violation). It sits
 * outside the scenario rules, so that a scenario's answer is checked like any other, unless it declares that it
 * breaks its contract on purpose.
 */
export const answerCheck: Stage = {
  name: 'answer check',
  async run(call, next) {
    const outcome = await next();
    const { simulator, operationId, breaksContract } = call;
    if (simulator.validateResponses && outcome.kind === 'reply' && !breaksContract) {
      const check = checkAnswer(operationId, outcome.status, outcome.body);
      if (!check.ok) simulator.contractViolations.push(check.summary);
    }
    return outcome;
  },
};
