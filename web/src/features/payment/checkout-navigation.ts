import type { PaymentLinks } from '../../../../contracts';

/** What checkout hands the payment page in navigation state (spec: orderId, amount, coinsUsed, paymentLinks). */
export interface CheckoutNavigation {
  orderId: string;
  /** The cash to pay, in rupees. */
  amount: number;
  coinsUsed: number;
  paymentLinks: PaymentLinks;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The order from navigation state, or null when the page was opened without one (no amount: back to the cart). */
export function readCheckoutNavigation(state: unknown): CheckoutNavigation | null {
  if (!isRecord(state)) return null;
  const { orderId, amount, coinsUsed, paymentLinks } = state;
  if (typeof orderId !== 'string' || typeof amount !== 'number' || !Number.isFinite(amount)) return null;
  return {
    orderId,
    amount,
    coinsUsed: typeof coinsUsed === 'number' && Number.isFinite(coinsUsed) ? coinsUsed : 0,
    paymentLinks: isRecord(paymentLinks) ? (paymentLinks as PaymentLinks) : {},
  };
}
