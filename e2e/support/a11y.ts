import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

type BlockingViolation = { id: string; impact: string | null | undefined; help: string; targets: unknown[] };

/** Fails the test when axe finds a serious or critical violation on the page as it is now. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const first = await blockingViolations(page);
  // Content that arrives while axe runs (a list answered late) fades in mid-analysis and fails the contrast check as
  // painted; a real violation is still there once the page has settled, a passing fade is not.
  const blocking = first.length === 0 ? first : await blockingViolations(page);
  expect(blocking, 'serious or critical accessibility violations').toEqual([]);
}

async function blockingViolations(page: Page): Promise<BlockingViolation[]> {
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
  // Legacy mode runs axe in the page itself: the default opens a blank page per analysis to merge the frames' results,
  // which the storefront (no iframes) does not need and which was two thirds of each check's time. Only violations are
  // collected in full; passes and the rest, never read here, are not.
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(({ id, impact, help, nodes }) => ({ id, impact, help, targets: nodes.map((node) => node.target) }));
}
