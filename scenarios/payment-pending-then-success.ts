import type { Scenario } from './scenario';

const polls = 3;

export const paymentPendingThenSuccess: Scenario = {
  name: 'payment-pending-then-success',
  description: `A placed order stays PAYMENT_PENDING for ${polls - 1} status polls and is paid by itself at poll ${polls}, without the payment page.`,
  settings: { autoPayAfterPolls: polls },
};
