import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CartItem, PlaceOrderStatusResponse } from '../contracts';
import { scenarios } from '../scenarios';
import { resumeClock } from './clock';
import { catalogueIndex } from './domain/catalogue-index';
import { createHandlers } from './handlers';
import { Simulator, scenarioNamed, UnknownScenarioError, type SimulatorOptions } from './simulator';
import { isSimulatorSnapshot, type SimulatorSnapshot } from './simulator-snapshot';
import { addLine, coinBalance, orderOf, orderStatus } from './testing/checkout';
import { call, defaultTestScenario, signIn } from './testing/harness';

const staticTables = ['brandConfig', 'category', 'subcategory', 'product', 'denomination'] as const;

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => {
  vi.useRealTimers();
});

const optionsOf = (name: string, extra: Partial<SimulatorOptions> = {}): SimulatorOptions => ({
  scenario: scenarioNamed(scenarios, name),
  scenarios,
  validateResponses: true,
  ...extra,
});

/** Puts the simulator behind msw/node, in place of the one before. */
function serve(simulator: Simulator): Simulator {
  server.resetHandlers(...createHandlers(simulator));
  return simulator;
}

/** What sessionStorage gives back: the snapshot through JSON. */
const throughJson = (snapshot: SimulatorSnapshot): SimulatorSnapshot =>
  JSON.parse(JSON.stringify(snapshot)) as SimulatorSnapshot;

const cartOf = async (token: string): Promise<CartItem[]> =>
  (await call('GET', '/cart/', { token })).body as CartItem[];

describe("a simulator's snapshot", () => {
  it('is plain JSON with the snapshot shape, and leaves the catalogue and the brand out', async () => {
    const simulator = await Simulator.create({ scenario: defaultTestScenario });
    const snapshot = simulator.snapshot();
    expect(throughJson(snapshot)).toEqual(snapshot);
    expect(isSimulatorSnapshot(throughJson(snapshot))).toBe(true);
    for (const table of staticTables) expect(Object.keys(snapshot.tables)).not.toContain(table);
    expect(JSON.stringify(snapshot)).not.toContain(simulator.db.product.getAll()[0]?.name);
  });

  it('restores into a new simulator that answers as the old one would have', async () => {
    const options = optionsOf('order-status-recovers');
    const before = serve(await Simulator.create(options));
    const token = await signIn();
    const orderId = await orderOf(token, 500);
    // The scenario's rule answers the first two status polls 500; this is the first.
    expect((await orderStatus(token, orderId)).status).toBe(500);
    expect((await call('POST', '/load-coin/', { token, body: { coupon_code: 'LOAD-500-AAAA' } })).status).toBe(200);
    await addLine(token, 250, 2);
    before.clock.advance(120_000);
    const cart = await cartOf(token);
    const coins = await coinBalance(token);
    const journal = before.journal.entries();

    const snapshot = throughJson(before.snapshot());
    // As if the next page loaded a minute after the snapshot was saved.
    snapshot.clock.realMs -= 60_000;
    const after = serve(await Simulator.create(options, snapshot));

    const expectedNow = snapshot.clock.simulatedMs + 60_000;
    expect(after.clock.now()).toBeGreaterThanOrEqual(expectedNow);
    expect(after.clock.now()).toBeLessThan(expectedNow + 5_000);
    expect(after.scenario.name).toBe('order-status-recovers');
    expect(after.journal.entries()).toEqual(journal);
    expect(await cartOf(token)).toEqual(cart);
    expect(await coinBalance(token)).toBe(coins);
    // The rule goes on at its second call, then the order's own status answers.
    expect((await orderStatus(token, orderId)).status).toBe(500);
    const status = await orderStatus(token, orderId);
    expect(status.status).toBe(200);
    expect((status.body as PlaceOrderStatusResponse).status).toBe('PAYMENT_PENDING');
    expect(after.journal.entries(2).map((entry) => entry.rule)).toEqual([
      expect.stringContaining('(rule 1, answer 1, call 2)'),
      null,
    ]);
    // Ids go on from the stored sequences.
    await addLine(token, 100);
    const lineIds = (await cartOf(token)).map((line) => line.id);
    expect(new Set(lineIds).size).toBe(lineIds.length);
    expect(await orderOf(token, 100)).toBe('ord_000002');

    expect([...before.contractViolations, ...after.contractViolations]).toEqual([]);
  });

  it('re-creates the catalogue identically, also a larger one, and answers it the same', async () => {
    const options = optionsOf('default', { products: 2_500 });
    const before = serve(await Simulator.create(options));
    const answers = async () => [
      (await call('GET', '/home/')).body,
      (await call('GET', '/products/', { query: { page: 17 } })).body,
      (await call('GET', '/products/sort/', { query: { order: 'desc' } })).body,
    ];
    const expected = await answers();
    const snapshot = throughJson(before.snapshot());
    expect(JSON.stringify(snapshot).length).toBeLessThan(50_000);

    const after = serve(await Simulator.create(options, snapshot));
    for (const table of staticTables) {
      expect(after.db[table].getAll()).toEqual(before.db[table].getAll());
    }
    expect(after.db.product.count()).toBe(2_500);
    expect(await answers()).toEqual(expected);
  });

  it('replaces the state of a running simulator, catalogue index and generation included', async () => {
    const large = await Simulator.create(optionsOf('default', { products: 1_000 }));
    const simulator = await Simulator.create(optionsOf('login-429'));
    const { generation } = simulator;
    const index = catalogueIndex(simulator);
    expect(index.byId.size).toBe(80);

    await simulator.restore(throughJson(large.snapshot()));
    expect(simulator.scenario.name).toBe('default');
    expect(simulator.generation).toBe(generation + 1);
    expect(catalogueIndex(simulator)).not.toBe(index);
    expect(catalogueIndex(simulator).byId.size).toBe(1_000);
  });

  it('refuses a scenario the simulator was not handed, changing nothing', async () => {
    const simulator = await Simulator.create(optionsOf('default'));
    const snapshot = { ...throughJson(simulator.snapshot()), scenario: 'retired-scenario' };
    await expect(Simulator.create(optionsOf('default'), snapshot)).rejects.toThrow(UnknownScenarioError);
    await expect(Simulator.create(optionsOf('default'), snapshot)).rejects.toThrow('"retired-scenario"');

    const tables = simulator.snapshot().tables;
    await expect(simulator.restore(snapshot)).rejects.toThrow(UnknownScenarioError);
    expect(simulator.snapshot().tables).toEqual(tables);
  });

  it('refuses rule counts that do not fit the scenario', async () => {
    const simulator = await Simulator.create(optionsOf('login-429'));
    const snapshot = { ...throughJson(simulator.snapshot()), rules: [] };
    await expect(Simulator.create(optionsOf('login-429'), snapshot)).rejects.toThrow(RangeError);
  });

  it('equals a fresh seed after a reset', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse('2026-03-01T10:00:00Z'));
    const fresh = await Simulator.create(optionsOf('five-orders'));
    const simulator = serve(await Simulator.create(optionsOf('five-orders')));
    const token = await signIn();
    await orderOf(token, 500);
    expect(simulator.snapshot()).not.toEqual(fresh.snapshot());

    await simulator.reset();
    expect(simulator.snapshot()).toEqual(fresh.snapshot());
    expect(simulator.snapshot().tables.order).toHaveLength(fresh.db.order.count());
  });
});

describe('a resumed clock', () => {
  it('goes on by the real time since the reading, and stands still when real time went back', () => {
    expect(resumeClock({ simulatedMs: 1_000, realMs: 5_000 }, () => 8_000).now()).toBe(4_000);
    expect(resumeClock({ simulatedMs: 1_000, realMs: 5_000 }, () => 4_000).now()).toBe(1_000);
  });
});
