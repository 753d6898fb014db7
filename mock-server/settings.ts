/** The provider's rules that scenarios may change. Times are in seconds. */
export interface SimulatorSettings {
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  paymentWindowSeconds: number;
  /** Failed logins on one account, within the window, after which login answers 429. */
  loginAttemptLimit: number;
  loginAttemptWindowSeconds: number;
  /** A fixed delay before every provider call answers, in milliseconds. */
  delayMs: number;
  /** When set, a PAYMENT_PENDING order is paid by itself at this many status polls. */
  autoPayAfterPolls: number | null;
}

export const defaultSettings: SimulatorSettings = {
  accessTokenTtlSeconds: 15 * 60,
  refreshTokenTtlSeconds: 7 * 24 * 60 * 60,
  paymentWindowSeconds: 300,
  loginAttemptLimit: 5,
  loginAttemptWindowSeconds: 15 * 60,
  delayMs: 0,
  autoPayAfterPolls: null,
};
