import { genericError } from '../contracts/runtime/error-bodies';
import type { Scenario } from './scenario';

export const refreshFails: Scenario = {
  name: 'refresh-fails',
  description:
    'Every token refresh answers 401 refresh_token_invalid, so a storefront whose access token is rejected signs the shopper out.',
  overrides: {
    refreshToken: {
      kind: 'respond',
      status: 401,
      body: genericError('The refresh token is not valid.', 'refresh_token_invalid'),
    },
  },
};
