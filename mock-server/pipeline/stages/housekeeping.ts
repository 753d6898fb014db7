import { expireOverdueOrders } from '../../domain/order-lifecycle';
import type { Stage } from '../provider-call';

/**
 * Time rules applied lazily, before any call can observe their effects: orders whose payment window has run out by
 * the simulator's clock expire now, so the simulator needs no timers.
 */
export const housekeeping: Stage = {
  name: 'housekeeping',
  run({ simulator }, next) {
    expireOverdueOrders(simulator);
    return next();
  },
};
