import type { Scenario } from './scenario';

export const incompleteVouchers: Scenario = {
  name: 'incomplete-vouchers',
  description:
    'shopper@example.com has two paid orders whose brands left voucher details out: ord_000001 (product 1, two days ago) issued no vouchers at all; ord_000002 (product 2, 3 vouchers, a day ago) has one complete voucher, one without a claim URL and one with only a claim URL (no card number, no PIN).',
  seed: {
    orders: [
      {
        email: 'shopper@example.com',
        productId: 1,
        quantity: 1,
        coinsUsed: 0,
        ageSeconds: 2 * 24 * 60 * 60,
        status: 'success',
        vouchers: [],
      },
      {
        email: 'shopper@example.com',
        productId: 2,
        quantity: 3,
        coinsUsed: 0,
        ageSeconds: 24 * 60 * 60,
        status: 'success',
        vouchers: [
          { cardNumber: '4111222233334444', pinCode: '739104', claimUrl: 'https://claim.example.com/v/AB12CD' },
          { cardNumber: '4111222233335555', pinCode: '204816', claimUrl: null },
          { cardNumber: null, pinCode: null, claimUrl: 'https://claim.example.com/v/EF34GH' },
        ],
      },
    ],
  },
};
