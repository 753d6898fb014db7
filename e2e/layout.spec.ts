import { LayoutPage } from './pages/layout-page';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';

// The simulator's seed: its brand and its eight categories in id order.
const brand = {
  organizationName: 'Lumen Rewards',
  title: 'Lumen Gift Store | Lumen Rewards',
  address: '4th Floor, Orbit Towers, 12 MG Road, Bengaluru, Karnataka 560001, India',
  email: 'support@lumenrewards.example.com',
  website: 'https://lumenrewards.example.com',
};
const firstFive = ['Fashion', 'Food & Dining', 'Electronics', 'Travel', 'Entertainment'];
const allCategories = [...firstFive, 'Health & Wellness', 'Home & Living', 'Groceries'];

const stepOne = 'Add products to cart and proceed to checkout.';
const stepTwo =
  'At checkout, select your points balance and redeem against the shopping cart value. You can pay additional amount via other payment modes as well.';

const isProductsPage = (url: string, categoryId: number) => {
  const { pathname, searchParams } = new URL(url);
  return (
    /\/products\/(sort\/)?$/.test(pathname) &&
    searchParams.get('category') === String(categoryId) &&
    searchParams.get('page') === '1'
  );
};

test.describe('layout on desktop', () => {
  test.skip(({ isMobile }) => isMobile, 'the desktop header, top strip and category bar');

  test('shows the top strip, logo, search, CART and SIGN IN for an anonymous visitor', async ({ page }) => {
    const layout = new LayoutPage(page);
    await layout.goto('/');

    await expect(page).toHaveTitle(brand.title);
    await expect(layout.topStripLink('Help Center')).toHaveAttribute('href', '/help-center');
    await expect(layout.topStripLink('Track Order')).toHaveAttribute('href', '/order-history');
    await expect(layout.howToRedeemButton).toBeVisible();
    await expect(layout.topStrip.getByRole('link', { name: 'Redeem Points' })).toHaveCount(0);
    await expect(layout.logoutButton).toHaveCount(0);
    await expect(layout.header.getByRole('link', { name: brand.organizationName })).toHaveAttribute('href', '/');
    await expect(layout.searchBox).toBeVisible();
    await expect(layout.cartButton).toHaveAttribute('href', '/login');
    await expect(layout.cartButton).toHaveText('CART');
    await expect(layout.signInButton).toHaveAttribute('href', '/login');
    await expect(layout.bottomBar).toBeHidden();
    await expect(layout.categoriesDropdown).toBeHidden();
    await expectNoSeriousA11yViolations(page);

    await layout.cartButton.click();
    await expect(page).toHaveURL('/login');
  });

  test('shows five categories, then all with Show More, and five again with Show Less', async ({ page }) => {
    const layout = new LayoutPage(page);
    await layout.goto('/');

    await expect.poll(() => layout.categoryBarLabels()).toEqual([...firstFive, 'Show More']);
    await layout.showMoreCategories.click();
    await expect.poll(() => layout.categoryBarLabels()).toEqual([...allCategories, 'Show Less']);
    await layout.showLessCategories.click();
    await expect.poll(() => layout.categoryBarLabels()).toEqual([...firstFive, 'Show More']);
  });

  test('spaces the category labels evenly, collapsed and expanded', async ({ page }) => {
    const layout = new LayoutPage(page);
    await layout.goto('/');
    await expect.poll(() => layout.categoryBarLabels()).toEqual([...firstFive, 'Show More']);

    const expectEven = async (labels: number) => {
      const gaps = await layout.categoryLabelGaps();
      expect(gaps).toHaveLength(labels - 1);
      expect(Math.max(...gaps) - Math.min(...gaps), `the gaps: ${gaps.join(', ')}`).toBeLessThanOrEqual(1);
    };
    await expectEven(6);
    await layout.showMoreCategories.click();
    await expect.poll(() => layout.categoryBarLabels()).toEqual([...allCategories, 'Show Less']);
    await expectEven(9);
  });

  test('reloads page 1 of the catalogue for a clicked category, also from another page', async ({ page, seed }) => {
    const layout = new LayoutPage(page);
    const wellness = await seed.listedNames({ category: 6, page: 1, perPage: 8 });
    const fashion = await seed.listedNames({ category: 1, page: 1, perPage: 8 });
    await layout.goto('/redemption');

    await layout.showMoreCategories.click();
    const productsRequest = page.waitForRequest((sent) => isProductsPage(sent.url(), 6));
    await layout.categoryButton('Health & Wellness').click();

    await expect(page).toHaveURL('/');
    await productsRequest;
    await expect(layout.catalogueHeading).toHaveText('Health & Wellness');
    await expect(layout.categoryButton('Health & Wellness')).toHaveAttribute('aria-current', 'true');
    const main = page.getByRole('main');
    await expect(main.getByText(wellness[0] ?? '', { exact: true })).toBeVisible();
    await expect(main.getByText(fashion[0] ?? '', { exact: true })).toHaveCount(0);

    const fashionRequest = page.waitForRequest((sent) => isProductsPage(sent.url(), 1));
    await layout.categoryButton('Fashion').click();
    await fashionRequest;
    await expect(layout.catalogueHeading).toHaveText('Fashion');
    await expect(main.getByText(fashion[0] ?? '', { exact: true })).toBeVisible();
  });

  test('opens the Redemption Guide from How to Redeem? and closes it by button and by backdrop', async ({ page }) => {
    const layout = new LayoutPage(page);
    await layout.goto('/');
    await expect(layout.body).not.toHaveCSS('overflow', 'hidden');

    await layout.howToRedeemButton.click();
    await expect(layout.guideDialog).toBeVisible();
    await expect(layout.guideDialog.getByRole('heading', { name: 'Redemption Guide' })).toBeVisible();
    await expect(layout.guideDialog.getByRole('tab')).toHaveText([
      `${brand.organizationName} Coins`,
      `${brand.organizationName} Codes`,
    ]);
    await expect(layout.guideTab(`${brand.organizationName} Coins`)).toHaveAttribute('aria-selected', 'true');
    await expect(layout.guideDialog.getByText('Step 1', { exact: true })).toBeVisible();
    await expect(layout.guideDialog.getByText(stepOne, { exact: true })).toBeVisible();
    await expect(layout.guideDialog.getByText('Step 2', { exact: true })).toBeVisible();
    await expect(layout.guideDialog.getByText(stepTwo, { exact: true })).toBeVisible();
    await expect(layout.guideDialog.getByRole('link', { name: brand.email })).toHaveAttribute(
      'href',
      `mailto:${brand.email}`,
    );
    await expect(layout.body).toHaveCSS('overflow', 'hidden');
    await expectNoSeriousA11yViolations(page);

    // The tab bar sits right under the title, and stays where it is when the shorter codes tab opens.
    const tabBar = layout.guideDialog.getByRole('tablist');
    const title = await layout.guideDialog.getByRole('heading', { name: 'Redemption Guide' }).boundingBox();
    const tabsOnCoins = await tabBar.boundingBox();
    if (title === null || tabsOnCoins === null) throw new Error('the title or the tab bar is not drawn');
    expect(tabsOnCoins.y - (title.y + title.height)).toBeLessThan(8);

    await layout.guideTab(`${brand.organizationName} Codes`).click();
    await expect(layout.guideDialog.getByText('No codes are available yet.', { exact: true })).toBeVisible();
    await expect(layout.guideDialog.getByText(stepOne, { exact: true })).toBeHidden();
    expect(await tabBar.boundingBox()).toEqual(tabsOnCoins);

    await layout.guideDialog.getByRole('button', { name: 'Close' }).click();
    await expect(layout.guideDialog).toBeHidden();
    await expect(layout.body).not.toHaveCSS('overflow', 'hidden');

    await layout.howToRedeemButton.click();
    await expect(layout.guideDialog).toBeVisible();
    // A click on the backdrop, well outside the dialog's paper.
    await page.mouse.click(10, 10);
    await expect(layout.guideDialog).toBeHidden();
    await expect(layout.body).not.toHaveCSS('overflow', 'hidden');
  });
});

test.describe('layout on mobile', () => {
  test.skip(({ isMobile }) => !isMobile, 'the mobile dropdown, bottom bar and menu panel');

  test('replaces the desktop header parts with a Categories dropdown and the bottom bar', async ({ page }) => {
    const layout = new LayoutPage(page);
    await layout.goto('/');

    await expect(page).toHaveTitle(brand.title);
    await expect(layout.header.getByRole('link', { name: brand.organizationName })).toHaveAttribute('href', '/');
    await expect(layout.searchBox).toBeVisible();
    await expect(layout.topStrip).toBeHidden();
    await expect(layout.categoryBar).toBeHidden();
    await expect(layout.cartButton).toBeHidden();
    await expect(layout.signInButton).toBeHidden();
    await expect.poll(() => layout.chosenDropdownOption()).toBe('All Categories');
    await expect(layout.bottomBar).toBeVisible();
    await expect(layout.bottomBarLink('Home')).toHaveAttribute('href', '/');
    await expect(layout.bottomBarLink('Cart')).toHaveAttribute('href', '/login');
    await expect(layout.bottomBarLink('Profile')).toHaveAttribute('href', '/edit-profile');
    await expect(layout.menuButton).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('chooses a category and All Categories from the dropdown', async ({ page, seed }) => {
    const layout = new LayoutPage(page);
    const travel = await seed.listedNames({ category: 4, page: 1, perPage: 8 });
    await layout.goto('/');

    await expect(layout.categoriesDropdown.getByRole('option')).toHaveText(['All Categories', ...allCategories]);

    const travelRequest = page.waitForRequest((sent) => isProductsPage(sent.url(), 4));
    await layout.chooseFromDropdown('Travel');
    await travelRequest;
    await expect.poll(() => layout.chosenDropdownOption()).toBe('Travel');
    await expect(layout.catalogueHeading).toHaveText('Travel');
    await expect(page.getByRole('main').getByText(travel[0] ?? '', { exact: true })).toBeVisible();

    const everythingRequest = page.waitForRequest((sent) => {
      const { pathname, searchParams } = new URL(sent.url());
      return pathname.endsWith('/products/') && !searchParams.has('category');
    });
    await layout.chooseFromDropdown('All Categories');
    await everythingRequest;
    await expect.poll(() => layout.chosenDropdownOption()).toBe('All Categories');
    await expect(layout.catalogueHeading).toHaveText('All Products');
  });

  test('opens the menu panel from the bottom bar and follows its links', async ({ page }) => {
    const layout = new LayoutPage(page);
    await layout.goto('/');

    await layout.menuButton.click();
    await expect(layout.menuPanel).toBeVisible();
    await expect(layout.menuPanel.getByRole('link')).toHaveText([
      'Help Center',
      'Track Order',
      'How to Redeem?',
      'Redeem Points',
    ]);
    await expect(layout.menuLink('Help Center')).toHaveAttribute('href', '/help-center');
    await expect(layout.menuLink('Track Order')).toHaveAttribute('href', '/order-history');
    await expect(layout.menuLink('Redeem Points')).toHaveAttribute('href', '/redeem-voucher');
    await expect(layout.menuPanel.getByRole('button', { name: 'Logout' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await layout.menuPanel.getByRole('button', { name: 'Close' }).click();
    await expect(layout.menuPanel).toBeHidden();

    await layout.menuButton.click();
    await layout.menuLink('How to Redeem?').click();
    await expect(page).toHaveURL('/redemption');
    await expect(layout.menuPanel).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Redemption Guide' })).toBeVisible();

    await layout.bottomBarLink('Home').click();
    await expect(page).toHaveURL('/');
    await layout.bottomBarLink('Cart').click();
    await expect(page).toHaveURL('/login');
  });
});

test.describe('header on a narrow phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'the small-screen header');

  test("shows 'Search for coupons...' whole at 360 px, and at 320 px keeps the box clear of the logo", async ({
    page,
  }) => {
    const layout = new LayoutPage(page);
    await page.setViewportSize({ width: 360, height: 740 });
    await layout.goto('/');

    // The placeholder's width in the box's font against the room the box leaves its text.
    const fit = await layout.searchBox.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const text = document.createElement('span');
      text.textContent = input.placeholder;
      text.style.font = style.font;
      text.style.letterSpacing = style.letterSpacing;
      text.style.whiteSpace = 'pre';
      document.body.append(text);
      const needed = text.getBoundingClientRect().width;
      text.remove();
      return { needed, room: input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) };
    });
    expect(fit.needed).toBeLessThanOrEqual(fit.room);

    await page.setViewportSize({ width: 320, height: 640 });
    const logo = await layout.logoLink.boundingBox();
    const box = await page.getByRole('search').boundingBox();
    if (logo === null || box === null) throw new Error('the logo or the search box is not drawn');
    expect(box.x).toBeGreaterThanOrEqual(logo.x + logo.width + 8);
    expect(box.x + box.width).toBeLessThanOrEqual(320 - 16);
  });
});

test.describe('footer', () => {
  test('links every page the spec lists and shows the brand details', async ({ page }) => {
    const layout = new LayoutPage(page);
    await layout.goto('/');

    const expected: [string, string][] = [
      ['Catalog', '/'],
      ['Load Coins', '/redeem-voucher'],
      ['Bulk Enquiry', '/terms-conditions'],
      ['Partner with us', '/terms-conditions'],
      ['Help Center', '/help-center'],
      ['Purchase Vouchers', '/purchase-voucher'],
      ['My Account', '/edit-profile'],
      ['Ticket Support', '/contact-us'],
      ['Contact Us', '/contact-us'],
      ['Sample Profile', '/profile'],
      ['Terms of Use', '/terms-conditions'],
      ['Privacy Policy', '/privacy'],
      ['Cookie Policy', '/cookies'],
      ['About Us', '/about-us'],
    ];
    for (const [name, href] of expected) await expect(layout.footerLink(name)).toHaveAttribute('href', href);

    await expect(layout.footer.getByRole('heading', { name: 'Quick Links' })).toBeVisible();
    await expect(layout.footer.getByRole('heading', { name: 'Support' })).toBeVisible();
    await expect(layout.footer.getByText(brand.address, { exact: true })).toBeVisible();
    await expect(layout.footerLink(brand.email)).toHaveAttribute('href', `mailto:${brand.email}`);
    await expect(
      layout.footer.getByText(`© ${new Date().getFullYear()} ${brand.organizationName}. All rights reserved.`),
    ).toBeVisible();
    for (const network of ['Facebook', 'Instagram', 'LinkedIn', 'YouTube']) {
      await expect(layout.footerLink(network)).toHaveAttribute('href', brand.website);
    }

    await layout.footer.scrollIntoViewIfNeeded();
    await expectNoSeriousA11yViolations(page);

    await layout.footerLink('About Us').click();
    await expect(page).toHaveURL('/about-us');
  });
});
