import { lazyBrandedMui } from '../branding';

export { useAddToCart } from './use-add-to-cart';

export const CartPage = lazyBrandedMui(() => import('./cart-page').then((module) => module.CartPage));
