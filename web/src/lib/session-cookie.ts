import Cookies from 'js-cookie';

/** The cookie whose presence marks a signed-in shopper (spec section 7); the login screens write it. */
export const accessTokenCookie = 'access_token';

/** The stored bearer token, or null when the shopper is anonymous. */
export function getAccessToken(): string | null {
  const token = Cookies.get(accessTokenCookie);
  return token === undefined || token === '' ? null : token;
}
