/** What the payment pages keep in local storage (spec section 3): the timer, the order and how the payment ended. */
export const paymentStorageKeys = ['paymentTimer', 'timerTimestamp', 'orderData', 'paymentStatus'] as const;

/** Forgets an earlier payment. Storage the browser refuses (a private window, say) holds nothing to forget. */
export function clearPaymentStorage(): void {
  try {
    for (const key of paymentStorageKeys) window.localStorage.removeItem(key);
  } catch {
    // Nothing was stored.
  }
}
