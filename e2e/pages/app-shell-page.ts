import type { Locator, Page } from '@playwright/test';

/** What every page of the storefront shares: the configuration spinner (and the catalogue's, on the home), the error screen and the unknown-route page. */
export class AppShellPage {
  readonly configurationSpinner: Locator;
  readonly catalogueSpinner: Locator;
  readonly main: Locator;
  readonly errorHeading: Locator;
  readonly reloadPageButton: Locator;
  readonly notFoundHeading: Locator;
  readonly goToHomeLink: Locator;

  constructor(readonly page: Page) {
    this.configurationSpinner = page.getByRole('progressbar', { name: 'Loading configuration' });
    this.catalogueSpinner = page.getByRole('progressbar', { name: 'Loading catalogue' });
    this.main = page.getByRole('main');
    this.errorHeading = page.getByRole('heading', { level: 1, name: 'Oops! Something went wrong' });
    this.reloadPageButton = page.getByRole('button', { name: 'Reload Page' });
    this.notFoundHeading = page.getByRole('heading', { level: 1, name: 'Page not found' });
    this.goToHomeLink = page.getByRole('link', { name: 'Go to Home' });
  }

  async goto(path = '/'): Promise<void> {
    await this.page.goto(path);
  }

  /**
   * Waits until the configuration has loaded and the storefront has replaced the spinner, and on the home until the
   * catalogue has replaced its own (it is there as soon as the first has gone).
   */
  async waitUntilRevealed(): Promise<void> {
    await this.configurationSpinner.waitFor({ state: 'detached' });
    await this.catalogueSpinner.waitFor({ state: 'detached' });
  }
}
