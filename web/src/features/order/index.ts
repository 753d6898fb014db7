export { CheckoutGate } from './checkout-gate';
export { useAbandonOrder } from './use-abandon-order';
export { useCheckout } from './use-checkout';
