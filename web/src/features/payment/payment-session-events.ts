import { createAction } from '@reduxjs/toolkit';

/**
 * The payment session ended unpaid: its time ran out ('expired') or the shopper went back to the cart ('left'). The
 * order stays with the provider, which expires it and returns its coins.
 */
export const orderAbandoned = createAction('payment/orderAbandoned', (reason: 'expired' | 'left') => ({
  payload: { reason },
}));
