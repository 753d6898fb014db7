import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test, type SimulatorControl } from './fixtures';
import { LayoutPage } from './pages/layout-page';
import { seedShopper } from './pages/login-page';
import { seedProduct } from './pages/product-page';
import { sessionCookies, type SessionTokens } from './pages/session';

const points = `${seedShopper.coins} Points`;

/**
 * Puts one line of seed product 1, at its smallest amount, into the signed-in shopper's cart through the simulator's
 * API, then opens the storefront.
 */
async function openSignedInWithCartLine(
  page: Page,
  request: APIRequestContext,
  simulator: SimulatorControl,
  tokens: SessionTokens,
): Promise<LayoutPage> {
  const product = await seedProduct(request, simulator.url, 1);
  const amount = Number(product.denominations[0]?.min);
  const response = await request.post(`${simulator.url}/cart/`, {
    headers: { Authorization: `Bearer ${tokens.accessToken}` },
    data: { cart_items: [{ product_id: product.id, quantity: 1, to_pay: amount, selectedDenomination: amount }] },
  });
  expect(response.status()).toBe(201);
  const layout = new LayoutPage(page);
  await layout.goto('/');
  return layout;
}

/** Refresh tokens the simulator has accepted (each is good for one refresh). */
const spentRefreshTokens = (simulator: SimulatorControl) =>
  simulator.raw.db.refreshToken.getAll().filter((token) => token.usedAt !== null).length;

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
  expect(await sessionCookies(page.context())).toEqual({ accessToken: undefined, refreshToken: undefined });
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
    request,
    simulator,
    signInShopper,
    isMobile,
  }) => {
    test.skip(isMobile, 'the desktop header');
    const layout = await openSignedInWithCartLine(page, request, simulator, await signInShopper());

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
    request,
    simulator,
    signInShopper,
    isMobile,
  }) => {
    test.skip(!isMobile, 'the mobile bottom bar and menu panel');
    const layout = await openSignedInWithCartLine(page, request, simulator, await signInShopper());

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
    simulator.advanceClock(31);
    const refreshes: string[] = [];
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname === '/user/refreshtoken/') refreshes.push(sent.url());
    });
    await page.reload();
    await expectSignedIn(layout, isMobile);

    expect(refreshes).toHaveLength(1);
    expect(spentRefreshTokens(simulator)).toBe(1);
    const renewed = await sessionCookies(context);
    expect(renewed.accessToken).toBeDefined();
    expect(renewed.accessToken).not.toBe(signedIn.accessToken);
    expect(renewed.refreshToken).toBeDefined();
    expect(renewed.refreshToken).not.toBe(signedIn.refreshToken);
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
    simulator.advanceClock(15 * 60 + 1);
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
    expect(await sessionCookies(context)).toEqual({ accessToken: undefined, refreshToken: undefined });

    await layout.goto('/');
    await expectSignedOut(page, layout, isMobile);
  });
});
