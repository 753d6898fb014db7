import type { ErrorGeneric } from '../contracts';
import type { Scenario } from './scenario';

export const login503: Scenario = {
  name: 'login-503',
  description: 'Every sign-in answers 503, a status without a text of its own, with only a detail the login ignores.',
  overrides: {
    login: {
      kind: 'respond',
      status: 503,
      body: { detail: 'The provider is temporarily unavailable.', code: 'unavailable' } satisfies ErrorGeneric,
    },
  },
};
