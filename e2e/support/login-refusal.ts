import type { Page } from '@playwright/test';
import { LoginPage } from '../pages/login-page';
import { expectNoSeriousA11yViolations } from './a11y';
import { expect, test } from './fixtures';
import { expectAnswered } from './journal';
import { seedShopper, type SeedAccount } from './seed';

/**
 * Signs in on /login (as the seed shopper unless told otherwise) and checks that the sign-in is refused: the page
 * stays on /login, ready for another try, with the message in the red box and as a toast.
 */
export async function expectLoginRefused(
  page: Page,
  message: string,
  { email, password }: SeedAccount = seedShopper,
): Promise<void> {
  const login = new LoginPage(page);
  await login.goto();

  await login.signIn(email, password);
  await expect(login.formAlert).toHaveText(message);
  await expect(login.toast(message)).toBeVisible();
  await expect(page).toHaveURL('/login');
  await expect(login.loginButton).toBeEnabled();
}

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
