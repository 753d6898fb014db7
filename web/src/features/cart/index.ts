export { useAddToCart } from './use-add-to-cart';
