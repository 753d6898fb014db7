import { lazyBrandedMui } from '../branding';

export const AboutUsPage = lazyBrandedMui(() => import('./about-us-page').then((module) => module.AboutUsPage));
