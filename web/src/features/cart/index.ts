import { lazyPage } from '../../lib/lazy-page';

export { useAddToCart } from './use-add-to-cart';

export const CartPage = lazyPage(() => import('./cart-page').then((module) => module.CartPage));
