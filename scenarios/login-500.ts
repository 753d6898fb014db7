import type { ErrorLogin } from '../contracts';
import type { Scenario } from './scenario';

export const login500: Scenario = {
  name: 'login-500',
  description: 'Every sign-in answers 500 server_error, as when the provider is failing.',
  overrides: {
    login: {
      kind: 'respond',
      status: 500,
      body: {
        error: 'server_error',
        error_description: 'The provider could not process the sign-in.',
        message: 'Server error. Please try again later.',
      } satisfies ErrorLogin,
    },
  },
};
