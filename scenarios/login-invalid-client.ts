import type { ErrorLogin } from '../contracts';
import type { Scenario } from './scenario';

export const loginInvalidClient: Scenario = {
  name: 'login-invalid-client',
  description: 'Every sign-in answers 401 invalid_client, which storefronts show as an unknown e-mail or user.',
  overrides: { login: { kind: 'respond', status: 401, body: { error: 'invalid_client' } satisfies ErrorLogin } },
};
