import type { ErrorLogin } from '../contracts';
import type { Scenario } from './scenario';

export const login422: Scenario = {
  name: 'login-422',
  description: 'Every sign-in answers 422 invalid_format with no description or message, so the status text shows.',
  overrides: { login: { kind: 'respond', status: 422, body: { error: 'invalid_format' } satisfies ErrorLogin } },
};
