import { CartPage } from './pages/cart-page';
import { LayoutPage } from './pages/layout-page';
import { AlertDialog } from './pages/parts/alert-dialog';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { seedShopper } from './support/seed';
import { expectSignedIn, expectSignedOut, sessionCookies } from './support/session';

const points = `${seedShopper.coinsShown} Points`;

async function logOut(layout: LayoutPage, isMobile: boolean): Promise<void> {
  if (isMobile) {
    await layout.menuButton.click();
    await layout.menuLogoutButton.click();
  } else {
    await layout.topStripLogoutButton.click();
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

    await expect(layout.pointsBalance(seedShopper.coinsShown)).toBeVisible();
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
    await expectSignedIn(page, isMobile);

    await page.reload();
    await expectSignedIn(page, isMobile);
  });

  test('Logout clears the session and goes to the login page', async ({ page, context, signInShopper, isMobile }) => {
    await signInShopper();
    const layout = new LayoutPage(page);
    await layout.goto('/');
    await expectSignedIn(page, isMobile);

    await logOut(layout, isMobile);
    await expect(page).toHaveURL('/login');
    await expect.poll(() => sessionCookies(context)).toEqual({ accessToken: undefined, refreshToken: undefined });

    await layout.goto('/');
    await expectSignedOut(page, isMobile);
  });

  test('Logout in another tab signs this one out at its next call: a Checkout there leads to the login page', async ({
    page,
    seed,
    signInShopper,
    isMobile,
  }) => {
    const { accessToken } = await signInShopper();
    await seed.addCartLine(accessToken, 1);
    const cart = new CartPage(page);
    await cart.goto();
    await expect(cart.checkout).toBeEnabled();
    const otherTab = new LayoutPage(await page.context().newPage());
    await otherTab.goto('/');
    await logOut(otherTab, isMobile);
    await expect(otherTab.page).toHaveURL('/login');
    await otherTab.page.close();

    // The cookies are gone: Checkout goes out without a token, and its refusal ends this page's session too.
    await cart.checkout.click();
    const alert = new AlertDialog(page);
    await expect(alert.dialog).toHaveAccessibleName('Checkout failed. Please try again.');
    await alert.ok.click();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('alert').filter({ hasText: 'No refresh token available' })).toBeVisible();
    await expectSignedOut(page, isMobile);
  });
});
