import { expect } from '@playwright/test';
import type { OperationId } from '../../contracts';
import type { SimulatorControl } from './simulator-control';

/**
 * The journal's rule for a call a scenario answers, anchored on the scenario and the call only, so that a richer
 * account of the answer after them keeps matching.
 */
export function scenarioRule(scenario: string, operationId: OperationId): RegExp {
  return new RegExp(`^${scenario}: ${operationId} `);
}

/**
 * Waits until the journal holds calls of the operation and checks that every one was answered with the status: by
 * the named scenario's rule, by the simulator itself when the scenario is null, by either when it is left out.
 */
export async function expectAnswered(
  simulator: SimulatorControl,
  operationId: OperationId,
  status: number,
  scenario?: string | null,
): Promise<void> {
  // Each distinct answer once, so that the expectation holds for however many calls the page made.
  const answers = async () => {
    const seen = (await simulator.calls(operationId)).map((call) =>
      scenario === undefined ? { status: call.status } : { status: call.status, rule: call.rule },
    );
    return [...new Map(seen.map((answer) => [JSON.stringify(answer), answer])).values()];
  };
  const expected =
    scenario === undefined
      ? { status }
      : { status, rule: scenario === null ? null : expect.stringMatching(scenarioRule(scenario, operationId)) };
  await expect.poll(answers, { message: `the journal's ${operationId} calls` }).toEqual([expected]);
}
