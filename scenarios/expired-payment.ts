import type { Scenario } from './scenario';

export const expiredPayment: Scenario = {
  name: 'expired-payment',
  description:
    'shopper@example.com has order ord_000001 (2 x product 1 at 100.00, 20 coins used) placed 301 s ago and never paid: its 300 s payment window has run out, so the first call finds it expired.',
  seed: {
    orders: [
      {
        email: 'shopper@example.com',
        productId: 1,
        quantity: 2,
        coinsUsed: 20,
        ageSeconds: 301,
        status: 'PAYMENT_PENDING',
      },
    ],
  },
};
