import { clearPaymentStorage } from '../../lib/payment-storage';
import { clearSessionTokens } from '../../lib/session-cookie';

/**
 * After a switch or a reset the storefront starts over on the new seed: signed out, with no payment in progress, on
 * the home page. The new seed knows none of the old seed's sessions (a reload met "The refresh token is not valid."),
 * and it reuses the old seed's order ids, so a reload of /verify-details polled the new seed's order of the same id
 * and could show the success of an order that was never paid.
 */
export function startOverOnNewSeed(): void {
  clearSessionTokens();
  clearPaymentStorage();
  window.location.assign('/');
}
