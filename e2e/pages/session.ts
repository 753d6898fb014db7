import type { APIRequestContext, BrowserContext } from '@playwright/test';
import type { SimulatorControl } from '../fixtures';
import { seedShopper } from './login-page';

/** The tokens of a session, as the storefront keeps them in its cookies. */
export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

export interface SignInFixtures {
  request: APIRequestContext;
  context: BrowserContext;
  simulator: SimulatorControl;
  baseURL: string | undefined;
}

/**
 * Signs the seed shopper in through the simulator's API and stores both tokens as the storefront does (the
 * access_token and refresh_token cookies on its origin), so the next page opens signed in.
 */
export async function signInAsShopper({
  request,
  context,
  simulator,
  baseURL,
}: SignInFixtures): Promise<SessionTokens> {
  const response = await request.post(`${simulator.url}/user/login/`, {
    data: { username: seedShopper.email, password: seedShopper.password, grant_type: 'password' },
  });
  if (!response.ok()) throw new Error(`the seed shopper could not sign in: HTTP ${response.status()}`);
  const body = (await response.json()) as { access_token: string; refresh_token: string };
  if (baseURL === undefined) throw new Error('playwright.config.ts must set use.baseURL: the cookies belong to it');
  const url = baseURL;
  await context.addCookies([
    { name: 'access_token', value: body.access_token, url, sameSite: 'Lax' },
    { name: 'refresh_token', value: body.refresh_token, url, sameSite: 'Lax' },
  ]);
  return { accessToken: body.access_token, refreshToken: body.refresh_token };
}

/** The session cookies the storefront holds now; undefined where a cookie is missing. */
export async function sessionCookies(context: BrowserContext): Promise<Partial<SessionTokens>> {
  const cookies = await context.cookies();
  const value = (name: string) => cookies.find((cookie) => cookie.name === name)?.value;
  return { accessToken: value('access_token'), refreshToken: value('refresh_token') };
}
