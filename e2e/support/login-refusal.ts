import { expectNoSeriousA11yViolations } from './a11y';
import { test } from './fixtures';
import { expectAnswered } from './journal';
import { expectLoginRefused } from './login-refused';

interface LoginRefusal {
  /** A scenario that answers every sign-in the same way. */
  scenario: string;
  /** The status the scenario answers the login with; 0 for no answer at all. */
  status: number;
  /** The spec's text for that answer. */
  message: string;
}

/**
 * The replay suite of a scenario that refuses every sign-in: the seed shopper's sign-in is refused with the message,
 * and the journal shows the scenario's rule answering it.
 */
export function replayLoginRefusal({ scenario, status, message }: LoginRefusal): void {
  test.describe(scenario, () => {
    test(`a sign-in shows '${message}' in the red box and as a toast`, async ({ page, simulator }) => {
      await simulator.useScenario(scenario);
      await expectLoginRefused(page, message);
      await expectNoSeriousA11yViolations(page);
      await expectAnswered(simulator, 'login', status, scenario);
    });
  });
}
