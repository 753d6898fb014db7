import { checkAnswer } from '../../../contracts/runtime/answer-check';
import type { Stage } from '../provider-call';

/**
 * Holds every answer to its contract when the simulator validates responses (the tests fail on any violation). It sits
 * outside the scenario rules, so that a scenario's override is checked like any other answer.
 */
export const answerCheck: Stage = {
  name: 'answer check',
  async run({ simulator, operationId }, next) {
    const outcome = await next();
    if (simulator.validateResponses && outcome.kind === 'reply') {
      const check = checkAnswer(operationId, outcome.status, outcome.body);
      if (!check.ok) simulator.contractViolations.push(check.summary);
    }
    return outcome;
  },
};
