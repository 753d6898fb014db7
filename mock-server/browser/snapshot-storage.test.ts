import { beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultTestScenario } from '../testing/harness';
import { Simulator } from '../simulator';
import type { SimulatorSnapshot } from '../simulator-snapshot';
import {
  clearSnapshot,
  discardSnapshot,
  loadSnapshot,
  saveSnapshot,
  snapshotKey,
  type SnapshotStorage,
} from './snapshot-storage';

/** sessionStorage's behaviour over a Map, its calls spied on. */
function memoryStorage(entries: Record<string, string> = {}): SnapshotStorage & { items: Map<string, string> } {
  const items = new Map(Object.entries(entries));
  return {
    items,
    getItem: vi.fn((key: string) => items.get(key) ?? null),
    setItem: vi.fn((key: string, value: string) => {
      items.set(key, value);
    }),
    removeItem: vi.fn((key: string) => {
      items.delete(key);
    }),
  };
}

let snapshot: SimulatorSnapshot;
beforeAll(async () => {
  snapshot = (await Simulator.create({ scenario: defaultTestScenario })).snapshot();
});

describe('loadSnapshot', () => {
  it('answers null, silently, when nothing is stored', () => {
    const warn = vi.fn();
    expect(loadSnapshot(memoryStorage(), warn)).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('answers the snapshot saveSnapshot stored', () => {
    const storage = memoryStorage();
    const warn = vi.fn();
    saveSnapshot(storage, snapshot, warn);
    expect(loadSnapshot(storage, warn)).toEqual(snapshot);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['corrupt JSON', '{"version": 1, "scen', /discarded: it is not valid JSON/],
    ['another version', () => JSON.stringify({ ...snapshot, version: 2 }), /discarded: .*version 2.*reads version 1/],
    ['no version at all', 'null', /discarded: .*version undefined/],
    ['a wrong shape', () => JSON.stringify({ ...snapshot, rules: 'none' }), /discarded: .*snapshot's shape/],
    [
      'a table that is not a list of rows',
      () => JSON.stringify({ ...snapshot, tables: { ...snapshot.tables, order: {} } }),
      /discarded: .*snapshot's shape/,
    ],
  ])('discards %s with a warning, and removes the key', (_, stored, message) => {
    const storage = memoryStorage({ [snapshotKey]: typeof stored === 'string' ? stored : stored() });
    const warn = vi.fn();
    expect(loadSnapshot(storage, warn)).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(message));
    expect(storage.items.has(snapshotKey)).toBe(false);
  });

  it('never throws when the storage does', () => {
    const storage = memoryStorage();
    storage.getItem = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    const warn = vi.fn();
    expect(loadSnapshot(storage, warn)).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not be read (The operation is insecure.)'));
  });
});

describe('saveSnapshot', () => {
  it('stores the snapshot as JSON under the one key', () => {
    const storage = memoryStorage();
    saveSnapshot(storage, snapshot);
    expect(JSON.parse(storage.items.get(snapshotKey) ?? '')).toEqual(snapshot);
  });

  it('warns once when the storage is full, removes the stale snapshot, and never throws', () => {
    const storage = memoryStorage({ [snapshotKey]: 'an older state' });
    storage.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    const warn = vi.fn();
    saveSnapshot(storage, snapshot, warn);
    saveSnapshot(storage, snapshot, warn);
    expect(warn).toHaveBeenCalledOnce();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('lives only in this page'));
    expect(storage.items.has(snapshotKey)).toBe(false);
  });
});

describe('clearSnapshot', () => {
  it('removes the key, so the next load starts from a fresh seed', () => {
    const storage = memoryStorage();
    saveSnapshot(storage, snapshot);
    clearSnapshot(storage);
    expect(storage.items.has(snapshotKey)).toBe(false);
    expect(loadSnapshot(storage)).toBeNull();
  });
});

describe('discardSnapshot', () => {
  it('removes a snapshot the simulator refused and says why', () => {
    const storage = memoryStorage({ [snapshotKey]: '{}' });
    const warn = vi.fn();

    expect(discardSnapshot(storage, 'its restore failed (no scenario "gone")', warn)).toBeNull();

    expect(storage.items.has(snapshotKey)).toBe(false);
    expect(warn).toHaveBeenCalledWith(
      'The stored simulator state was discarded: its restore failed (no scenario "gone"). The simulator starts from a fresh seed.',
    );
  });
});
