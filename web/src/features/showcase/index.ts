import { lazyBrandedMui } from '../branding';

// The two static demo pages (spec part 2: /profile and /purchase-voucher): no state and no calls, each its own chunk.
export const ProfileDemoPage = lazyBrandedMui(() =>
  import('./profile-demo-page').then(({ ProfileDemoPage }) => ProfileDemoPage),
);
export const PurchaseVoucherPage = lazyBrandedMui(() =>
  import('./purchase-voucher-page').then(({ PurchaseVoucherPage }) => PurchaseVoucherPage),
);
