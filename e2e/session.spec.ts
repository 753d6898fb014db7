import type { Page } from '@playwright/test';
import { LayoutPage } from './pages/layout-page';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { seedShopper } from './support/seed';
import { sessionCookies } from './support/session';
import type { SimulatorControl } from './support/simulator-control';

const points = `${seedShopper.coins} Points`;

/**
 * Refresh tokens the simulator has accepted: each is good for one refresh, and the refresh it answers 200 spends it
 * (a refused one spends nothing).
 */
async function spentRefreshTokens(simulator: SimulatorControl): Promise<number> {
  const entries = await simulator.journal();
  return entries.filter((entry) => entry.operationId === 'refreshToken' && entry.status === 200).length;
}

/** Waits until the shopper's balance shows: in the header, or on small screens in the menu panel. */
async function expectSignedIn(layout: LayoutPage, isMobile: boolean): Promise<void> {
  if (!isMobile) {
    await expect(layout.pointsBalance(seedShopper.coins)).toBeVisible();
    return;
  }
  await layout.menuButton.click();
  await expect(layout.menuPanel.getByText(points, { exact: true })).toBeVisible();
  await layout.menuPanel.getByRole('button', { name: 'Close' }).click();
  await expect(layout.menuPanel).toBeHidden();
}

/** Signed out: no session cookie, and CART (SIGN IN on desktop) leads to the login page. */
async function expectSignedOut(page: Page, layout: LayoutPage, isMobile: boolean): Promise<void> {
  await expect.poll(() => sessionCookies(page.context())).toEqual({ accessToken: undefined, refreshToken: undefined });
  if (isMobile) {
    await expect(layout.bottomBarCart).toHaveAccessibleName('Cart');
    await expect(layout.bottomBarCart).toHaveAttribute('href', '/login');
  } else {
    await expect(layout.signInButton).toHaveAttribute('href', '/login');
    await expect(layout.cartButton).toHaveAttribute('href', '/login');
    await expect(layout.header.getByText(/Points$/)).toHaveCount(0);
    await expect(layout.topStripLogoutButton).toHaveCount(0);
  }
}

test.describe('the signed-in session', () => {
  test('shows the points, the profile, Logout and the cart count in the header', async ({
    page,
    seed,
    signInShopper,
    isMobile,
  }) => {
    test.skip(isMobile, 'the desktop header');
    const { accessToken } = await signInShopper();
    await seed.addCartLine(accessToken, 1);
    const layout = new LayoutPage(page);
    await layout.goto('/');

    await expect(layout.pointsBalance(seedShopper.coins)).toBeVisible();
    await expect(layout.profileLink(seedShopper.username, seedShopper.email)).toHaveAttribute('href', '/edit-profile');
    await expect(layout.signInButton).toHaveCount(0);
    await expect(layout.topStripLogoutButton).toBeVisible();
    await expect(layout.cartButton).toHaveAccessibleName('Cart, 1 item');
    await expect(layout.cartButton).toHaveAttribute('href', '/cart');
    await expect(layout.cartButton.getByText('1', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('shows the cart count in the bottom bar and the shopper and Logout in the menu panel', async ({
    page,
    seed,
    signInShopper,
    isMobile,
  }) => {
    test.skip(!isMobile, 'the mobile bottom bar and menu panel');
    const { accessToken } = await signInShopper();
    await seed.addCartLine(accessToken, 1);
    const layout = new LayoutPage(page);
    await layout.goto('/');

    await expect(layout.bottomBarCart).toHaveAccessibleName('Cart, 1 item');
    await expect(layout.bottomBarCart).toHaveAttribute('href', '/cart');
    await expect(layout.bottomBarCart.getByText('1', { exact: true })).toBeVisible();
    await layout.menuButton.click();
    await expect(layout.menuPanel.getByText(seedShopper.username, { exact: true })).toBeVisible();
    await expect(layout.menuPanel.getByText(seedShopper.email, { exact: true })).toBeVisible();
    await expect(layout.menuPanel.getByText(points, { exact: true })).toBeVisible();
    await expect(layout.menuLogoutButton).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('survives a reload', async ({ page, signInShopper, isMobile }) => {
    await signInShopper();
    const layout = new LayoutPage(page);
    await layout.goto('/');
    await expectSignedIn(layout, isMobile);

    await page.reload();
    await expectSignedIn(layout, isMobile);
  });

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
    await expectSignedIn(layout, isMobile);

    // The scenario's access tokens last 30 s; the reload's user-data and cart calls are both refused at first.
    await simulator.advanceClock(31);
    const refreshes: string[] = [];
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname === '/user/refreshtoken/') refreshes.push(sent.url());
    });
    await page.reload();
    await expectSignedIn(layout, isMobile);

    await expect.poll(() => refreshes).toHaveLength(1);
    await expect.poll(() => spentRefreshTokens(simulator)).toBe(1);
    const renewed = () => sessionCookies(context);
    await expect.poll(async () => (await renewed()).accessToken).toBeDefined();
    await expect.poll(async () => (await renewed()).accessToken).not.toBe(signedIn.accessToken);
    await expect.poll(async () => (await renewed()).refreshToken).toBeDefined();
    await expect.poll(async () => (await renewed()).refreshToken).not.toBe(signedIn.refreshToken);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

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
    await expectSignedIn(layout, isMobile);

    // Access tokens last 15 minutes by default.
    await simulator.advanceClock(15 * 60 + 1);
    await page.reload();

    await expect(page.getByRole('alert').filter({ hasText: 'The refresh token is not valid.' })).toBeVisible();
    await expectSignedOut(page, layout, isMobile);
    await expect(page).toHaveURL('/');
  });

  test('Logout clears the session and goes to the login page', async ({ page, context, signInShopper, isMobile }) => {
    await signInShopper();
    const layout = new LayoutPage(page);
    await layout.goto('/');
    await expectSignedIn(layout, isMobile);

    if (isMobile) {
      await layout.menuButton.click();
      await layout.menuLogoutButton.click();
    } else {
      await layout.topStripLogoutButton.click();
    }
    await expect(page).toHaveURL('/login');
    await expect.poll(() => sessionCookies(context)).toEqual({ accessToken: undefined, refreshToken: undefined });

    await layout.goto('/');
    await expectSignedOut(page, layout, isMobile);
  });
});
