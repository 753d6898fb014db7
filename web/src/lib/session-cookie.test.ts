import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  accessTokenCookie,
  clearSessionTokens,
  getAccessToken,
  getRefreshToken,
  storeSessionTokens,
} from './session-cookie';

// Vitest's jsdom environment exposes its JSDOM instance, which can move the page to another address.
const { jsdom } = globalThis as unknown as { jsdom: { reconfigure(settings: { url: string }): void } };
const httpPage = window.location.href;

const tokens = { access_token: 'at_0123456789abcdef', refresh_token: 'rt_0123456789abcdef' };
const dayMs = 24 * 60 * 60 * 1000;

/** Each cookie the code writes, as its name, value and attributes (keys in lower case). */
function recordCookieWrites() {
  const writes: { name: string; value: string; attributes: Record<string, string> }[] = [];
  const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
  vi.spyOn(document, 'cookie', 'set').mockImplementation((text: string) => {
    const [pair = '', ...parts] = text.split('; ');
    const [name = '', value = ''] = pair.split('=');
    const attributes = Object.fromEntries(
      parts.map((part) => {
        const [key = '', ...rest] = part.split('=');
        return [key.toLowerCase(), rest.join('=')];
      }),
    );
    writes.push({ name, value, attributes });
    cookie?.set?.call(document, text);
  });
  return writes;
}

afterEach(() => {
  vi.restoreAllMocks();
  clearSessionTokens();
  jsdom.reconfigure({ url: httpPage });
});

describe('the session cookies', () => {
  it('read the access token, or null when the shopper is anonymous', () => {
    expect(getAccessToken()).toBeNull();
    Cookies.set(accessTokenCookie, 'at_1');
    expect(getAccessToken()).toBe('at_1');
    Cookies.set(accessTokenCookie, '');
    expect(getAccessToken()).toBeNull();
  });

  it('store both tokens for 7 days on path / with SameSite Lax, not Secure over http', () => {
    const writes = recordCookieWrites();
    const before = Date.now();
    storeSessionTokens(tokens);

    expect(getAccessToken()).toBe(tokens.access_token);
    expect(getRefreshToken()).toBe(tokens.refresh_token);
    expect(writes.map(({ name, value }) => [name, value])).toEqual([
      ['access_token', tokens.access_token],
      ['refresh_token', tokens.refresh_token],
    ]);
    for (const { attributes } of writes) {
      expect(attributes).toEqual({ path: '/', samesite: 'Lax', expires: expect.any(String) });
      const expires = Date.parse(attributes.expires ?? '');
      // The header's date has whole seconds.
      expect(expires).toBeGreaterThanOrEqual(Math.floor((before + 7 * dayMs) / 1000) * 1000);
      expect(expires).toBeLessThanOrEqual(Date.now() + 7 * dayMs);
    }
  });

  it('are Secure when the storefront is served over https', () => {
    jsdom.reconfigure({ url: 'https://shop.example.com/' });
    const writes = recordCookieWrites();
    storeSessionTokens(tokens);
    expect(writes).toHaveLength(2);
    for (const { attributes } of writes) expect(attributes).toHaveProperty('secure');
    expect(getAccessToken()).toBe(tokens.access_token);
  });

  it('are both cleared on sign-out', () => {
    storeSessionTokens(tokens);
    clearSessionTokens();
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
    expect(document.cookie).toBe('');
  });
});
