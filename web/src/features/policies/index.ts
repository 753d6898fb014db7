import { lazyBrandedMui } from '../branding';

// Each policy page is a chunk of its own, loaded when a shopper opens it from the footer.
export const TermsPage = lazyBrandedMui(() => import('./terms-page').then(({ TermsPage }) => TermsPage));
export const PrivacyPage = lazyBrandedMui(() => import('./privacy-page').then(({ PrivacyPage }) => PrivacyPage));
export const CookiesPage = lazyBrandedMui(() => import('./cookies-page').then(({ CookiesPage }) => CookiesPage));
