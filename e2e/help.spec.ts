import { HelpCenterPage } from './pages/help-center-page';
import { LayoutPage } from './pages/layout-page';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';

/** Spec section 1's help text, each fact as the page states it. */
const facts = [
  'One coin equals 1 INR.',
  'Points are valid for 7 days from issue.',
  'There is no cap on accumulated points',
  'Our support team replies within 24-48 hours.',
  'Gift cards are digital and cannot be cancelled once issued.',
  'Points redemption cannot be combined with other offers.',
  'Points are used first.',
];

test.describe('Help Center', () => {
  test('explains how points work with every fact of the help text and the configured e-mail', async ({
    page,
    provider,
  }) => {
    const config = await provider.read('getConfiguration', {});
    const help = new HelpCenterPage(page);
    await help.goto();

    for (const fact of facts) await expect(help.main).toContainText(fact);
    await expect(help.main).toContainText(`every ${config.organization_name} point takes ₹1 off what you pay`);
    await expect(help.main).toContainText(`the ${config.product_name} catalogue`);
    await expect(help.faqHeading).toBeVisible();
    for (const question of [
      'What is a point worth?',
      'How long are my points valid?',
      'Is there a limit on how many points I can hold?',
      'How are my points used at checkout?',
      'Can I use points together with other offers?',
      'Can I cancel a gift card?',
      'How do I add points to my balance?',
      'How quickly does support reply?',
    ]) {
      await expect(help.question(question)).toBeVisible();
    }
    await expect(help.emailLink(config.email)).toHaveAttribute('href', `mailto:${config.email}`);
    await expect(help.loadCoinsLink).toHaveAttribute('href', '/redeem-voucher');
    await expectNoSeriousA11yViolations(page);

    await help.contactUsLink.click();
    await expect(page).toHaveURL('/contact-us');
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  });

  test("the header's or the mobile menu's Help Center and the footer's lead here", async ({ page, isMobile }) => {
    const layout = new LayoutPage(page);
    const help = new HelpCenterPage(page);
    await layout.goto('/');
    if (isMobile) {
      await layout.menuButton.click();
      await layout.menuLink('Help Center').click();
    } else {
      await layout.topStripLink('Help Center').click();
    }
    await expect(page).toHaveURL('/help-center');
    await expect(help.heading).toBeVisible();

    await layout.goto('/');
    await layout.footerLink('Help Center').click();
    await expect(page).toHaveURL('/help-center');
    await expect(help.heading).toBeVisible();
  });
});
