import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { expectAnswered } from './journal';
import { expectLoginRefused } from './login-refused';
import type { SimulatorControl } from './simulator-control';

export interface LoginRefusal {
  /** A scenario that answers every sign-in the same way. */
  scenario: string;
  /** The status the scenario answers the login with; 0 for no answer at all. */
  status: number;
  /** The spec's text for that answer. */
  message: string;
}

/** The replay's title: what the shopper sees. */
export const refusalTitle = ({ message }: LoginRefusal): string =>
  `a sign-in shows '${message}' in the red box and as a toast`;

/**
 * The replay of a scenario that refuses every sign-in: the seed shopper's sign-in is refused with the message, and the
 * journal shows the scenario's rule answering it. Each scenario's suite calls test() with it, so that a report names
 * the suite's own file (e2e/scenarios/<name>.spec.ts), not this one.
 */
export const refusalReplay =
  ({ scenario, status, message }: LoginRefusal) =>
  async ({ page, simulator }: { page: Page; simulator: SimulatorControl }): Promise<void> => {
    await simulator.useScenario(scenario);
    await expectLoginRefused(page, message);
    await expectNoSeriousA11yViolations(page);
    await expectAnswered(simulator, 'login', status, scenario);
  };
