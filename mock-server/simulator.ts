import type { Scenario, SeedOptions } from '../scenarios/scenario';
import { createClock, readClock, resumeClock, type Clock } from './clock';
import { changingTableRows, createChangingTableRows } from './db/changing-tables';
import { createDatabase, type Database } from './db/models';
import { seedDatabase, seedStaticTables } from './seed/seed';
import { defaultSeedOptions } from './seed/seed-options';
import { CallJournal } from './call-journal';
import { RuleBook } from './rule-book';
import { defaultSettings } from './settings';
import { simulatorSnapshotVersion, type SimulatorSnapshot } from './simulator-snapshot';
import type { SimulatorState } from './state';

/** A scenario name the simulator was not handed; the message lists the known ones. */
export class UnknownScenarioError extends RangeError {}

/** The scenario of this name, or an UnknownScenarioError. */
export function scenarioNamed(scenarios: readonly Scenario[], name: string): Scenario {
  const scenario = scenarios.find((candidate) => candidate.name === name);
  if (scenario === undefined) {
    const known = scenarios.map((candidate) => candidate.name).join(', ');
    throw new UnknownScenarioError(`Unknown scenario "${name}"; known: ${known}`);
  }
  return scenario;
}

export interface SimulatorOptions {
  scenario: Scenario;
  /** Every scenario the admin API may switch to. */
  scenarios?: readonly Scenario[];
  /** Overrides the scenario's product count (the --products flag). */
  products?: number;
  /** Record responses that break their contract (tests turn this on and fail on any). */
  validateResponses?: boolean;
}

/**
 * The simulator: its state, the scenario it plays and what it has recorded. Handlers read db, clock and settings at
 * request time, because a reset or a scenario switch replaces them.
 */
export class Simulator implements SimulatorState {
  db: Database = createDatabase();
  clock: Clock = createClock();
  settings = defaultSettings;
  scenario: Scenario;
  journal = new CallJournal();
  /** The active scenario's per-call rules, with the calls each has served since the last reset. */
  rules = new RuleBook([]);
  readonly scenarios: readonly Scenario[];
  readonly validateResponses: boolean;
  readonly contractViolations: string[] = [];
  /**
   * Counts the seeds: anything derived from the state (the HTTP server's memoised catalogue answers)
   * belongs to the generation it was derived in and is stale in any other.
   */
  private seeds = 0;
  private readonly productCount: number | undefined;
  private sequences = new Map<string, number>();
  /** What the static tables were seeded from, so a snapshot can seed them again instead of carrying them. */
  private seeded = { startMs: 0, products: 0 };

  private constructor(options: SimulatorOptions) {
    this.scenario = options.scenario;
    this.scenarios = options.scenarios ?? [options.scenario];
    this.productCount = options.products;
    this.validateResponses = options.validateResponses ?? false;
  }

  /** A fresh seed of `options.scenario`, or the state of `snapshot` (which throws when it cannot be restored). */
  static async create(options: SimulatorOptions, snapshot?: SimulatorSnapshot): Promise<Simulator> {
    const simulator = new Simulator(options);
    if (snapshot === undefined) await simulator.reset();
    else await simulator.restore(snapshot);
    return simulator;
  }

  get generation(): number {
    return this.seeds;
  }

  get seedOptions(): SeedOptions {
    return {
      ...defaultSeedOptions,
      ...this.scenario.seed,
      ...(this.productCount === undefined ? {} : { products: this.productCount }),
    };
  }

  /** Throws away every change (the journal too) and seeds the active scenario again. */
  async reset(): Promise<void> {
    const start = this.scenario.clock?.start;
    this.clock = createClock(start === undefined ? Date.now() : Date.parse(start));
    this.settings = { ...defaultSettings, ...this.scenario.settings };
    this.db = createDatabase();
    this.sequences = new Map();
    this.journal = new CallJournal();
    this.rules = new RuleBook(this.scenario.rules ?? []);
    const options = this.seedOptions;
    this.seeded = { startMs: this.clock.now(), products: options.products };
    await seedDatabase(this, options, this.seeded.startMs);
    // Counted once the new seed is complete, so nothing derived from a half-seeded state is filed under it.
    this.seeds += 1;
  }

  async useScenario(name: string): Promise<void> {
    this.scenario = scenarioNamed(this.scenarios, name);
    await this.reset();
  }

  nextId(table: string): number {
    return nextIdIn(this.sequences, table);
  }

  /** The state as plain JSON. The derived generation is left out: whatever was derived is gone with the process. */
  snapshot(): SimulatorSnapshot {
    return {
      version: simulatorSnapshotVersion,
      scenario: this.scenario.name,
      clock: readClock(this.clock),
      seedStartMs: this.seeded.startMs,
      products: this.seeded.products,
      sequences: Object.fromEntries(this.sequences),
      rules: this.rules.servedCounts(),
      journal: this.journal.recordedCalls(),
      tables: changingTableRows(this.db),
    };
  }

  /**
   * Replaces the state with a snapshot's, the clock moved on by the real time since it was taken. Throws, changing
   * nothing, for a scenario this simulator was not handed, rules that no longer fit it, or rows that clash.
   */
  async restore(snapshot: SimulatorSnapshot): Promise<void> {
    const scenario = scenarioNamed(this.scenarios, snapshot.scenario);
    const rules = new RuleBook(scenario.rules ?? [], snapshot.rules);
    const sequences = new Map<string, number>();
    const state: SimulatorState = {
      db: createDatabase(),
      clock: resumeClock(snapshot.clock),
      settings: { ...defaultSettings, ...scenario.settings },
      nextId: (table) => nextIdIn(sequences, table),
    };
    // The static seed draws ids too, so the stored sequences are set once it is done.
    seedStaticTables(state, snapshot.products, snapshot.seedStartMs);
    for (const [table, last] of Object.entries(snapshot.sequences)) sequences.set(table, last);
    createChangingTableRows(state.db, snapshot.tables);

    this.scenario = scenario;
    this.db = state.db;
    this.clock = state.clock;
    this.settings = state.settings;
    this.sequences = sequences;
    this.rules = rules;
    this.journal = CallJournal.resumed(snapshot.journal);
    this.seeded = { startMs: snapshot.seedStartMs, products: snapshot.products };
    // A new generation, as for a reset: nothing derived from the state it replaces still holds.
    this.seeds += 1;
  }
}

function nextIdIn(sequences: Map<string, number>, table: string): number {
  const next = (sequences.get(table) ?? 0) + 1;
  sequences.set(table, next);
  return next;
}
