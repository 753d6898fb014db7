import type { Scenario, SeedOptions } from '../scenarios/scenario';
import { createClock, type Clock } from './clock';
import { createDatabase, type Database } from './db/models';
import { seedDatabase } from './db/seed';
import { defaultSeedOptions } from './db/seed-options';
import { CallJournal } from './call-journal';
import { RuleBook } from './rule-book';
import { defaultSettings } from './settings';
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

  private constructor(options: SimulatorOptions) {
    this.scenario = options.scenario;
    this.scenarios = options.scenarios ?? [options.scenario];
    this.productCount = options.products;
    this.validateResponses = options.validateResponses ?? false;
  }

  static async create(options: SimulatorOptions): Promise<Simulator> {
    const simulator = new Simulator(options);
    await simulator.reset();
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
    await seedDatabase(this, this.seedOptions);
    // Counted once the new seed is complete, so nothing derived from a half-seeded state is filed under it.
    this.seeds += 1;
  }

  async useScenario(name: string): Promise<void> {
    this.scenario = scenarioNamed(this.scenarios, name);
    await this.reset();
  }

  nextId(table: string): number {
    const next = (this.sequences.get(table) ?? 0) + 1;
    this.sequences.set(table, next);
    return next;
  }
}
