import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StorefrontConfig } from '../../features/configuration';
import { renderRoutes } from '../../testing/render-routes';
import { testConfig } from '../../testing/test-config';
import { StorefrontFooter } from './storefront-footer';

const config: StorefrontConfig = {
  ...testConfig,
  address: '4th Floor, Orbit Towers, MG Road, Bengaluru',
  websiteUrl: 'https://lumen.example.com',
};

const renderFooter = (footerConfig: StorefrontConfig) =>
  renderRoutes({ routes: { '/': <StorefrontFooter config={footerConfig} /> } });

const hrefs = (names: string[]) => names.map((name) => [name, screen.getByRole('link', { name }).getAttribute('href')]);

describe('the footer', () => {
  it('links every quick, support and legal link to its page', () => {
    renderFooter(config);
    expect(
      hrefs(['Catalog', 'Load Coins', 'Bulk Enquiry', 'Partner with us', 'Help Center', 'Purchase Vouchers']),
    ).toEqual([
      ['Catalog', '/'],
      ['Load Coins', '/redeem-voucher'],
      ['Bulk Enquiry', '/terms-conditions'],
      ['Partner with us', '/terms-conditions'],
      ['Help Center', '/help-center'],
      ['Purchase Vouchers', '/purchase-voucher'],
    ]);
    expect(hrefs(['My Account', 'Ticket Support', 'Contact Us', 'Sample Profile'])).toEqual([
      ['My Account', '/edit-profile'],
      ['Ticket Support', '/contact-us'],
      ['Contact Us', '/contact-us'],
      ['Sample Profile', '/profile'],
    ]);
    expect(hrefs(['Terms of Use', 'Privacy Policy', 'Cookie Policy', 'About Us'])).toEqual([
      ['Terms of Use', '/terms-conditions'],
      ['Privacy Policy', '/privacy'],
      ['Cookie Policy', '/cookies'],
      ['About Us', '/about-us'],
    ]);
  });

  it('shows the head office address, the contact e-mail and the copyright line', () => {
    renderFooter(config);
    expect(screen.getByText(config.address).tagName).toBe('ADDRESS');
    expect(screen.getByRole('link', { name: config.email })).toHaveAttribute(
      'href',
      'mailto:support@lumen.example.com',
    );
    expect(screen.getByText(`© ${new Date().getFullYear()} Lumen Rewards. All rights reserved.`)).toBeInTheDocument();
  });

  it("points the social icons at the brand's website", () => {
    renderFooter(config);
    for (const name of ['Facebook', 'Instagram', 'LinkedIn', 'YouTube']) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', 'https://lumen.example.com');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('leaves the social icons out when there is no website', () => {
    renderFooter({ ...config, websiteUrl: undefined });
    expect(screen.queryByRole('link', { name: 'Facebook' })).not.toBeInTheDocument();
  });
});
