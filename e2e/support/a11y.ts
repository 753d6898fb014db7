import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Fails the test when axe finds a serious or critical violation on the page as it is now. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // Axe judges colours as painted: an element halfway through its fade-in (a card, a toast) fails the contrast check
  // until its entrance ends, so the check waits for every finite animation; spinners run forever and do not count.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(({ id, impact, help, nodes }) => ({ id, impact, help, targets: nodes.map((node) => node.target) }));
  expect(blocking, 'serious or critical accessibility violations').toEqual([]);
}
