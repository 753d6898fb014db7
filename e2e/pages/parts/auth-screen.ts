import type { Locator, Page } from '@playwright/test';
import { toast } from './toasts';

/** What the login, signup and password-reset screens share: the form beside the slogan carousel, and the toasts. */
export class AuthScreen {
  readonly main: Locator;
  readonly heading: Locator;
  readonly carousel: Locator;
  readonly slide: Locator;
  readonly pauseSlides: Locator;
  readonly playSlides: Locator;
  /** The form's own message box (a toast has a Close button, the form's box has none). */
  readonly formAlert: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1 });
    this.carousel = this.main.getByRole('region', { name: 'Highlights' });
    this.slide = this.carousel.getByRole('group');
    this.pauseSlides = this.carousel.getByRole('button', { name: 'Pause slides' });
    this.playSlides = this.carousel.getByRole('button', { name: 'Play slides' });
    this.formAlert = this.main.getByRole('alert');
  }

  /** Opens the screen and waits until the configuration has loaded and the screen has appeared. */
  async open(path: string): Promise<void> {
    await this.page.goto(path);
    await this.heading.waitFor();
  }

  toast(text: string): Locator {
    return toast(this.page, text);
  }

  /** The message shown under a field, exactly. */
  fieldMessage(text: string): Locator {
    return this.main.getByText(text, { exact: true });
  }

  /**
   * Stops the page's clock (installed with page.clock.install() before the page opened), so that the test counts
   * every millisecond of a wait itself, however slow the machine.
   */
  async stopTime(): Promise<void> {
    await this.page.clock.pauseAt((await this.page.evaluate(() => Date.now())) + 1000);
  }
}
