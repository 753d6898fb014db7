import type { SimulatorSettings } from '../scenarios/scenario';

export const defaultSettings: SimulatorSettings = {
  accessTokenTtlSeconds: 15 * 60,
  refreshTokenTtlSeconds: 7 * 24 * 60 * 60,
  paymentWindowSeconds: 300,
  loginAttemptLimit: 5,
  loginAttemptWindowSeconds: 15 * 60,
  delayMs: 0,
  autoPayAfterPolls: null,
};
