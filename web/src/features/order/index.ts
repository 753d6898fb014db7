export { useCheckout } from './use-checkout';
export type { PlacedOrder } from './order-slice';
