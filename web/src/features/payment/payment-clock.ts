/** The payment windows the spec gives (section 9), in seconds. */
export const verifyDetailsWindowSeconds = 180;
export const paymentPageWindowSeconds = 300;

/**
 * How far the provider's clock is ahead of this device's, in ms: its server_time against the device's clock when the
 * answer arrived. A phone minutes off, or a simulator whose clock QA moved on, then still counts the provider's time.
 * Null when the answer carried no readable time.
 */
export function clockOffsetMs(serverTime: string | undefined, receivedAtMs: number): number | null {
  if (serverTime === undefined) return null;
  const server = Date.parse(serverTime);
  return Number.isNaN(server) ? null : server - receivedAtMs;
}

/** Whole seconds left until a deadline (both in the provider's time, ms), never below 0. */
export function secondsLeft(deadlineMs: number, providerNowMs: number): number {
  return Math.max(0, Math.ceil((deadlineMs - providerNowMs) / 1000));
}

/** A countdown as m:ss, e.g. 2:05. */
export function formatCountdown(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
