import type { Locator, Page } from '@playwright/test';
import { AuthScreen } from './parts/auth-screen';

export interface SignupDetails {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/** /signup. */
export class SignupPage extends AuthScreen {
  readonly fullName: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly confirmPassword: Locator;
  readonly registerNow: Locator;

  constructor(page: Page) {
    super(page);
    this.fullName = this.main.getByLabel('Full Name');
    this.email = this.main.getByLabel('Email', { exact: true });
    this.password = this.main.getByLabel('Password', { exact: true });
    this.confirmPassword = this.main.getByLabel('Confirm Password', { exact: true });
    this.registerNow = this.main.getByRole('button', { name: 'Register Now' });
  }

  async goto(): Promise<void> {
    await this.open('/signup');
  }

  async fillIn(details: SignupDetails): Promise<void> {
    await this.fullName.fill(details.name);
    await this.email.fill(details.email);
    await this.password.fill(details.password);
    await this.confirmPassword.fill(details.confirmPassword);
  }
}
