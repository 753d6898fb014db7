import { LayoutPage } from './pages/layout-page';
import { LoginPage } from './pages/login-page';
import { cookiesPage, privacyPage, termsPage, type PolicyPage } from './pages/policy-page';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { seedShopper } from './support/seed';

test.describe('policy pages', () => {
  test("Terms & Conditions has the spec's seven sections in the organisation's name and leads to Contact Us", async ({
    page,
    provider,
  }) => {
    const config = await provider.read('getConfiguration', {});
    const terms = termsPage(page);
    await terms.goto();

    await expect(terms.sectionHeadings).toHaveText([
      'Introduction',
      'Acceptance',
      'Commercial Agreements',
      'User Responsibilities',
      'Intellectual Property',
      'Limitation of Liability',
      'Contact Information',
    ]);
    await expect(terms.main).toContainText(`the gift card store run by ${config.organization_name}`);
    await expect(terms.main).toContainText(`${config.product_name} (${config.websiteUrl})`);
    await expect(terms.emailLink(config.email)).toHaveAttribute('href', `mailto:${config.email}`);
    await expectNoSeriousA11yViolations(page);

    await terms.contactUsLink.click();
    await expect(page).toHaveURL('/contact-us');
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  });

  test('the Privacy Policy says what is held, that no password is stored, and how to reach the organisation', async ({
    page,
    provider,
  }) => {
    const config = await provider.read('getConfiguration', {});
    const privacy = privacyPage(page);
    await privacy.goto();

    await expect(privacy.sectionHeadings).toHaveText([
      'What we hold',
      'Why we hold it',
      'Your password and your sign-in',
      'How long we keep it',
      'Your rights',
      'Contact Information',
    ]);
    await expect(privacy.main).toContainText(`${config.organization_name} runs ${config.product_name}.`);
    await expect(privacy.main).toContainText(`${config.product_name} never stores your password`);
    await expect(privacy.emailLink(config.email)).toHaveAttribute('href', `mailto:${config.email}`);
    await expect(privacy.contactUsLink).toHaveAttribute('href', '/contact-us');
    await expectNoSeriousA11yViolations(page);
  });

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
    await expect(cookies.main).toContainText(`${config.product_name} at ${config.websiteUrl} keeps only what it needs`);
    await expect(cookies.emailLink(config.email)).toHaveAttribute('href', `mailto:${config.email}`);
    await expect(cookies.contactUsLink).toHaveAttribute('href', '/contact-us');
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
