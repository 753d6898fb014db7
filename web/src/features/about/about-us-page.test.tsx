import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Config } from '../../../../contracts';
import { renderRoutes } from '../../testing/render-routes';
import { loadedConfiguration, testConfig } from '../../testing/test-config';
import { AboutUsPage } from './about-us-page';

function renderAboutUs(config: Config) {
  renderRoutes({
    routes: { '/about-us': <AboutUsPage /> },
    at: '/about-us',
    preloadedState: { configuration: loadedConfiguration(config) },
  });
  return screen.getByRole('main');
}

describe('the About Us page', () => {
  it("shows the company's overview, mission, vision and registration facts, and how to get in touch", () => {
    const main = renderAboutUs({
      ...testConfig,
      company: {
        overview: 'Lumen Rewards turns loyalty into gift cards.',
        mission: 'Make every reward easy to spend.',
        vision: 'A gift card for every reward.',
        registration: { companyName: 'Lumen Rewards Private Limited', listedInStockExchange: false },
      },
    });
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent(/^About Us$/);
    expect(main).toHaveTextContent('Lumen Rewards turns loyalty into gift cards.');
    expect(within(main).getByRole('heading', { level: 2, name: 'Our Mission' })).toBeVisible();
    expect(main).toHaveTextContent('Make every reward easy to spend.');
    expect(within(main).getByRole('heading', { level: 2, name: 'Our Vision' })).toBeVisible();
    expect(main).toHaveTextContent('A gift card for every reward.');

    const table = within(main).getByRole('table', { name: 'Lumen Rewards registration details' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [within(row).getByRole('rowheader').textContent, within(row).getByRole('cell').textContent]);
    expect(rows).toEqual([
      ['Company Name', 'Lumen Rewards Private Limited'],
      ['Listed in Stock Exchange', 'No'],
    ]);

    expect(within(main).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us');
    expect(within(main).getByRole('link', { name: 'support@lumen.example.com' })).toHaveAttribute(
      'href',
      'mailto:support@lumen.example.com',
    );
  });

  it('writes its own overview and leaves the other parts out when the configuration has no company part', () => {
    const main = renderAboutUs(testConfig);
    expect(main).toHaveTextContent(
      'Lumen Rewards runs Lumen Gift Store, where members turn their loyalty coins into digital gift cards',
    );
    expect(within(main).queryByRole('table')).not.toBeInTheDocument();
    expect(
      within(main)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Get in Touch']);
    expect(within(main).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us');
  });

  it('renders company texts as plain text', () => {
    const main = renderAboutUs({ ...testConfig, company: { mission: '<img src=x onerror=alert(1)>' } });
    expect(main).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(main.querySelector('img')).toBeNull();
  });
});
