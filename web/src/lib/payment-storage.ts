/**
 * What the payment pages keep in local storage (spec section 3): the /verify-details timer (paymentTimer, the seconds
 * left, and timerTimestamp, when they were read, in the provider's time), the order it counts for (orderData) and how
 * the payment ended (paymentStatus). Storage the browser refuses (a private window, say) holds nothing: reads find
 * nothing and writes are dropped.
 */
export const paymentStorageKeys = ['paymentTimer', 'timerTimestamp', 'orderData', 'paymentStatus'] as const;

const timerKeys = ['paymentTimer', 'timerTimestamp', 'orderData'] as const;

function remove(keys: readonly string[]): void {
  try {
    for (const key of keys) window.localStorage.removeItem(key);
  } catch {
    // Nothing was stored.
  }
}

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(entries: Record<string, string>): void {
  try {
    for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
  } catch {
    // The timer then restarts after a reload, as without storage.
  }
}

/** Forgets an earlier payment entirely. */
export function clearPaymentStorage(): void {
  remove(paymentStorageKeys);
}

/** Forgets the timer and its order (Back to Cart on /payment, the expired-link button). */
export function clearPaymentTimer(): void {
  remove(timerKeys);
}

export function markPaymentCancelled(): void {
  write({ paymentStatus: 'cancelled' });
}

/** A timer reading: the seconds left at a moment of the provider's time (ms). */
export interface TimerReading {
  secondsLeft: number;
  timestamp: number;
}

/** The stored reading of this order's timer, or null when none was stored for it. */
export function readPaymentTimer(orderId: string): TimerReading | null {
  let stored: unknown;
  try {
    stored = JSON.parse(read('orderData') ?? 'null');
  } catch {
    return null;
  }
  const storedOrderId =
    typeof stored === 'object' && stored !== null ? (stored as { orderId?: unknown }).orderId : null;
  const secondsLeft = Number(read('paymentTimer'));
  const timestamp = Number(read('timerTimestamp'));
  if (storedOrderId !== orderId || read('paymentTimer') === null || read('timerTimestamp') === null) return null;
  return Number.isFinite(secondsLeft) && Number.isFinite(timestamp) ? { secondsLeft, timestamp } : null;
}

/** Keeps a timer reading with the order it counts for. */
export function storePaymentTimer(order: { orderId: string }, reading: TimerReading): void {
  write({
    paymentTimer: String(reading.secondsLeft),
    timerTimestamp: String(reading.timestamp),
    orderData: JSON.stringify(order),
  });
}
