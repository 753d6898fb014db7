import { lazyBrandedMui } from '../branding';

// Static pages, each a chunk of its own: the contact form keeps its form state and rules off the home route.
export const HelpCenterPage = lazyBrandedMui(() =>
  import('./help-center-page').then((module) => module.HelpCenterPage),
);
export const ContactUsPage = lazyBrandedMui(() => import('./contact-us-page').then((module) => module.ContactUsPage));
