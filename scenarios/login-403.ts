import type { ErrorLogin } from '../contracts';
import type { Scenario } from './scenario';

export const login403: Scenario = {
  name: 'login-403',
  description: 'Every sign-in answers 403 account_locked with no description or message, so the status text shows.',
  overrides: { login: { kind: 'respond', status: 403, body: { error: 'account_locked' } satisfies ErrorLogin } },
};
