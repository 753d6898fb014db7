import { lazyPage } from '../../lib/lazy-page';

export const AboutUsPage = lazyPage(() => import('./about-us-page').then((module) => module.AboutUsPage));
