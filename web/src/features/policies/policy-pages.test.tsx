import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { Config } from '../../../../contracts';
import { configurationLoaded, configurationSlice } from '../configuration/configuration-store';
import { renderRoutes } from '../../testing/render-routes';
import { testConfig } from '../../testing/test-config';
import { CookiesPage } from './cookies-page';
import { PrivacyPage } from './privacy-page';
import { TermsPage } from './terms-page';

function renderPage(page: ReactNode, config: Config = testConfig) {
  const stored = configurationSlice.reducer(undefined, configurationLoaded(config));
  renderRoutes({ routes: { '/': page }, at: '/', preloadedState: { configuration: stored } });
  return screen.getByRole('main');
}

const sectionTitles = (main: HTMLElement) =>
  within(main)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

function expectContactSection(main: HTMLElement) {
  expect(within(main).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us');
  expect(within(main).getByRole('link', { name: 'support@lumen.example.com' })).toHaveAttribute(
    'href',
    'mailto:support@lumen.example.com',
  );
}

describe('the Terms & Conditions page', () => {
  it("has the spec's seven sections in order, in the organisation's name, and a Contact Us link", () => {
    const main = renderPage(<TermsPage />);
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent(/^Terms & Conditions$/);
    expect(sectionTitles(main)).toEqual([
      'Introduction',
      'Acceptance',
      'Commercial Agreements',
      'User Responsibilities',
      'Intellectual Property',
      'Limitation of Liability',
      'Contact Information',
    ]);
    expect(main).toHaveTextContent('the gift card store run by Lumen Rewards');
    expect(main).toHaveTextContent('One coin equals ₹1.');
    expect(main).toHaveTextContent('Points are valid for 7 days from issue and cannot be combined with other offers.');
    expect(main).toHaveTextContent('cannot be cancelled, returned or exchanged for cash');
    expectContactSection(main);
  });

  it('names the website only when the configuration has a web address', () => {
    const main = renderPage(<TermsPage />, { ...testConfig, website_url: 'https://lumen.example.com' });
    expect(main).toHaveTextContent('your use of Lumen Gift Store (https://lumen.example.com)');
  });
});

describe('the Privacy Policy page', () => {
  it('says what the store holds and why, that it never stores a password, and how to reach the organisation', () => {
    const main = renderPage(<PrivacyPage />);
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent(/^Privacy Policy$/);
    expect(sectionTitles(main)).toEqual([
      'What we hold',
      'Why we hold it',
      'Your password and your sign-in',
      'How long we keep it',
      'Your rights',
      'Contact Information',
    ]);
    expect(main).toHaveTextContent('Lumen Rewards runs Lumen Gift Store.');
    expect(main).toHaveTextContent('Lumen Gift Store never stores your password');
    expectContactSection(main);
  });
});

describe('the Cookie Policy page', () => {
  it('lists every cookie and storage key the storefront writes, with kind, purpose and how long it stays', () => {
    const main = renderPage(<CookiesPage />);
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent(/^Cookie Policy$/);
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
    expect(main).toHaveTextContent('proves to Lumen Rewards who you are');
    expectContactSection(main);
  });

  it('names the site by its website when the configuration has one, and never a non-http one', () => {
    expect(renderPage(<CookiesPage />, { ...testConfig, websiteUrl: 'https://lumen.example.com' })).toHaveTextContent(
      'Lumen Gift Store at https://lumen.example.com keeps only what it needs',
    );
  });

  it('leaves a website that is not a web address out', () => {
    const main = renderPage(<CookiesPage />, { ...testConfig, websiteUrl: 'javascript:alert(1)' });
    expect(main).toHaveTextContent('Lumen Gift Store keeps only what it needs');
    expect(main).not.toHaveTextContent('javascript:');
  });
});
