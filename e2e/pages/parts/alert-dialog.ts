import type { Locator, Page } from '@playwright/test';

/** The in-page alert dialog that shows the spec's alerts (docs/deviations.md): the text, the reason and OK. */
export class AlertDialog {
  readonly dialog: Locator;
  readonly ok: Locator;

  constructor(page: Page) {
    this.dialog = page.getByRole('alertdialog');
    this.ok = this.dialog.getByRole('button', { name: 'OK' });
  }
}
