import type { ErrorLogin } from '../contracts';
import type { Scenario } from './scenario';

export const login400: Scenario = {
  name: 'login-400',
  description: 'Every sign-in answers 400 invalid_request with no description or message, so the status text shows.',
  overrides: { login: { kind: 'respond', status: 400, body: { error: 'invalid_request' } satisfies ErrorLogin } },
};
