import type { Locator, Page } from '@playwright/test';

/** /about-us: the company's overview, mission and vision, its registration facts and the way to get in touch. */
export class AboutUsPage {
  readonly main: Locator;
  readonly heading: Locator;
  readonly factsTable: Locator;
  readonly contactUsLink: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1, name: 'About Us' });
    this.factsTable = this.main.getByRole('table', { name: /registration details$/ });
    this.contactUsLink = this.main.getByRole('link', { name: 'Contact Us', exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto('/about-us');
    await this.heading.waitFor();
  }

  section(title: string): Locator {
    return this.main.getByRole('heading', { level: 2, name: title, exact: true });
  }

  /** The table's rows as [label, value] pairs, in the order shown. */
  async facts(): Promise<[string, string][]> {
    const rows = await this.factsTable.getByRole('row').all();
    return Promise.all(
      rows.map(async (row) => [await row.getByRole('rowheader').innerText(), await row.getByRole('cell').innerText()]),
    );
  }

  emailLink(email: string): Locator {
    return this.main.getByRole('link', { name: email, exact: true });
  }
}
