import { lazyBrandedMui } from '../branding';

export const AboutUsPage = lazyBrandedMui(() => import('./about-us-page').then(({ AboutUsPage }) => AboutUsPage));
