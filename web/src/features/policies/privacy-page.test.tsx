import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithConfig } from '../../testing/render-with-config';
import { PrivacyPage } from './privacy-page';

describe('the Privacy Policy page', () => {
  it('says what the store holds, why and for how long, that it never stores a password, and how to get in touch', () => {
    const main = renderWithConfig(<PrivacyPage />);
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent(/^Privacy Policy$/);
    expect(
      within(main)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'What we hold',
      'Why we hold it',
      'Your password and your sign-in',
      'How long we keep it',
      'Your rights',
      'Contact Information',
    ]);
    expect(main).toHaveTextContent('Lumen Rewards runs Lumen Gift Store.');
    expect(main).toHaveTextContent('your user name, e-mail address, phone number, address lines and country');
    expect(main).toHaveTextContent('Lumen Gift Store never stores your password');
    expect(main).toHaveTextContent('a pair of tokens in cookies');
    expect(main).toHaveTextContent('Lumen Rewards receives the outcome of a payment, never your bank or UPI details.');
    expect(within(main).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us');
    expect(within(main).getByRole('link', { name: 'support@lumen.example.com' })).toHaveAttribute(
      'href',
      'mailto:support@lumen.example.com',
    );
  });
});
