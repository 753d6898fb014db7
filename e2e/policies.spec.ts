import type { Page } from '@playwright/test';
import type { Config } from '../contracts';
import { ContactUsPage } from './pages/contact-us-page';
import { LayoutPage } from './pages/layout-page';
import { LoginPage } from './pages/login-page';
import { cookiesPage, privacyPage, termsPage, type PolicyPage } from './pages/policy-page';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { seedShopper } from './support/seed';

/** The configured website, under whichever spelling the provider sent it; the seed configuration has one. */
function websiteOf(config: Config): string {
  const website = config.websiteUrl ?? config.website_url;
  if (website === undefined) throw new Error('The provider configuration has no website');
  return website;
}

interface PolicyCase {
  title: string;
  policyOf: (page: Page) => PolicyPage;
  sections: string[];
  /** Sentences the page writes from the configuration. */
  texts: (config: Config) => string[];
  linksWebsite: boolean;
}

const policies: PolicyCase[] = [
  {
    title: 'Terms & Conditions',
    policyOf: termsPage,
    sections: [
      'Introduction',
      'Acceptance',
      'Commercial Agreements',
      'User Responsibilities',
      'Intellectual Property',
      'Limitation of Liability',
      'Contact Information',
    ],
    texts: (config) => [
      `your use of ${config.product_name} (${websiteOf(config)}), the gift card store run by ${config.organization_name}.`,
      'One coin equals ₹1.',
      'Gift cards are digital and cannot be cancelled once issued',
    ],
    linksWebsite: true,
  },
  {
    title: 'Privacy Policy',
    policyOf: privacyPage,
    sections: [
      'What we hold',
      'Why we hold it',
      'Your password and your sign-in',
      'How long we keep it',
      'Your rights',
      'Contact Information',
    ],
    texts: (config) => [
      `${config.organization_name} runs ${config.product_name}.`,
      `${config.product_name} never stores your password`,
    ],
    linksWebsite: false,
  },
  {
    title: 'Cookie Policy',
    policyOf: cookiesPage,
    sections: ['What cookies are', 'Your choices', 'What we keep in your browser', 'Contact Information'],
    texts: (config) => [
      `${config.organization_name} runs ${config.product_name}.`,
      `${config.product_name} at ${websiteOf(config)} keeps only what it needs`,
    ],
    linksWebsite: true,
  },
];

test.describe('policy pages', () => {
  for (const { title, policyOf, sections, texts, linksWebsite } of policies) {
    test(`${title}: its sections in the configured names, the e-mail, and Contact Us`, async ({ page, provider }) => {
      const config = await provider.read('getConfiguration', {});
      const policy = policyOf(page);
      await policy.goto();

      await expect(policy.heading).toBeVisible();
      await expect(policy.sectionHeadings).toHaveText(sections);
      for (const text of texts(config)) await expect(policy.main).toContainText(text);
      await expect(policy.linkTo(config.email)).toHaveAttribute('href', `mailto:${config.email}`);
      if (linksWebsite) await expect(policy.linkTo(websiteOf(config))).toHaveAttribute('href', websiteOf(config));
      await expectNoSeriousA11yViolations(page);

      await policy.contactUsLink.click();
      await expect(page).toHaveURL('/contact-us');
      await expect(new ContactUsPage(page).heading).toBeVisible();
    });
  }

  test('the Cookie Policy lists what a sign-in with Remember me really stores, and the payment storage', async ({
    page,
    provider,
    context,
  }) => {
    const config = await provider.read('getConfiguration', {});
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(seedShopper.email, seedShopper.password, { rememberMe: true });
    await expect(page).toHaveURL('/');
    const cookies = cookiesPage(page);
    await cookies.goto();

    const table = cookies.table(`Cookies and browser storage used by ${config.product_name}`);
    await expect(table.getByRole('columnheader')).toHaveText(['Name', 'Kind', 'Purpose', 'How long it stays']);
    await expect(table.getByRole('rowheader')).toHaveText([
      'access_token',
      'refresh_token',
      'giftstore.savedLoginEmails',
      'paymentTimer',
      'timerTimestamp',
      'orderData',
      'paymentStatus',
    ]);
    // Every cookie and local storage key the signed-in storefront holds is one the table lists.
    const listed = await table.getByRole('rowheader').allInnerTexts();
    const cookieNames = (await context.cookies()).map((cookie) => cookie.name);
    expect(cookieNames.sort()).toEqual(['access_token', 'refresh_token']);
    const storageKeys = await page.evaluate(() => Object.keys(window.localStorage));
    expect(storageKeys).toContain('giftstore.savedLoginEmails');
    for (const name of [...cookieNames, ...storageKeys]) expect(listed).toContain(name);
    await expect(table).toContainText(`proves to ${config.organization_name} who you are`);
  });

  test('the cookie table keeps its words whole, and on a phone scrolls sideways in a frame the keys can reach', async ({
    page,
    provider,
    isMobile,
  }) => {
    const config = await provider.read('getConfiguration', {});
    const cookies = cookiesPage(page);
    await cookies.goto();

    const name = `Cookies and browser storage used by ${config.product_name}`;
    const frame = cookies.main.getByRole('region', { name });
    await expect(frame.getByRole('table', { name })).toBeVisible();
    await expect(frame).toHaveAttribute('tabindex', '0');
    // The page's column breaks a long word anywhere; a table's cells wrap between words (the 'Local storag-e' of old).
    await expect(frame.getByRole('cell', { name: 'Local storage' }).first()).toHaveCSS('overflow-wrap', 'normal');
    const width = () => frame.evaluate((element) => ({ shown: element.clientWidth, whole: element.scrollWidth }));
    const { shown, whole } = await width();
    expect(whole > shown).toBe(isMobile);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(page.viewportSize()?.width);
    if (isMobile) {
      await frame.focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => frame.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    }
    await expectNoSeriousA11yViolations(page);
  });

  const footerLinks: [string, (page: Page) => PolicyPage][] = [
    ['Terms of Use', termsPage],
    ['Bulk Enquiry', termsPage],
    ['Partner with us', termsPage],
    ['Privacy Policy', privacyPage],
    ['Cookie Policy', cookiesPage],
  ];
  for (const [link, policyOf] of footerLinks) {
    test(`the footer's ${link} leads to its page`, async ({ page }) => {
      const layout = new LayoutPage(page);
      const policy = policyOf(page);
      await layout.goto('/');
      await layout.footerLink(link).click();
      await expect(page).toHaveURL(policy.path);
      await expect(policy.heading).toBeVisible();
    });
  }
});
