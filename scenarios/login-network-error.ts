import type { Scenario } from './scenario';

export const loginNetworkError: Scenario = {
  name: 'login-network-error',
  description: 'Sign-in fails at the network level: the connection closes without an answer (no HTTP status).',
  overrides: { login: { kind: 'network-error' } },
};
