import { lazyPage } from '../../lib/lazy-page';

// Static pages, each a chunk of its own: the contact form keeps its form state and rules off the home route.
export const HelpCenterPage = lazyPage(() => import('./help-center-page').then((module) => module.HelpCenterPage));
export const ContactUsPage = lazyPage(() => import('./contact-us-page').then((module) => module.ContactUsPage));
