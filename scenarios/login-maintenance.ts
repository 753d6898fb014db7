import type { ErrorGeneric } from '../contracts';
import type { Scenario } from './scenario';

export const loginMaintenance: Scenario = {
  name: 'login-maintenance',
  description: "Every sign-in answers 503 with only a message, the provider's own words, which the storefront shows.",
  overrides: {
    login: {
      kind: 'respond',
      status: 503,
      body: {
        message: 'Sign-in is paused for scheduled maintenance until 06:00 IST.',
        code: 'unavailable',
      } satisfies ErrorGeneric,
    },
  },
};
