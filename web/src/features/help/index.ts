import { lazyPage } from '../../lib/lazy-page';

// Static pages, each a chunk of its own, loaded when a shopper opens it.
export const HelpCenterPage = lazyPage(() => import('./help-center-page').then((module) => module.HelpCenterPage));
export const ContactUsPage = lazyPage(() => import('./contact-us-page').then((module) => module.ContactUsPage));
