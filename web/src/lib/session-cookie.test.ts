import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { accessTokenCookie, getAccessToken } from './session-cookie';

describe('the session cookie', () => {
  afterEach(() => Cookies.remove(accessTokenCookie));

  it('reads the access token, or null when the shopper is anonymous', () => {
    expect(getAccessToken()).toBeNull();
    Cookies.set(accessTokenCookie, 'at_1');
    expect(getAccessToken()).toBe('at_1');
    Cookies.set(accessTokenCookie, '');
    expect(getAccessToken()).toBeNull();
  });
});
