import type { Locator, Page } from '@playwright/test';

/** /contact-us: the contact form, its 'Message Sent' modal, the contact details and the map of the address. */
export class ContactUsPage {
  readonly main: Locator;
  readonly heading: Locator;
  readonly form: Locator;
  readonly name: Locator;
  readonly email: Locator;
  readonly message: Locator;
  readonly sendButton: Locator;
  readonly messageSentDialog: Locator;
  readonly mapLink: Locator;
  readonly helpCenterLink: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1, name: 'Contact Us' });
    this.form = this.main.getByRole('form', { name: 'Contact form' });
    this.name = this.form.getByRole('textbox', { name: 'Full Name' });
    this.email = this.form.getByRole('textbox', { name: 'Email' });
    this.message = this.form.getByRole('textbox', { name: 'Message' });
    this.sendButton = this.form.getByRole('button', { name: 'Send Message' });
    this.messageSentDialog = page.getByRole('dialog', { name: 'Message Sent' });
    this.mapLink = this.main.getByRole('link', { name: 'Open in Google Maps', exact: true });
    this.helpCenterLink = this.main.getByRole('link', { name: 'Help Center', exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto('/contact-us');
    await this.heading.waitFor();
  }

  /** The map embed, named for screen readers by the address it shows. */
  map(address: string): Locator {
    return this.main.getByTitle(`Map of ${address}`, { exact: true });
  }

  emailLink(email: string): Locator {
    return this.main.getByRole('link', { name: email, exact: true });
  }

  /** A message shown under a field, exactly. */
  fieldMessage(text: string): Locator {
    return this.form.getByText(text, { exact: true });
  }

  /** The message field's counter, e.g. '12/500'. */
  counter(text: string): Locator {
    return this.form.getByText(text, { exact: true });
  }

  async fillIn({ name, email, message }: { name: string; email: string; message: string }): Promise<void> {
    await this.name.fill(name);
    await this.email.fill(email);
    await this.message.fill(message);
  }
}
