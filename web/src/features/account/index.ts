import { lazyBrandedMui } from '../branding';

export const RedeemVoucherPage = lazyBrandedMui(() =>
  import('./redeem-voucher-page').then((module) => module.RedeemVoucherPage),
);
export const OrderHistoryPage = lazyBrandedMui(() =>
  import('./order-history-page').then((module) => module.OrderHistoryPage),
);
