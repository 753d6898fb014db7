import { isSimulatorSnapshot, simulatorSnapshotVersion, type SimulatorSnapshot } from '../simulator-snapshot';

/** The one key the page keeps the simulator's state under. */
export const snapshotKey = 'giftstore-simulator';

/** The part of the Web Storage API the snapshot needs (localStorage in the page, a fake in tests). */
export type SnapshotStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type Warn = (message: string) => void;

// Remembered per storage, so a page whose state outgrew it is told once, not on every call.
const failedSaves = new WeakSet<SnapshotStorage>();

const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** Removes a stored snapshot the simulator cannot use (unreadable here, or refused by its restore), saying why. */
export function discardSnapshot(storage: SnapshotStorage, reason: string, warn: Warn = console.warn): null {
  warn(`The stored simulator state was discarded: ${reason}. The simulator starts from a fresh seed.`);
  clearSnapshot(storage);
  return null;
}

function parse(text: string): { ok: true; value: unknown } | { ok: false; error: unknown } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return { ok: false, error };
  }
}

/** The snapshot stored, or null: none stored, or one that cannot be read (removed, with a warning). */
export function loadSnapshot(storage: SnapshotStorage, warn: Warn = console.warn): SimulatorSnapshot | null {
  try {
    const text = storage.getItem(snapshotKey);
    if (text === null) return null;
    const parsed = parse(text);
    if (!parsed.ok) return discardSnapshot(storage, `it is not valid JSON (${reasonOf(parsed.error)})`, warn);
    const { value } = parsed;
    const version = typeof value === 'object' && value !== null && 'version' in value ? value.version : undefined;
    if (version !== simulatorSnapshotVersion) {
      return discardSnapshot(
        storage,
        `it is snapshot version ${JSON.stringify(version)}, and this simulator reads version ${simulatorSnapshotVersion}`,
        warn,
      );
    }
    if (!isSimulatorSnapshot(value))
      return discardSnapshot(storage, "it does not have a simulator snapshot's shape", warn);
    return value;
  } catch (error) {
    // A storage the page may not use throws on access; the simulator then runs on its seed.
    warn(`The stored simulator state could not be read (${reasonOf(error)}). The simulator starts from a fresh seed.`);
    return null;
  }
}

/**
 * Stores the snapshot. When the storage refuses it (its quota, most likely), the stale one is removed so a later load
 * cannot bring back an older state, and the page is warned once: its state now lives only as long as the page.
 */
export function saveSnapshot(storage: SnapshotStorage, snapshot: SimulatorSnapshot, warn: Warn = console.warn): void {
  try {
    storage.setItem(snapshotKey, JSON.stringify(snapshot));
    failedSaves.delete(storage);
  } catch (error) {
    try {
      clearSnapshot(storage);
    } catch {
      // Nothing more can be done: the warning below already says the state is not kept.
    }
    if (failedSaves.has(storage)) return;
    failedSaves.add(storage);
    warn(
      `The simulator's state could not be stored (${reasonOf(error)}); it lives only in this page until a reload ` +
        'or the payment redirect, which start from a fresh seed.',
    );
  }
}

export function clearSnapshot(storage: SnapshotStorage): void {
  storage.removeItem(snapshotKey);
}
