import type { ErrorLogin } from '../contracts';
import type { Scenario } from './scenario';

const retryAfterSeconds = 900;

export const login429: Scenario = {
  name: 'login-429',
  description: `Every sign-in answers 429 too_many_attempts with Retry-After: ${retryAfterSeconds}, whatever the credentials.`,
  overrides: {
    login: {
      kind: 'respond',
      status: 429,
      headers: { 'Retry-After': String(retryAfterSeconds) },
      body: {
        error: 'too_many_attempts',
        error_description: `Too many failed sign-in attempts; try again in ${retryAfterSeconds} seconds.`,
        message: 'Too many login attempts. Please try again later.',
      } satisfies ErrorLogin,
    },
  },
};
