import { lazyPage } from '../../lib/lazy-page';

// The guide's tabs load only once someone opens the dialog or the page.
export const RedemptionGuidePage = lazyPage(() =>
  import('./redemption-guide-page').then((module) => module.RedemptionGuidePage),
);
export const RedemptionGuideDialog = lazyPage(() =>
  import('./redemption-guide-dialog').then((module) => module.RedemptionGuideDialog),
);
