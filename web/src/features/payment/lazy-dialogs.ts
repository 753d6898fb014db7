import { lazyPart } from '../../lib/lazy-part';

// The payment pages' dialogs load on demand: MUI's dialog and modal, and the edit form with its rules, are not needed
// to show the order and pay. Each page preloads the ones it may open once it has painted.

export const EditDetailsDialog = lazyPart(() =>
  import('./edit-details-dialog').then((module) => module.EditDetailsDialog),
);
export const PaymentSuccessDialog = lazyPart(() =>
  import('./payment-dialogs').then((module) => module.PaymentSuccessDialog),
);
export const LeavePaymentDialog = lazyPart(() =>
  import('./payment-dialogs').then((module) => module.LeavePaymentDialog),
);
export const CongratsDialog = lazyPart(() =>
  import('./payment-success-dialog').then((module) => module.CongratsDialog),
);
