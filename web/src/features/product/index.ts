import { lazyPage } from '../../lib/lazy-page';

export const ProductPage = lazyPage(() => import('./product-page').then((module) => module.ProductPage));
