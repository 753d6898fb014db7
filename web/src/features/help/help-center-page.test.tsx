import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../testing/render-routes';
import { loadedConfiguration } from '../../testing/test-config';
import { HelpCenterPage } from './help-center-page';

/** Spec section 1's help text: each fact as the page states it. */
const facts = [
  'One coin equals 1 INR.',
  'Points are valid for 7 days from issue.',
  'There is no cap on accumulated points',
  'Our support team replies within 24-48 hours.',
  'Gift cards are digital and cannot be cancelled once issued.',
  'Points redemption cannot be combined with other offers.',
  'Points are used first.',
];

describe('the Help Center page', () => {
  it('explains how points work with every fact of the help text, and how to reach support', () => {
    renderRoutes({
      routes: { '/help-center': <HelpCenterPage /> },
      at: '/help-center',
      preloadedState: { configuration: loadedConfiguration() },
    });
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent(/^Help Center$/);
    for (const fact of facts) expect(main).toHaveTextContent(fact);
    expect(main).toHaveTextContent('every Lumen Rewards point takes ₹1 off');
    expect(main).toHaveTextContent('Lumen Gift Store catalogue');
    expect(within(main).getByRole('heading', { level: 2, name: 'Frequently asked questions' })).toBeVisible();
    expect(within(main).getByRole('link', { name: 'support@lumen.example.com' })).toHaveAttribute(
      'href',
      'mailto:support@lumen.example.com',
    );
    expect(within(main).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us');
    expect(within(main).getByRole('link', { name: 'Load Coins' })).toHaveAttribute('href', '/redeem-voucher');
  });
});
