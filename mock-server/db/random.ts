export type Random = () => number;

/**
 * A small seeded PRNG (mulberry32): the same seed gives the same sequence on every run and
 * machine, which keeps the seed data identical from one start to the next.
 */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new RangeError('Cannot pick from an empty list');
  return item;
}

/** Random bytes, e.g. for deterministic salts. */
export function randomBytes(random: Random, length: number): Uint8Array {
  return Uint8Array.from({ length }, () => Math.floor(random() * 256));
}
