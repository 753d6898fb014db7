import type { SimulatorState } from '../state';

const windowMs = (state: SimulatorState): number => state.settings.loginAttemptWindowSeconds * 1000;

/** When each failure still counted against the account happened, oldest first. */
function countedFailures(state: SimulatorState, userId: number): number[] {
  const since = state.clock.now() - windowMs(state);
  return state.db.loginFailure
    .findMany({ where: { userId: { equals: userId }, at: { gt: since } }, orderBy: { at: 'asc' } })
    .map((failure) => failure.at);
}

/**
 * Seconds until the account accepts another sign-in attempt (0 when it accepts one now): the time
 * until enough counted failures leave the window to bring the count below the limit.
 */
export function lockoutSeconds(state: SimulatorState, userId: number): number {
  const failures = countedFailures(state, userId);
  const freeing = failures[failures.length - state.settings.loginAttemptLimit];
  if (freeing === undefined) return 0;
  return Math.max(1, Math.ceil((freeing + windowMs(state) - state.clock.now()) / 1000));
}

/** Counts a failed attempt, forgetting the ones that no longer count so the table stays small. */
export function recordLoginFailure(state: SimulatorState, userId: number): void {
  const now = state.clock.now();
  state.db.loginFailure.deleteMany({
    where: { userId: { equals: userId }, at: { lte: now - windowMs(state) } },
  });
  state.db.loginFailure.create({ id: state.nextId('loginFailure'), userId, at: now });
}

/** A successful sign-in forgives the account's failures. */
export function clearLoginFailures(state: SimulatorState, userId: number): void {
  state.db.loginFailure.deleteMany({ where: { userId: { equals: userId } } });
}
