import { describe, expect, it } from 'vitest';
import { defaultTestScenario } from '../testing/harness';
import { Simulator } from '../simulator';
import { SharedState } from './shared-state';
import { snapshotKey, type SnapshotStorage } from './snapshot-storage';

/** One origin's localStorage, shared by the demo's tabs. */
function originStorage(): SnapshotStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value);
    },
    removeItem: (key) => {
      items.delete(key);
    },
  };
}

/** A tab of the demo: its own simulator over the origin's storage, started as the page starts it. */
async function openTab(storage: SnapshotStorage) {
  const simulator = await Simulator.create({ scenario: defaultTestScenario, scenarios: [defaultTestScenario] });
  const shared = new SharedState(simulator, storage);
  await shared.restoreChangedElsewhere();
  shared.save();
  return { simulator, shared };
}

const hour = 3_600_000;
// Both tabs' clocks run on the same real time: a second apart at most, unless one moved on by the hour.
const sameTime = (one: Simulator, other: Simulator) => Math.abs(one.clock.now() - other.clock.now()) < 1000;

describe("the demo's tabs sharing the simulator's state", () => {
  it("keeps another tab's write made while a read was on its way, and takes it before the next call", async () => {
    const storage = originStorage();
    const storefront = await openTab(storage);
    const paymentPage = await openTab(storage);

    // The payment page changes the state (its clock moved on, standing in for an approval) while a poll is answered.
    paymentPage.simulator.clock.advance(hour);
    paymentPage.shared.saveAfter('POST');
    const written = storage.getItem(snapshotKey);
    storefront.shared.saveAfter('GET');

    expect(storage.getItem(snapshotKey)).toBe(written);
    expect(sameTime(storefront.simulator, paymentPage.simulator)).toBe(false);
    await storefront.shared.restoreChangedElsewhere();
    expect(sameTime(storefront.simulator, paymentPage.simulator)).toBe(true);
  });

  it('saves a write of this page whatever another tab stored meanwhile: it is what the shopper just did', async () => {
    const storage = originStorage();
    const storefront = await openTab(storage);
    const other = await openTab(storage);
    other.shared.saveAfter('GET');

    storefront.simulator.clock.advance(hour);
    storefront.shared.saveAfter('PATCH');
    await other.shared.restoreChangedElsewhere();
    expect(sameTime(storefront.simulator, other.simulator)).toBe(true);
  });
});
