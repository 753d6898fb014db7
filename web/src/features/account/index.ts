import { lazyPage } from '../../lib/lazy-page';

export const RedeemVoucherPage = lazyPage(() =>
  import('./redeem-voucher-page').then((module) => module.RedeemVoucherPage),
);
export const OrderHistoryPage = lazyPage(() =>
  import('./order-history-page').then((module) => module.OrderHistoryPage),
);
