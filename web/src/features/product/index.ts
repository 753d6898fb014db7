import { lazyBrandedMui } from '../branding';

export const ProductPage = lazyBrandedMui(() => import('./product-page').then((module) => module.ProductPage));
