import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithConfig } from '../../testing/render-with-config';
import { testConfig } from '../../testing/test-config';
import { CookiesPage } from './cookies-page';

describe('the Cookie Policy page', () => {
  it('lists every cookie and storage key the storefront writes, with kind, purpose and how long it stays', () => {
    const main = renderWithConfig(<CookiesPage />);
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent(/^Cookie Policy$/);
    expect(
      within(main)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['What cookies are', 'Your choices', 'What we keep in your browser', 'Contact Information']);
    expect(main).toHaveTextContent('Lumen Rewards runs Lumen Gift Store.');
    const table = within(main).getByRole('table', { name: 'Cookies and browser storage used by Lumen Gift Store' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Kind', 'Purpose', 'How long it stays']);
    const rows = within(table)
      .getAllByRole('rowheader')
      .map((header) => [header.textContent, header.nextElementSibling?.textContent]);
    expect(rows).toEqual([
      ['access_token', 'Cookie'],
      ['refresh_token', 'Cookie'],
      ['giftstore.savedLoginEmails', 'Local storage'],
      ['paymentTimer', 'Local storage'],
      ['timerTimestamp', 'Local storage'],
      ['orderData', 'Local storage'],
      ['paymentStatus', 'Local storage'],
    ]);
    expect(table).toHaveTextContent('7 days, or until you log out');
    expect(table).toHaveTextContent('proves to Lumen Rewards who you are');
    expect(within(main).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us');
    expect(within(main).getByRole('link', { name: 'support@lumen.example.com' })).toHaveAttribute(
      'href',
      'mailto:support@lumen.example.com',
    );
  });

  it('holds the table in a frame that the keys can reach, named by its caption, to scroll it on a narrow screen', () => {
    const main = renderWithConfig(<CookiesPage />);
    const name = 'Cookies and browser storage used by Lumen Gift Store';
    const frame = within(main).getByRole('region', { name });
    expect(frame).toHaveAttribute('tabindex', '0');
    expect(within(frame).getByRole('table', { name })).toBeInTheDocument();
  });

  it('names the site by its website, as a link, when the configuration has one', () => {
    const main = renderWithConfig(<CookiesPage />, { ...testConfig, websiteUrl: 'https://lumen.example.com' });
    expect(main).toHaveTextContent('Lumen Gift Store at https://lumen.example.com keeps only what it needs');
    expect(within(main).getByRole('link', { name: 'https://lumen.example.com' })).toHaveAttribute(
      'href',
      'https://lumen.example.com',
    );
  });

  it('leaves out a website that is not a web address', () => {
    // Straight into the store's state, past the reducer that drops it too: the page must refuse it on its own.
    const main = renderWithConfig(
      <CookiesPage />,
      { ...testConfig, websiteUrl: 'javascript:alert(1)' },
      { pastReducer: true },
    );
    expect(main).toHaveTextContent('Lumen Gift Store keeps only what it needs');
    expect(main).not.toHaveTextContent('javascript:');
    expect(within(main).queryByRole('link', { name: /javascript/ })).toBeNull();
  });
});
