import type { Scenario } from './scenario';

const ttlSeconds = 30;

export const sessionExpiry: Scenario = {
  name: 'session-expiry',
  description: `Access tokens expire ${ttlSeconds} s after sign-in (401 token_expired), so the storefront's refresh path runs; refresh tokens work as usual.`,
  settings: { accessTokenTtlSeconds: ttlSeconds },
};
