import { clearPaymentStorage, paymentTimerKeys, removeStored } from '../../lib/payment-storage';

/** A timer reading: the seconds left at a moment of the provider's time (ms). */
export interface TimerReading {
  secondsLeft: number;
  timestamp: number;
}

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Forgets the timer and its order (Back to Cart on /payment, the expired-link button, a settled order). */
export function clearPaymentTimer(): void {
  removeStored(paymentTimerKeys);
}

/** The stored reading of this order's /verify-details timer, or null when none was stored for it. */
export function readPaymentTimer(orderId: string): TimerReading | null {
  let stored: unknown;
  try {
    stored = JSON.parse(read('orderData') ?? 'null');
  } catch {
    return null;
  }
  const storedOrderId =
    typeof stored === 'object' && stored !== null ? (stored as { orderId?: unknown }).orderId : null;
  const secondsText = read('paymentTimer');
  const timestampText = read('timerTimestamp');
  if (storedOrderId !== orderId || secondsText === null || timestampText === null) return null;
  const reading = { secondsLeft: Number(secondsText), timestamp: Number(timestampText) };
  return Number.isFinite(reading.secondsLeft) && Number.isFinite(reading.timestamp) ? reading : null;
}

/** Keeps a timer reading with the order it counts for; without storage the timer restarts after a reload. */
export function storePaymentTimer(order: { orderId: string }, reading: TimerReading): void {
  try {
    window.localStorage.setItem('paymentTimer', String(reading.secondsLeft));
    window.localStorage.setItem('timerTimestamp', String(reading.timestamp));
    window.localStorage.setItem('orderData', JSON.stringify(order));
  } catch {
    // As without storage.
  }
}

/** A session that ended unpaid: everything forgotten but how it ended (spec section 4: paymentStatus 'cancelled'). */
export function markPaymentCancelled(): void {
  clearPaymentStorage();
  try {
    window.localStorage.setItem('paymentStatus', 'cancelled');
  } catch {
    // Without storage there is no later visit to tell.
  }
}
