import { lazyBrandedMui } from '../branding';

// The guide's tabs load only once someone opens the dialog or the page.
export const RedemptionGuidePage = lazyBrandedMui(() =>
  import('./redemption-guide-page').then((module) => module.RedemptionGuidePage),
);
export const RedemptionGuideDialog = lazyBrandedMui(() =>
  import('./redemption-guide-dialog').then((module) => module.RedemptionGuideDialog),
);
