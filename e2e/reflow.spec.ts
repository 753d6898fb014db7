import { expect, test } from './support/fixtures';

/**
 * WCAG 1.4.10: at 320 CSS px wide (a 1280 px window zoomed to 400%) every page reads without scrolling sideways. The
 * signed-in pages are opened signed in, so that their forms and lists are what is measured.
 */
const anonymousPages = [
  '/',
  '/login',
  '/signup',
  '/forgot',
  '/verify-otp',
  '/help-center',
  '/contact-us',
  '/about-us',
  '/terms-conditions',
  '/cookies',
  '/redemption',
  '/purchase-voucher',
  '/no-such-page',
];
const signedInPages = ['/cart', '/order-history', '/redeem-voucher', '/edit-profile', '/profile'];

test.describe('reflow at 320 CSS px', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('no page scrolls sideways, signed out or in', async ({ page, signInShopper }) => {
    const overflowing: string[] = [];
    const measure = async (path: string) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The page's data drawn (its form, its list), not only its frame.
      await page.waitForLoadState('networkidle');
      const beyond = await page.evaluate(() => {
        const { clientWidth } = document.documentElement;
        // A data table may scroll sideways in a frame of its own (WCAG 1.4.10's exception): what the frame clips is not
        // the page's, the frame itself is.
        const inTableFrame = (element: Element) =>
          element.parentElement?.closest('[role="region"][tabindex="0"]')?.querySelector(':scope > table') != null;
        return [...document.querySelectorAll('body *')]
          .filter((element) => element.getBoundingClientRect().right > clientWidth + 1 && !inTableFrame(element))
          .map((element) => `${element.tagName} ${element.getBoundingClientRect().right}`);
      });
      if (beyond.length > 0) overflowing.push(`${path}: ${beyond.slice(0, 5).join(', ')}`);
    };
    for (const path of anonymousPages) await measure(path);
    await signInShopper();
    for (const path of signedInPages) await measure(path);
    expect(overflowing).toEqual([]);
  });
});
