import type { APIRequestContext } from '@playwright/test';
import type { OperationId } from '../../contracts';
// Only the admin API's types are taken from the simulator, so that the two cannot drift; no code of it runs here.
import type { JournalView, SimulatorSnapshot } from '../../mock-server/handlers/admin';
import type { JournalEntry } from '../../mock-server/call-journal';
import { resetRetries } from './provider-client';

/**
 * A test's hold on its worker's provider simulator, through the simulator's admin API (/__mock/) and nothing else, so
 * the suites can one day run against a provider behind a proxy that answers the same API.
 */
export class SimulatorControl {
  constructor(
    private readonly request: APIRequestContext,
    /** The simulator's base URL, e.g. http://127.0.0.1:41234 (what the storefront's config.json points at). */
    readonly url: string,
  ) {}

  /** Switches to a named scenario from scenarios/ and reseeds. */
  async useScenario(name: string): Promise<void> {
    await this.send('POST', '/__mock/scenario', { name });
  }

  /** Reseeds the active scenario. */
  async reset(): Promise<void> {
    await this.send('POST', '/__mock/reset');
  }

  /** Moves the simulator's clock forward (token expiry, payment windows) without waiting. */
  async advanceClock(seconds: number): Promise<void> {
    await this.send('POST', '/__mock/clock/advance', { seconds });
  }

  /** The users, carts, orders and voucher codes as they are now. */
  async state(): Promise<SimulatorSnapshot> {
    return (await this.send('GET', '/__mock/state')) as SimulatorSnapshot;
  }

  /** The provider calls answered since the last reset or scenario switch, oldest first; admin calls are not listed. */
  async journal(): Promise<JournalEntry[]> {
    const { entries } = (await this.send('GET', '/__mock/requests')) as JournalView;
    return entries;
  }

  /** The journal's entries of one provider call, oldest first. */
  async calls(operationId: OperationId): Promise<JournalEntry[]> {
    return (await this.journal()).filter((entry) => entry.operationId === operationId);
  }

  private async send(method: 'GET' | 'POST', path: string, data?: object): Promise<unknown> {
    const response = await this.request.fetch(`${this.url}${path}`, { method, data, maxRetries: resetRetries });
    // A refused admin call (an unknown scenario, say) would leave the test running on the wrong state.
    if (!response.ok()) throw new Error(`${method} ${path} answered ${response.status()}: ${await response.text()}`);
    return response.json();
  }
}
