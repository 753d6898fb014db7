import { lazyPage } from '../../lib/lazy-page';

export { RedemptionGuideDialog } from './redemption-guide-dialog';
export const RedemptionGuidePage = lazyPage(() =>
  import('./redemption-guide-page').then((module) => module.RedemptionGuidePage),
);
