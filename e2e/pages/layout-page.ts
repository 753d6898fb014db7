import type { Locator, Page } from '@playwright/test';

/** The layout every storefront page shares: header, category bar, mobile bars, footer and the Redemption Guide. */
export class LayoutPage {
  readonly header: Locator;
  readonly topStrip: Locator;
  readonly howToRedeemButton: Locator;
  readonly logoLink: Locator;
  readonly searchBox: Locator;
  readonly cartButton: Locator;
  readonly signInButton: Locator;
  readonly logoutButton: Locator;
  readonly topStripLogoutButton: Locator;
  readonly categoryBar: Locator;
  readonly showMoreCategories: Locator;
  readonly showLessCategories: Locator;
  readonly categoriesDropdown: Locator;
  readonly bottomBar: Locator;
  readonly menuButton: Locator;
  readonly menuPanel: Locator;
  readonly menuLogoutButton: Locator;
  /** The bottom bar's Cart, whose name carries the item count when signed in. */
  readonly bottomBarCart: Locator;
  readonly footer: Locator;
  readonly guideDialog: Locator;
  readonly catalogueHeading: Locator;
  /** The document body: a modal keeps the page behind it from scrolling with overflow: hidden on it. */
  readonly body: Locator;

  constructor(readonly page: Page) {
    this.header = page.getByRole('banner');
    this.topStrip = page.getByRole('navigation', { name: 'Help and orders' });
    this.howToRedeemButton = this.topStrip.getByRole('button', { name: 'How to Redeem?' });
    this.logoLink = this.header.getByRole('link').first();
    this.searchBox = this.header.getByPlaceholder('Search for coupons...');
    this.cartButton = this.header.getByRole('link', { name: 'CART' });
    this.signInButton = this.header.getByRole('link', { name: 'SIGN IN' });
    this.logoutButton = page.getByRole('button', { name: 'Logout' });
    this.topStripLogoutButton = this.topStrip.getByRole('button', { name: 'Logout' });
    this.categoryBar = page.getByRole('navigation', { name: 'Categories' });
    this.showMoreCategories = this.categoryBar.getByRole('button', { name: 'Show More' });
    this.showLessCategories = this.categoryBar.getByRole('button', { name: 'Show Less' });
    this.categoriesDropdown = this.header.getByRole('combobox', { name: 'Categories' });
    this.bottomBar = page.getByRole('navigation', { name: 'Mobile navigation' });
    this.menuButton = this.bottomBar.getByRole('button', { name: 'Menu' });
    this.menuPanel = page.getByRole('dialog', { name: 'Menu' });
    this.menuLogoutButton = this.menuPanel.getByRole('button', { name: 'Logout' });
    this.bottomBarCart = this.bottomBar.getByRole('link', { name: /^Cart/ });
    this.footer = page.getByRole('contentinfo');
    this.guideDialog = page.getByRole('dialog', { name: 'Redemption Guide' });
    this.catalogueHeading = page.getByRole('main').getByRole('heading', { level: 1 });
    this.body = page.locator('body');
  }

  /** Opens a page and waits until the configuration has loaded and the storefront has appeared. */
  async goto(path = '/'): Promise<void> {
    await this.page.goto(path);
    await this.header.waitFor();
  }

  /** The header's points box, named by the balance as the shopper reads it: pointsBalance('5,000') is '5,000 Points'. */
  pointsBalance(shown: string): Locator {
    return this.header.getByText(`${shown} Points`, { exact: true });
  }

  /** The header's link to the profile, named by the shopper's username and e-mail. */
  profileLink(username: string, email: string): Locator {
    return this.header.getByRole('link', { name: `${username} ${email}`, exact: true });
  }

  topStripLink(name: string): Locator {
    return this.topStrip.getByRole('link', { name, exact: true });
  }

  categoryButton(name: string): Locator {
    return this.categoryBar.getByRole('button', { name, exact: true });
  }

  /** The category bar's buttons in order, Show More / Show Less included. */
  async categoryBarLabels(): Promise<string[]> {
    return this.categoryBar.getByRole('button').allInnerTexts();
  }

  /**
   * The spaces a visitor sees between the category bar's labels, left to right on each row: from the end of one label's
   * text to the start of the next (the buttons draw no box of their own, so the text is what shows).
   */
  async categoryLabelGaps(): Promise<number[]> {
    return this.categoryBar.evaluate((bar) => {
      const texts = [...bar.querySelectorAll('button')].map((button) => {
        const range = document.createRange();
        range.selectNodeContents(button);
        return range.getBoundingClientRect();
      });
      return texts.slice(1).flatMap((text, index) => {
        const before = texts[index];
        return before !== undefined && text.top === before.top ? [text.left - before.right] : [];
      });
    });
  }

  /** Picks a category in the mobile dropdown, a native select. */
  async chooseFromDropdown(option: string): Promise<void> {
    await this.categoriesDropdown.selectOption({ label: option });
  }

  /** The text of the dropdown's chosen option. */
  async chosenDropdownOption(): Promise<string | undefined> {
    return this.categoriesDropdown.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text);
  }

  bottomBarLink(name: string): Locator {
    return this.bottomBar.getByRole('link', { name, exact: true });
  }

  menuLink(name: string): Locator {
    return this.menuPanel.getByRole('link', { name, exact: true });
  }

  footerLink(name: string): Locator {
    return this.footer.getByRole('link', { name, exact: true });
  }

  /**
   * With the page scrolled to its end, where nothing can scroll out from under a fixed corner, the footer's links and
   * lines of text that lie under `corner`'s box: what a visitor could then neither tap nor read.
   */
  async footerPartsUnder(corner: Locator): Promise<string[]> {
    await this.page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const box = await corner.boundingBox();
    if (box === null) throw new Error('the corner is not drawn');
    return this.footer.evaluate((footer, { x, y, width, height }) => {
      // A page still growing (its content arriving) would leave the footer below the view and the answer empty.
      if (footer.getBoundingClientRect().bottom > window.innerHeight) throw new Error('the footer is below the view');
      const overlaps = (rects: Iterable<DOMRect>) =>
        [...rects].some((r) => r.right > x && r.left < x + width && r.bottom > y && r.top < y + height);
      const texts: Text[] = [];
      const walker = document.createTreeWalker(footer, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
        if (node instanceof Text && node.data.trim() !== '') texts.push(node);
      }
      const coveredTexts = texts.filter((text) => {
        const range = document.createRange();
        range.selectNodeContents(text);
        return overlaps(range.getClientRects());
      });
      const coveredLinks = [...footer.querySelectorAll('a')].filter((link) => overlaps(link.getClientRects()));
      return [
        ...coveredTexts.map((text) => text.data.trim()),
        ...coveredLinks.map((link) => link.textContent || (link.getAttribute('aria-label') ?? '')),
      ];
    }, box);
  }

  guideTab(name: string): Locator {
    return this.guideDialog.getByRole('tab', { name, exact: true });
  }
}
