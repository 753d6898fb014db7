import { lazyBrandedMui } from '../branding';

export const RedeemVoucherPage = lazyBrandedMui(() =>
  import('./redeem-voucher-page').then(({ RedeemVoucherPage }) => RedeemVoucherPage),
);
export const OrderHistoryPage = lazyBrandedMui(() =>
  import('./order-history-page').then(({ OrderHistoryPage }) => OrderHistoryPage),
);
