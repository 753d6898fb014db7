import { describe, expect, it } from 'vitest';
import { createRandom, pick, randomBytes } from './random';

describe('seeded random', () => {
  it('repeats its sequence for a seed and differs between seeds', () => {
    const sequence = (seed: number) => Array.from({ length: 5 }, createRandom(seed));
    expect(sequence(42)).toEqual(sequence(42));
    expect(sequence(42)).not.toEqual(sequence(43));
    for (const value of sequence(7)) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });

  it('picks from a list and refuses an empty one', () => {
    const random = createRandom(1);
    for (let round = 0; round < 20; round += 1) expect(['a', 'b', 'c']).toContain(pick(random, ['a', 'b', 'c']));
    expect(() => pick(random, [])).toThrow(RangeError);
  });

  it('makes bytes', () => {
    const bytes = randomBytes(createRandom(3), 16);
    expect(bytes).toHaveLength(16);
    expect(randomBytes(createRandom(3), 16)).toEqual(bytes);
  });
});
