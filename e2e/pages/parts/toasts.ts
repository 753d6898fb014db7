import type { Locator, Page } from '@playwright/test';

/** The stack of toasts, a landmark named Notifications (present while a toast shows). */
export function notifications(page: Page): Locator {
  return page.getByRole('region', { name: 'Notifications' });
}

/**
 * The toast with this text. Whether it is also an alert depends on the page: a toast that repeats a form's red box is
 * not (the red box announces the failure), every other one is.
 */
export function toast(page: Page, text: string): Locator {
  return notifications(page).locator(':scope > *').filter({ hasText: text });
}
