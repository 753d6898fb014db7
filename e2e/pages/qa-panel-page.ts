import type { Locator, Page } from '@playwright/test';

/** The QA panel the storefront shows on the simulator: its corner button and the simulator's controls it opens. */
export class QaPanelPage {
  readonly corner: Locator;
  readonly toggle: Locator;
  readonly panel: Locator;
  readonly activeScenario: Locator;
  readonly switchScenario: Locator;
  readonly reset: Locator;
  readonly simulatorTime: Locator;
  readonly clockSteps: Locator;
  readonly seconds: Locator;
  readonly advance: Locator;
  /** The journal's last calls, newest first. */
  readonly calls: Locator;
  readonly seedUsers: Locator;

  constructor(readonly page: Page) {
    this.corner = page.getByRole('complementary', { name: 'QA panel' });
    this.toggle = this.corner.getByRole('button', { name: 'QA panel' });
    this.panel = this.corner.getByRole('region', { name: 'Simulator' });
    const scenario = this.panel.getByRole('region', { name: 'Scenario' });
    this.activeScenario = scenario.locator('strong').first();
    this.switchScenario = scenario.getByText(/^Switch scenario/);
    this.reset = scenario.getByRole('button', { name: 'Reset' });
    this.simulatorTime = this.panel.locator('time');
    this.clockSteps = this.panel.getByRole('group', { name: 'Move the clock forward' });
    this.seconds = this.panel.getByRole('spinbutton', { name: 'Seconds' });
    this.advance = this.panel.getByRole('button', { name: 'Advance' });
    this.calls = this.panel.getByRole('list', { name: 'Provider calls, newest first' }).getByRole('listitem');
    this.seedUsers = this.panel.getByRole('region', { name: 'Seed users' });
  }

  /** Opens the panel and waits until it has read the simulator. */
  async open(): Promise<void> {
    await this.toggle.click();
    await this.activeScenario.waitFor();
  }

  scenario(name: string): Locator {
    return this.panel.getByRole('button', { name, exact: true });
  }

  /** Switches the simulator to a scenario from the panel's list and waits for the storefront to reload on it. */
  async useScenario(name: string): Promise<void> {
    await this.switchScenario.click();
    const reloaded = this.page.waitForEvent('load');
    await this.scenario(name).click();
    await reloaded;
  }

  /** Resets the simulator from the panel and waits for the storefront to reload. */
  async resetSimulator(): Promise<void> {
    const reloaded = this.page.waitForEvent('load');
    await this.reset.click();
    await reloaded;
  }

  /**
   * Moves the simulator's clock by a step, then waits for `settled` (the page's answer to the new time) and says how
   * far the panel's time moved, in milliseconds.
   */
  async moveClock(label: '+1 min' | '+5 min' | '+1 h', settled: () => Promise<void>): Promise<number> {
    const before = await this.simulatorTimeMs();
    await this.step(label).click();
    await settled();
    return (await this.simulatorTimeMs()) - before;
  }

  private async simulatorTimeMs(): Promise<number> {
    return Date.parse((await this.simulatorTime.getAttribute('datetime')) ?? '');
  }

  step(label: '+1 min' | '+5 min' | '+1 h'): Locator {
    return this.clockSteps.getByRole('button', { name: label, exact: true });
  }
}
