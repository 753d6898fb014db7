import type { ErrorGeneric } from '../contracts';
import type { Scenario } from './scenario';

export const cartUnavailable: Scenario = {
  name: 'cart-unavailable',
  description:
    'Reading the cart (GET /cart/) answers 503 to every caller, signed in or not, so the storefront cannot load the cart; adding, changing and removing lines work.',
  overrides: {
    getCart: {
      kind: 'respond',
      status: 503,
      body: { detail: 'The cart service is unavailable.', code: 'unavailable' } satisfies ErrorGeneric,
    },
  },
};
