import { accessTokenCookie, refreshTokenCookie, sessionCookieDays } from '../../lib/session-cookie';
import { paymentStorageKeys } from '../../lib/payment-storage';
import { savedAccountsKey } from '../../lib/saved-accounts';

/** Something the storefront keeps in the shopper's browser, as the Cookie Policy lists it. */
export interface StoredItem {
  name: string;
  kind: 'Cookie' | 'Local storage';
  purpose: string;
  lasts: string;
}

const [paymentTimer, timerTimestamp, orderData, paymentStatus] = paymentStorageKeys;
const untilPaymentEnds = 'Until the payment ends, or the cart is opened again';

/** Every cookie and storage key the storefront writes, by the names the code uses. */
export function storedItems(organizationName: string): StoredItem[] {
  return [
    {
      name: accessTokenCookie,
      kind: 'Cookie',
      purpose: `Keeps you signed in: proves to ${organizationName} who you are on each request.`,
      lasts: `${sessionCookieDays} days, or until you log out`,
    },
    {
      name: refreshTokenCookie,
      kind: 'Cookie',
      purpose: 'Renews your sign-in when the access token runs out, so you are not asked to sign in again.',
      lasts: `${sessionCookieDays} days, or until you log out`,
    },
    {
      name: savedAccountsKey,
      kind: 'Local storage',
      purpose:
        'The e-mail addresses you signed in with Remember me (up to five), offered at the next sign-in. Never a password.',
      lasts: 'Until you sign in with that address without Remember me',
    },
    {
      name: paymentTimer,
      kind: 'Local storage',
      purpose: 'The seconds left to pay for an order, so the countdown survives a reload.',
      lasts: untilPaymentEnds,
    },
    {
      name: timerTimestamp,
      kind: 'Local storage',
      purpose: 'When the countdown was last saved, to work out the time left after a reload.',
      lasts: untilPaymentEnds,
    },
    {
      name: orderData,
      kind: 'Local storage',
      purpose: 'The order being paid (its number, amount and payment links), to show it again after a reload.',
      lasts: untilPaymentEnds,
    },
    {
      name: paymentStatus,
      kind: 'Local storage',
      purpose: 'Notes that a payment ran out of time unpaid, so the store does not offer it again.',
      lasts: 'Until the cart is opened again',
    },
  ];
}
