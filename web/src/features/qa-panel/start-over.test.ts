import { afterEach, describe, expect, it, vi } from 'vitest';
import { savedAccountsKey } from '../../lib/saved-accounts';
import { getAccessToken, getRefreshToken, storeSessionTokens } from '../../lib/session-cookie';
import { startOverOnNewSeed } from './start-over';

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('starting over on a new seed', () => {
  it('signs out, forgets the payment in progress and opens the home page', () => {
    storeSessionTokens({ access_token: 'at_old_seed', refresh_token: 'rt_old_seed' });
    window.localStorage.setItem('orderData', JSON.stringify({ order_id: 'ord_000001' }));
    window.localStorage.setItem('paymentTimer', '120');
    window.localStorage.setItem('paymentStatus', 'success');
    window.localStorage.setItem(savedAccountsKey, '["shopper@example.com"]');
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });

    startOverOnNewSeed();

    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
    expect(window.localStorage.getItem('orderData')).toBeNull();
    expect(window.localStorage.getItem('paymentTimer')).toBeNull();
    expect(window.localStorage.getItem('paymentStatus')).toBeNull();
    // The accounts remembered on this device are the tester's, not the seed's.
    expect(window.localStorage.getItem(savedAccountsKey)).not.toBeNull();
    expect(assign).toHaveBeenCalledWith('/');
  });
});
