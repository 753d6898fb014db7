import { lazyBrandedMui } from '../branding';

export const VerifyDetailsPage = lazyBrandedMui(() =>
  import('./verify-details-page').then(({ VerifyDetailsPage }) => VerifyDetailsPage),
);
export const PaymentPage = lazyBrandedMui(() => import('./payment-page').then(({ PaymentPage }) => PaymentPage));
export const TimeExpiredPage = lazyBrandedMui(() =>
  import('./time-expired-page').then(({ TimeExpiredPage }) => TimeExpiredPage),
);
export const PaymentResultPage = lazyBrandedMui(() =>
  import('./payment-result-page').then(({ PaymentResultPage }) => PaymentResultPage),
);
export const LoadingPage = lazyBrandedMui(() => import('./loading-page').then(({ LoadingPage }) => LoadingPage));
