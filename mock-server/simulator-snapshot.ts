import type { RecordedCall } from './call-journal';
import type { ClockReading } from './clock';
import { changingTables, type ChangingTableRows } from './db/changing-tables';

/** Raised whenever the snapshot's shape or meaning changes, so a page never restores a snapshot it misreads. */
export const simulatorSnapshotVersion = 1;

/**
 * A simulator's state as plain JSON, for a page to keep between loads. The catalogue and the brand are not in it:
 * restoring seeds them again from `products` and `seedStartMs`, which gives the same rows.
 */
export interface SimulatorSnapshot {
  version: number;
  /** The active scenario's name; restoring needs the simulator to have been handed it. */
  scenario: string;
  clock: ClockReading;
  /** The clock's time when the seed ran, which the catalogue's dates follow. */
  seedStartMs: number;
  /** The catalogue's product count as seeded. */
  products: number;
  /** Each table's last id (nextId). */
  sequences: Record<string, number>;
  /** How many calls each of the scenario's rules has served. */
  rules: number[];
  journal: RecordedCall[];
  tables: ChangingTableRows;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isCount = (value: unknown): boolean => Number.isSafeInteger(value) && (value as number) >= 0;

const isRecordArray = (value: unknown): boolean => Array.isArray(value) && value.every(isRecord);

/**
 * Whether a parsed value has a snapshot's shape: its top-level fields, and arrays of objects for the journal and the
 * tables. The rows themselves are not checked field by field; a row that breaks its table fails the restore instead.
 */
export function isSimulatorSnapshot(value: unknown): value is SimulatorSnapshot {
  if (!isRecord(value) || !isRecord(value.clock) || !isRecord(value.sequences) || !isRecord(value.tables)) return false;
  const { tables } = value;
  return (
    typeof value.version === 'number' &&
    typeof value.scenario === 'string' &&
    Number.isFinite(value.clock.simulatedMs) &&
    Number.isFinite(value.clock.realMs) &&
    Number.isFinite(value.seedStartMs) &&
    isCount(value.products) &&
    Object.values(value.sequences).every(isCount) &&
    Array.isArray(value.rules) &&
    value.rules.every(isCount) &&
    isRecordArray(value.journal) &&
    changingTables.every((table) => isRecordArray(tables[table]))
  );
}
