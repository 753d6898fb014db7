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

/** A clock's time and the real time it was read at: enough to resume the clock later as if it had kept running. */
export interface ClockReading {
  simulatedMs: number;
  realMs: number;
}

export function readClock(clock: Clock, realNow: () => number = Date.now): ClockReading {
  return { simulatedMs: clock.now(), realMs: realNow() };
}

/** A clock that goes on from `reading` by the real time passed since it was taken (it lives in the page, not here). */
export function resumeClock(reading: ClockReading, realNow: () => number = Date.now): Clock {
  // A device clock set back since the reading would move the simulated time backwards; it only stands still.
  const elapsed = Math.max(0, realNow() - reading.realMs);
  return createClock(reading.simulatedMs + elapsed, realNow);
}
