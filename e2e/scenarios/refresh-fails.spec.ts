import { LayoutPage } from '../pages/layout-page';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { expect, test } from '../support/fixtures';
import { expectAnswered } from '../support/journal';
import { expectSignedIn, expectSignedOut } from '../support/session';

test.describe('refresh-fails', () => {
  test('signs the shopper out with a toast when the refresh is refused', async ({
    page,
    simulator,
    signInShopper,
    isMobile,
  }) => {
    await simulator.useScenario('refresh-fails');
    await signInShopper();
    const layout = new LayoutPage(page);
    await layout.goto('/');
    await expectSignedIn(page, isMobile);

    // Access tokens last 15 minutes by default.
    await simulator.advanceClock(15 * 60 + 1);
    await page.reload();

    await expect(page.getByRole('alert').filter({ hasText: 'The refresh token is not valid.' })).toBeVisible();
    await expectSignedOut(page, isMobile);
    await expect(page).toHaveURL('/');
    await expectNoSeriousA11yViolations(page);
    await expectAnswered(simulator, 'refreshToken', 401, 'refresh-fails');
  });
});
