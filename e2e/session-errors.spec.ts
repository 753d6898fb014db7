import { LayoutPage } from './pages/layout-page';
import { expect, test } from './support/fixtures';
import { fakeProviderAnswer, reasonlessFailure } from './support/faked-answer';
import { expectSignedIn, expectSignedOut } from './support/session';

test.describe('session errors', () => {
  test("signs the shopper out with 'Token refresh failed' when the refresh fails without a reason", async ({
    page,
    simulator,
    signInShopper,
    isMobile,
  }) => {
    await signInShopper();
    const layout = new LayoutPage(page);
    await layout.goto('/');
    await expectSignedIn(page, isMobile);
    await fakeProviderAnswer(page, simulator.url, { method: 'POST', path: '/user/refreshtoken/' }, reasonlessFailure);

    // Access tokens last 15 minutes by default.
    await simulator.advanceClock(15 * 60 + 1);
    await page.reload();

    await expect(page.getByRole('alert').filter({ hasText: 'Token refresh failed' })).toBeVisible();
    await expectSignedOut(page, isMobile);
  });
});
