import type { Locator, Page } from '@playwright/test';

/** A policy page (/terms-conditions, /privacy, /cookies): its sections and its way to get in touch. */
export class PolicyPage {
  readonly main: Locator;
  readonly heading: Locator;
  readonly sectionHeadings: Locator;
  readonly contactUsLink: Locator;

  constructor(
    readonly page: Page,
    readonly path: string,
    readonly title: string,
  ) {
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1, name: title, exact: true });
    this.sectionHeadings = this.main.getByRole('heading', { level: 2 });
    this.contactUsLink = this.main.getByRole('link', { name: 'Contact Us', exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto(this.path);
    await this.heading.waitFor();
  }

  /** A link named by the address it shows: the configured e-mail or website. */
  linkTo(address: string): Locator {
    return this.main.getByRole('link', { name: address, exact: true });
  }

  table(name: string): Locator {
    return this.main.getByRole('table', { name });
  }
}

export const termsPage = (page: Page) => new PolicyPage(page, '/terms-conditions', 'Terms & Conditions');
export const privacyPage = (page: Page) => new PolicyPage(page, '/privacy', 'Privacy Policy');
export const cookiesPage = (page: Page) => new PolicyPage(page, '/cookies', 'Cookie Policy');
