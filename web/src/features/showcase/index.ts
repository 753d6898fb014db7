import { lazyBrandedMui } from '../branding';

// The two static demo pages (spec part 2: /profile and /purchase-voucher): no state and no calls, each its own chunk.
export const ProfileDemoPage = lazyBrandedMui(() =>
  import('./profile-demo-page').then((module) => module.ProfileDemoPage),
);
export const PurchaseVoucherPage = lazyBrandedMui(() =>
  import('./purchase-voucher-page').then((module) => module.PurchaseVoucherPage),
);
