import type { Locator } from '@playwright/test';
import { AboutUsPage } from './pages/about-us-page';
import { LayoutPage } from './pages/layout-page';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';

test.describe('About Us', () => {
  test("shows the company's overview, mission, vision and all 14 registration facts from the configuration", async ({
    page,
    provider,
  }) => {
    const config = await provider.read('getConfiguration', {});
    const about = new AboutUsPage(page);
    await about.goto();

    await expect(about.main).toContainText(config.company?.overview ?? '');
    await expect(about.section('Our Mission')).toBeVisible();
    await expect(about.main).toContainText(config.company?.mission ?? '');
    await expect(about.section('Our Vision')).toBeVisible();
    await expect(about.main).toContainText(config.company?.vision ?? '');
    await expect(about.factsTable).toHaveAccessibleName(`${config.organization_name} registration details`);
    await expect(about.factsTable.getByRole('row')).toHaveCount(14);
    expect(await about.facts()).toEqual([
      ['Company Name', 'Lumen Rewards Private Limited'],
      ['Corporate Identification Number (CIN)', 'U74999KA2019PTC123456'],
      ['Registrar of Companies (RoC)', 'RoC-Bangalore'],
      ['Registration Number', '123456'],
      ['Date of Incorporation', '12 Apr 2019'],
      ['Email ID', 'compliance@lumenrewards.example.com'],
      ['Registered Address', '4th Floor, Orbit Towers, 12 MG Road, Bengaluru, Karnataka 560001, India'],
      ['Listed in Stock Exchange', 'No'],
      ['Category of Company', 'Company limited by Shares'],
      ['Subcategory of Company', 'Non-govt company'],
      ['Class of Company', 'Private'],
      ['Authorised Capital', '₹10,00,000.00'],
      ['Paid-up Capital', '₹5,00,000.00'],
      ['Company Status', 'Active'],
    ]);
    await expect(about.emailLink(config.email)).toHaveAttribute('href', `mailto:${config.email}`);
    await expectNoSeriousA11yViolations(page);

    await about.contactUsLink.click();
    await expect(page).toHaveURL('/contact-us');
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  });

  test('on a 360 px phone the CIN reads on one line, the labels wrapping between their words', async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'the small-screen table');
    await page.setViewportSize({ width: 360, height: 740 });
    const about = new AboutUsPage(page);
    await about.goto();

    const row = about.factsTable.getByRole('row', { name: /Corporate Identification Number/ });
    const lines = (cell: Locator) =>
      cell.evaluate((element) => {
        const text = document.createRange();
        text.selectNodeContents(element);
        return new Set([...text.getClientRects()].map((line) => Math.round(line.top))).size;
      });
    expect(await lines(row.getByRole('cell'))).toBe(1);
    await expect(row.getByRole('rowheader')).toHaveCSS('overflow-wrap', 'normal');
  });

  test("the footer's About Us leads here", async ({ page }) => {
    const layout = new LayoutPage(page);
    const about = new AboutUsPage(page);
    await layout.goto('/');
    await layout.footerLink('About Us').click();
    await expect(page).toHaveURL('/about-us');
    await expect(about.heading).toBeVisible();
  });
});
