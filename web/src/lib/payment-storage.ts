/**
 * What the payment pages keep in local storage (spec section 3): the /verify-details timer (paymentTimer and
 * timerTimestamp), the order it counts for (orderData) and how the payment ended (paymentStatus). This module is what
 * the start-up store needs (forgetting a payment); the timer's own reads and writes load with the payment pages
 * (features/payment/payment-timer-storage.ts). Storage the browser refuses (a private window, say) holds nothing.
 */
export const paymentTimerKeys = ['paymentTimer', 'timerTimestamp', 'orderData'] as const;
export const paymentStorageKeys = [...paymentTimerKeys, 'paymentStatus'] as const;

/** Removes keys; storage the browser refuses holds nothing to remove. */
export function removeStored(keys: readonly string[]): void {
  try {
    for (const key of keys) window.localStorage.removeItem(key);
  } catch {
    // Nothing was stored.
  }
}

/** Forgets an earlier payment entirely. */
export function clearPaymentStorage(): void {
  removeStored(paymentStorageKeys);
}
