import { lazyBrandedMui } from '../branding';

export const VerifyDetailsPage = lazyBrandedMui(() =>
  import('./verify-details-page').then(({ VerifyDetailsPage }) => VerifyDetailsPage),
);
