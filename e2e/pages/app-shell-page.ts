import type { Locator, Page } from '@playwright/test';

export class AppShellPage {
  readonly configurationSpinner: Locator;
  readonly notFoundHeading: Locator;
  readonly goToHomeLink: Locator;

  constructor(readonly page: Page) {
    this.configurationSpinner = page.getByRole('progressbar', { name: 'Loading configuration' });
    this.notFoundHeading = page.getByRole('heading', { level: 1, name: 'Page not found' });
    this.goToHomeLink = page.getByRole('link', { name: 'Go to Home' });
  }

  async goto(path = '/'): Promise<void> {
    await this.page.goto(path);
  }
}
