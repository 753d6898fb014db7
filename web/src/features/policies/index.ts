import { lazyPage } from '../../lib/lazy-page';

// Each policy page is a chunk of its own, loaded when a shopper opens it from the footer.
export const TermsPage = lazyPage(() => import('./terms-page').then((module) => module.TermsPage));
export const PrivacyPage = lazyPage(() => import('./privacy-page').then((module) => module.PrivacyPage));
export const CookiesPage = lazyPage(() => import('./cookies-page').then((module) => module.CookiesPage));
