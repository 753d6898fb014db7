import { expect, type BrowserContext, type Page } from '@playwright/test';
import { LayoutPage } from '../pages/layout-page';
import type { ProviderClient } from './provider-client';
import { seedShopper, type SeedAccount } from './seed';

/** The tokens of a session, as the storefront keeps them in its cookies. */
export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

/**
 * Signs a seed shopper (the one with coins by default) in through the provider's API and stores both tokens as the storefront does (the
 * access_token and refresh_token cookies on its origin), so the next page opens signed in without the login screen.
 */
export async function signInAsShopper(
  provider: ProviderClient,
  context: BrowserContext,
  storefrontUrl: string,
  account: SeedAccount = seedShopper,
): Promise<SessionTokens> {
  const body = await provider.read('login', {
    json: { username: account.email, password: account.password, grant_type: 'password' },
  });
  await context.addCookies([
    { name: 'access_token', value: body.access_token, url: storefrontUrl, sameSite: 'Lax' },
    { name: 'refresh_token', value: body.refresh_token, url: storefrontUrl, sameSite: 'Lax' },
  ]);
  return { accessToken: body.access_token, refreshToken: body.refresh_token };
}

/** The session cookies the storefront holds now; undefined where a cookie is missing. */
export async function sessionCookies(context: BrowserContext): Promise<Partial<SessionTokens>> {
  const cookies = await context.cookies();
  const value = (name: string) => cookies.find((cookie) => cookie.name === name)?.value;
  return { accessToken: value('access_token'), refreshToken: value('refresh_token') };
}

/**
 * Waits until the seed shopper shows as signed in: a session cookie, and the name and balance in the header, or on
 * small screens in the menu panel, closed again so that the page is as it was.
 */
export async function expectSignedIn(page: Page, isMobile: boolean): Promise<void> {
  await expect.poll(async () => (await sessionCookies(page.context())).accessToken).toBeDefined();
  const layout = new LayoutPage(page);
  if (!isMobile) {
    await expect(layout.pointsBalance(seedShopper.coinsShown)).toBeVisible();
    await expect(layout.profileLink(seedShopper.username, seedShopper.email)).toBeVisible();
    return;
  }
  await layout.menuButton.click();
  await expect(layout.menuPanel.getByText(seedShopper.username, { exact: true })).toBeVisible();
  await expect(layout.menuPanel.getByText(`${seedShopper.coinsShown} Points`, { exact: true })).toBeVisible();
  await layout.menuPanel.getByRole('button', { name: 'Close' }).click();
  await expect(layout.menuPanel).toBeHidden();
}

/** Signed out: no session cookie, and CART (SIGN IN on desktop) leads to the login page. */
export async function expectSignedOut(page: Page, isMobile: boolean): Promise<void> {
  await expect.poll(() => sessionCookies(page.context())).toEqual({ accessToken: undefined, refreshToken: undefined });
  const layout = new LayoutPage(page);
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
