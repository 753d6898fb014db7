import type { ErrorLogin } from '../contracts';
import type { Scenario } from './scenario';

export const login404: Scenario = {
  name: 'login-404',
  description: 'Every sign-in answers 404 account_not_found with no description or message, so the status text shows.',
  overrides: { login: { kind: 'respond', status: 404, body: { error: 'account_not_found' } satisfies ErrorLogin } },
};
