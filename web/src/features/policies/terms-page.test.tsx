import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithConfig } from '../../testing/render-with-config';
import { testConfig } from '../../testing/test-config';
import { TermsPage } from './terms-page';

describe('the Terms & Conditions page', () => {
  it("has the spec's seven sections in order, the store's rules in the organisation's name, and how to get in touch", () => {
    const main = renderWithConfig(<TermsPage />);
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent(/^Terms & Conditions$/);
    expect(
      within(main)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'Introduction',
      'Acceptance',
      'Commercial Agreements',
      'User Responsibilities',
      'Intellectual Property',
      'Limitation of Liability',
      'Contact Information',
    ]);
    expect(main).toHaveTextContent('your use of Lumen Gift Store, the gift card store run by Lumen Rewards.');
    expect(main).toHaveTextContent('One coin equals ₹1.');
    expect(main).toHaveTextContent('Points are valid for 7 days from issue and cannot be combined with other offers.');
    expect(main).toHaveTextContent('Gift cards are digital and cannot be cancelled once issued');
    expect(main).toHaveTextContent('PhonePe, Paytm, Google Pay or Other UPI');
    expect(main).toHaveTextContent('Our support team replies within 24-48 hours.');
    expect(within(main).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us');
    expect(within(main).getByRole('link', { name: 'support@lumen.example.com' })).toHaveAttribute(
      'href',
      'mailto:support@lumen.example.com',
    );
  });

  it('links the website when the configuration has a web address', () => {
    const main = renderWithConfig(<TermsPage />, { ...testConfig, websiteUrl: 'https://lumen.example.com' });
    expect(main).toHaveTextContent('your use of Lumen Gift Store (https://lumen.example.com), the gift card store');
    expect(within(main).getByRole('link', { name: 'https://lumen.example.com' })).toHaveAttribute(
      'href',
      'https://lumen.example.com',
    );
  });

  it('leaves out a website that is not a web address', () => {
    // Straight into the store's state, past the reducer that drops it too: the page must refuse it on its own.
    const main = renderWithConfig(
      <TermsPage />,
      { ...testConfig, websiteUrl: 'javascript:alert(1)' },
      { pastReducer: true },
    );
    expect(main).toHaveTextContent('your use of Lumen Gift Store, the gift card store');
    expect(main).not.toHaveTextContent('javascript:');
    expect(within(main).queryByRole('link', { name: /javascript/ })).toBeNull();
  });
});
