import Cookies from 'js-cookie';
import type { RefreshTokenResponse } from '../../../contracts';

/** The cookie whose presence marks a signed-in shopper (spec section 7). */
export const accessTokenCookie = 'access_token';
export const refreshTokenCookie = 'refresh_token';

/** The two tokens a sign-in or a token refresh hands out. */
export type SessionTokens = Pick<RefreshTokenResponse, 'access_token' | 'refresh_token'>;

/** Spec section 9: the session cookies last 7 days. */
export const sessionCookieDays = 7;

function read(name: string): string | null {
  const value = Cookies.get(name);
  return value === undefined || value === '' ? null : value;
}

/** The stored bearer token, or null when the shopper is anonymous. */
export function getAccessToken(): string | null {
  return read(accessTokenCookie);
}

export function getRefreshToken(): string | null {
  return read(refreshTokenCookie);
}

export function storeSessionTokens(tokens: SessionTokens): void {
  // The spec's cookies are not Secure; over https they are, so a token never travels unencrypted (docs/deviations.md).
  const attributes: Cookies.CookieAttributes = {
    expires: sessionCookieDays,
    path: '/',
    sameSite: 'Lax',
    secure: window.location.protocol === 'https:',
  };
  Cookies.set(accessTokenCookie, tokens.access_token, attributes);
  Cookies.set(refreshTokenCookie, tokens.refresh_token, attributes);
}

export function clearSessionTokens(): void {
  Cookies.remove(accessTokenCookie, { path: '/' });
  Cookies.remove(refreshTokenCookie, { path: '/' });
}
