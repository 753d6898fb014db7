import type { Locator, Page } from '@playwright/test';
import { toast } from './parts/toasts';

/** /edit-profile: the shopper's profile form. */
export class EditProfilePage {
  readonly main: Locator;
  readonly heading: Locator;
  readonly loading: Locator;
  readonly username: Locator;
  readonly email: Locator;
  readonly phone: Locator;
  readonly addressLine1: Locator;
  readonly addressLine2: Locator;
  readonly country: Locator;
  readonly picture: Locator;
  /** The picture's file chooser as drawn: a label of the (visually hidden) file input, drawn as a button. */
  readonly choosePicture: Locator;
  readonly save: Locator;
  readonly saving: Locator;
  /** The form's own message box, or the load failure's (a toast has a Close button and is outside the page). */
  readonly pageAlert: Locator;
  readonly tryAgain: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1, name: 'Edit Profile' });
    this.loading = this.main.getByRole('progressbar', { name: 'Loading your profile' });
    this.username = this.main.getByRole('textbox', { name: 'Username', exact: true });
    this.email = this.main.getByRole('textbox', { name: 'Email', exact: true });
    this.phone = this.main.getByRole('textbox', { name: 'Phone', exact: true });
    this.addressLine1 = this.main.getByRole('textbox', { name: 'Address line 1', exact: true });
    this.addressLine2 = this.main.getByRole('textbox', { name: 'Address line 2', exact: true });
    this.country = this.main.getByRole('textbox', { name: 'Country', exact: true });
    this.picture = this.main.getByLabel('Profile picture', { exact: true });
    this.choosePicture = this.main.locator('label', { hasText: 'Choose picture' });
    this.save = this.main.getByRole('button', { name: 'Save', exact: true });
    this.saving = this.main.getByRole('button', { name: 'Saving...', exact: true });
    this.pageAlert = this.main.getByRole('alert');
    this.tryAgain = this.main.getByRole('button', { name: 'Try again' });
  }

  /** Opens the page (an anonymous visitor lands on /login instead). */
  async goto(): Promise<void> {
    await this.page.goto('/edit-profile');
  }

  /** Opens the page and waits until the profile has loaded. */
  async open(): Promise<void> {
    await this.goto();
    await this.username.waitFor();
  }

  /** Replaces a field's text as a shopper types it. */
  async retype(field: Locator, text: string): Promise<void> {
    await field.clear();
    await field.pressSequentially(text);
  }

  toast(text: string): Locator {
    return toast(this.page, text);
  }
}
