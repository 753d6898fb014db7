import type { BrowserContext } from '@playwright/test';
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
