import { LayoutPage } from '../pages/layout-page';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { expect, test } from '../support/fixtures';
import { expectSignedIn, sessionCookies } from '../support/session';

test.describe('session-expiry', () => {
  test('renews an expired access token with exactly one refresh and stays signed in', async ({
    page,
    context,
    simulator,
    signInShopper,
    isMobile,
  }) => {
    await simulator.useScenario('session-expiry');
    const signedIn = await signInShopper();
    const layout = new LayoutPage(page);
    await layout.goto('/');
    await expectSignedIn(page, isMobile);

    // The scenario's access tokens last 30 s; the reload's user-data and cart calls are both refused at first.
    await simulator.advanceClock(31);
    await page.reload();
    await expectSignedIn(page, isMobile);

    // The two refused calls share one renewal rather than racing to spend the one refresh token.
    await expect.poll(async () => (await simulator.calls('refreshToken')).map(({ status }) => status)).toEqual([200]);
    await expect
      .poll(async () => (await simulator.calls('getUserData')).map(({ status }) => status))
      .toEqual(expect.arrayContaining([401, 200]));
    const renewed = () => sessionCookies(context);
    await expect.poll(async () => (await renewed()).accessToken).toBeDefined();
    await expect.poll(async () => (await renewed()).accessToken).not.toBe(signedIn.accessToken);
    await expect.poll(async () => (await renewed()).refreshToken).toBeDefined();
    await expect.poll(async () => (await renewed()).refreshToken).not.toBe(signedIn.refreshToken);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});
