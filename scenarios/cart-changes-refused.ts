import type { ErrorGeneric } from '../contracts';
import type { Override, Scenario } from './scenario';

const unavailable: Override = {
  kind: 'respond',
  status: 503,
  body: { detail: 'The cart service is unavailable.', code: 'unavailable' } satisfies ErrorGeneric,
};

export const cartChangesRefused: Scenario = {
  name: 'cart-changes-refused',
  description:
    'Changing a cart line (PATCH /cart/) and removing one (DELETE /cart/) answer 503 to every caller, signed in or not, while reading and adding to the cart work: the storefront rolls a quantity change back and says it failed to remove an item.',
  overrides: { updateCartItem: unavailable, removeCartItem: unavailable },
};
