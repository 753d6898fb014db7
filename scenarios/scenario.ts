import type {
  CompanyProfile,
  ScenarioFile,
  ScenarioSeed,
  ScenarioSettings,
  SeededOrder,
  SeededProfileChange,
} from '../contracts';

export type {
  ScenarioAnswer,
  ScenarioFault,
  ScenarioMatch,
  ScenarioOperation,
  ScenarioRule,
  SeededOrder,
  SeededProfileChange,
  SeededVoucher,
} from '../contracts';

/** The provider's rules as the simulator runs them: every setting a scenario may change, with a value. */
export type SimulatorSettings = Required<ScenarioSettings>;

/** What the simulator seeds beside its fixed users, brand and voucher codes, every part given. */
export interface SeedOptions {
  products: number;
  orders: SeededOrder[];
  /** The configuration's company part (About Us), or null for a provider that sends none. */
  company: CompanyProfile | null;
  profiles: SeededProfileChange[];
}

/**
 * A named QA scenario: a scenario file (contracts/scenario.schema.json) as loaded, named after its file. It is data
 * only, so a new scenario never needs a handler change; the simulator is handed the scenarios it may play.
 */
export interface Scenario extends Omit<ScenarioFile, '$schema' | 'seed'> {
  name: string;
  /** The seed's company part has been checked against CompanyProfile by the loader. */
  seed?: Omit<ScenarioSeed, 'company'> & { company?: CompanyProfile | null };
  /** The file it was loaded from, for messages; absent for a scenario built in code (tests). */
  file?: string;
}
