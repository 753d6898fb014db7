import type { Locator, Page } from '@playwright/test';
import { AuthScreen } from './parts/auth-screen';

/** /login. */
export class LoginPage extends AuthScreen {
  readonly email: Locator;
  readonly password: Locator;
  readonly showPassword: Locator;
  readonly hidePassword: Locator;
  readonly rememberMe: Locator;
  readonly forgotPassword: Locator;
  readonly signUp: Locator;
  readonly loginButton: Locator;
  readonly signingIn: Locator;

  constructor(page: Page) {
    super(page);
    this.email = this.main.getByRole('combobox', { name: 'Email or Phone Number' });
    this.password = this.main.getByLabel('Password', { exact: true });
    this.showPassword = this.main.getByRole('button', { name: 'Show password' });
    this.hidePassword = this.main.getByRole('button', { name: 'Hide password' });
    this.rememberMe = this.main.getByRole('checkbox', { name: 'Remember me' });
    this.forgotPassword = this.main.getByRole('link', { name: 'Forgot Password?' });
    this.signUp = this.main.getByRole('link', { name: 'SIGN UP' });
    this.loginButton = this.main.getByRole('button', { name: 'Login', exact: true });
    this.signingIn = this.main.getByRole('button', { name: 'Signing in...' });
  }

  async goto(): Promise<void> {
    await this.open('/login');
  }

  async signIn(username: string, password: string, { rememberMe = false } = {}): Promise<void> {
    await this.email.fill(username);
    await this.password.fill(password);
    if (rememberMe) await this.rememberMe.check();
    await this.loginButton.click();
  }

  suggestion(email: string): Locator {
    return this.page.getByRole('option', { name: email, exact: true });
  }
}
