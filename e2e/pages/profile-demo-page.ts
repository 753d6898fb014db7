import type { Locator, Page } from '@playwright/test';

/** /profile: the static profile demo, its Demo marker and note, the sample profile and the sample orders. */
export class ProfileDemoPage {
  readonly main: Locator;
  readonly heading: Locator;
  readonly demoChip: Locator;
  /** The note above the sample: it is a demo, and the shopper's own details are in Edit Profile. */
  readonly demoNote: Locator;
  readonly noteEditProfileLink: Locator;
  readonly editYourProfileLink: Locator;
  readonly profileCard: Locator;
  readonly orders: Locator;
  readonly trackOrderLink: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1, name: 'My Profile' });
    this.demoChip = this.main.getByText('Demo', { exact: true });
    this.demoNote = this.main.getByRole('note');
    this.noteEditProfileLink = this.demoNote.getByRole('link', { name: 'Edit Profile', exact: true });
    this.editYourProfileLink = this.main.getByRole('link', { name: 'Edit your profile', exact: true });
    this.profileCard = this.main.getByRole('region', { name: 'Priya Sharma' });
    this.orders = this.main.getByRole('list', { name: 'Sample orders' });
    this.trackOrderLink = this.main.getByRole('link', { name: 'Your own orders are in Track Order.' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/profile');
  }

  /** One sample order, by its id ('SAMPLE-1042'). */
  order(id: string): Locator {
    return this.orders.getByRole('listitem', { name: `Order ${id}`, exact: true });
  }
}
