import type { Locator, Page } from '@playwright/test';

/** /help-center: how points work, the questions and answers, and how to reach support. */
export class HelpCenterPage {
  readonly main: Locator;
  readonly heading: Locator;
  readonly faqHeading: Locator;
  readonly contactUsLink: Locator;
  readonly loadCoinsLink: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1, name: 'Help Center' });
    this.faqHeading = this.main.getByRole('heading', { level: 2, name: 'Frequently asked questions' });
    this.contactUsLink = this.main.getByRole('link', { name: 'Contact Us', exact: true });
    this.loadCoinsLink = this.main.getByRole('link', { name: 'Load Coins', exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto('/help-center');
    await this.heading.waitFor();
  }

  /** A question, as a heading of its own. */
  question(text: string): Locator {
    return this.main.getByRole('heading', { level: 3, name: text, exact: true });
  }

  emailLink(email: string): Locator {
    return this.main.getByRole('link', { name: email, exact: true });
  }
}
