import { lazyPage } from '../../lib/lazy-page';

export { sendOrderStatusAtOpening } from './order-status-call';

export const VerifyDetailsPage = lazyPage(() =>
  import('./verify-details-page').then((module) => module.VerifyDetailsPage),
);
export const PaymentPage = lazyPage(() => import('./payment-page').then((module) => module.PaymentPage));
export const TimeExpiredPage = lazyPage(() => import('./time-expired-page').then((module) => module.TimeExpiredPage));
export const PaymentResultPage = lazyPage(() =>
  import('./payment-result-page').then((module) => module.PaymentResultPage),
);
export const LoadingPage = lazyPage(() => import('./loading-page').then((module) => module.LoadingPage));
