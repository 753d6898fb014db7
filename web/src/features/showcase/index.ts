import { lazyPage } from '../../lib/lazy-page';

// The two static demo pages (spec part 2: /profile and /purchase-voucher): no state and no calls, each its own chunk.
export const ProfileDemoPage = lazyPage(() => import('./profile-demo-page').then((module) => module.ProfileDemoPage));
export const PurchaseVoucherPage = lazyPage(() =>
  import('./purchase-voucher-page').then((module) => module.PurchaseVoucherPage),
);
