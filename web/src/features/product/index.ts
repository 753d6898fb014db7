import { lazyBrandedMui } from '../branding';

export const ProductPage = lazyBrandedMui(() => import('./product-page').then(({ ProductPage }) => ProductPage));
