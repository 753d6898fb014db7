import { lazyPart } from '../../lib/lazy-part';

// The payment pages' dialogs load on demand: MUI's dialog and modal, with the branded theme the pages drawn without
// MUI do not have, and the edit form with its rules, are not needed to show the order and pay. Fetched with the page,
// they would compete with the order's request and delay it: the ones the shopper opens are fetched when the shopper
// heads for them (a pointer over or a focus on their button), the success modals when the browser is next idle once
// the order or its first status is on screen (payment-page.tsx, verify-details-page.tsx).

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
