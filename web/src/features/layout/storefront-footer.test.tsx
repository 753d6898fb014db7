import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { Config } from '../../../../contracts';
import { StorefrontFooter } from './storefront-footer';
import { cleanup, getByText, getLink, render, renderTimeoutMs } from './test-render';

const config: Config = {
  organization_name: 'Lumen Rewards',
  product_name: 'Lumen Gift Store',
  logo_url: 'https://cdn.example.com/logo.svg',
  primary_color: '#1B3A6B',
  secondary_color: '#F2A900',
  address: '4th Floor, Orbit Towers, MG Road, Bengaluru',
  email: 'support@lumen.example.com',
  websiteUrl: 'https://lumen.example.com',
};

const renderFooter = (footerConfig: Config) =>
  render(
    <MemoryRouter>
      <StorefrontFooter config={footerConfig} textColor="#FFFFFF" />
    </MemoryRouter>,
  );

afterEach(cleanup);

describe('the footer', { timeout: renderTimeoutMs }, () => {
  it('links every quick, support and legal link to its page', async () => {
    const container = await renderFooter(config);
    const hrefs = (names: string[]) => names.map((name) => [name, getLink(container, name).getAttribute('href')]);
    expect(hrefs(['Catalog', 'Load Coins', 'Bulk Enquiry', 'Partner with us', 'Help Center'])).toEqual([
      ['Catalog', '/'],
      ['Load Coins', '/redeem-voucher'],
      ['Bulk Enquiry', '/terms-conditions'],
      ['Partner with us', '/terms-conditions'],
      ['Help Center', '/help-center'],
    ]);
    expect(hrefs(['My Account', 'Ticket Support', 'Contact Us'])).toEqual([
      ['My Account', '/edit-profile'],
      ['Ticket Support', '/contact-us'],
      ['Contact Us', '/contact-us'],
    ]);
    expect(hrefs(['Terms of Use', 'Privacy Policy', 'Cookie Policy', 'About Us'])).toEqual([
      ['Terms of Use', '/terms-conditions'],
      ['Privacy Policy', '/privacy'],
      ['Cookie Policy', '/cookies'],
      ['About Us', '/about-us'],
    ]);
  });

  it('shows the head office address, the contact e-mail and the copyright line', async () => {
    const container = await renderFooter(config);
    expect(getByText(container, config.address).tagName).toBe('ADDRESS');
    expect(getLink(container, config.email).getAttribute('href')).toBe('mailto:support@lumen.example.com');
    getByText(container, `© ${new Date().getFullYear()} Lumen Rewards. All rights reserved.`);
  });

  it("points the social icons at the brand's website under either spelling", async () => {
    const container = await renderFooter(config);
    for (const name of ['Facebook', 'Instagram', 'LinkedIn', 'YouTube']) {
      const link = getLink(container, name);
      expect(link.getAttribute('href')).toBe('https://lumen.example.com');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    await cleanup();

    const other = await renderFooter({ ...config, websiteUrl: undefined, website_url: 'https://other.example.com' });
    expect(getLink(other, 'Facebook').getAttribute('href')).toBe('https://other.example.com');
  });

  it('leaves the social icons out when the website is missing or not a web address', async () => {
    const container = await renderFooter({ ...config, websiteUrl: 'javascript:alert(1)' });
    expect(container.querySelector('a[aria-label="Facebook"]')).toBeNull();
  });
});
