import type { SimulatorSettings } from '../scenarios/scenario';
import type { Clock } from './clock';
import type { Database } from './db/models';

/**
 * What the provider's rules (domain/) and the seed (db/) work on: the tables, the clock, the scenario's settings and
 * the id sequences. The Simulator holds one and replaces its parts on every reset, so read them at call time.
 */
export interface SimulatorState {
  readonly db: Database;
  readonly clock: Clock;
  readonly settings: SimulatorSettings;
  /** The next id of a table whose ids the simulator assigns: 1, 2, 3, ... per table and per reset. */
  nextId(table: string): number;
}
