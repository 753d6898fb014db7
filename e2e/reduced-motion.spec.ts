import type { Page } from '@playwright/test';
import { CataloguePage } from './pages/catalogue-page';
import { expect, test } from './support/fixtures';

/** What on the page moves: the first card's entrance animation, and how many elements change with a transition. */
function motion(page: Page): Promise<{ cardEntrance: string; elementsWithTransitions: number }> {
  return page.evaluate(() => {
    const transitions = (element: Element) =>
      getComputedStyle(element)
        .transitionDuration.split(',')
        .some((duration) => parseFloat(duration) > 0);
    const firstCard = document.querySelector('main article');
    return {
      cardEntrance: firstCard === null ? 'no card' : getComputedStyle(firstCard).animationName,
      elementsWithTransitions: [...document.querySelectorAll('body *')].filter(transitions).length,
    };
  });
}

test.describe('motion', () => {
  test('the cards enter and the controls fade their colours, unless the visitor’s system asks for less motion', async ({
    page,
  }) => {
    const catalogue = new CataloguePage(page);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await catalogue.goto();
    await expect(catalogue.cards).toHaveCount(8);
    const moving = await motion(page);
    expect(moving.cardEntrance).not.toBe('none');
    expect(moving.elementsWithTransitions).toBeGreaterThan(0);

    // The suites' own setting (playwright.config.ts), as the next test expects it.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await motion(page)).toEqual({ cardEntrance: 'none', elementsWithTransitions: 0 });
  });
});
