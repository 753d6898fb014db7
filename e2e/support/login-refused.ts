import { expect, type Page } from '@playwright/test';
import { LoginPage } from '../pages/login-page';
import { expectShownNotAnnounced, liveRegionsWith } from './announcements';
import { seedShopper, type SeedAccount } from './seed';

/**
 * Signs in on /login (as the seed shopper unless told otherwise) and checks that the sign-in is refused: the page
 * stays on /login, ready for another try, with the message in the red box and as a toast, announced once (the red box
 * is the alert; the toast only shows it). Free of the fixtures, so
 * the demo's suites (e2e/in-browser, no simulator process) use it too.
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
  await expectShownNotAnnounced(login.toast(message));
  await expect(liveRegionsWith(page, message)).toHaveCount(1);
  await expect(page).toHaveURL('/login');
  await expect(login.loginButton).toBeEnabled();
}
