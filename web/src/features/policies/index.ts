import { lazyBrandedMui } from '../branding';

// Each policy page is a chunk of its own, loaded when a shopper opens it from the footer.
export const TermsPage = lazyBrandedMui(() => import('./terms-page').then((module) => module.TermsPage));
export const PrivacyPage = lazyBrandedMui(() => import('./privacy-page').then((module) => module.PrivacyPage));
export const CookiesPage = lazyBrandedMui(() => import('./cookies-page').then((module) => module.CookiesPage));
