/** The one source of time for every rule of the simulator, so tests and QA advance time instead of waiting. */
export interface Clock {
  now(): number;
  advance(ms: number): void;
  set(epochMs: number): void;
}

/**
 * A clock that starts at `start` and then follows real time, plus whatever was advanced.
 * Real time keeps flowing so a storefront's countdown moves; advancing jumps ahead.
 */
export function createClock(start: number = Date.now(), realNow: () => number = Date.now): Clock {
  let offset = start - realNow();
  return {
    now: () => realNow() + offset,
    advance: (ms) => {
      if (!Number.isFinite(ms) || ms < 0) throw new RangeError('The clock only moves forward');
      offset += ms;
    },
    set: (epochMs) => {
      offset = epochMs - realNow();
    },
  };
}
