import type { OperationId } from '../contracts';
import type { SeedOptions } from './db/seed-options';
import type { SimulatorSettings } from './settings';

/** What a call answers instead of its normal behaviour while a scenario is active. */
export type Override =
  { kind: 'respond'; status: number; body?: unknown; headers?: Record<string, string> } | { kind: 'network-error' };

/** A named QA scenario: data only, so a new scenario never needs a handler change. */
export interface Scenario {
  name: string;
  description: string;
  seed?: Partial<SeedOptions>;
  settings?: Partial<SimulatorSettings>;
  /** When the simulator's clock starts (ISO 8601); the present by default. */
  clock?: { start?: string };
  overrides?: Partial<Record<OperationId, Override>>;
}
