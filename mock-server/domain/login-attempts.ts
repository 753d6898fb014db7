import type { Simulator } from '../simulator';

const windowMs = (simulator: Simulator): number => simulator.settings.loginAttemptWindowSeconds * 1000;

/** When each failure still counted against the account happened, oldest first. */
function countedFailures(simulator: Simulator, userId: number): number[] {
  const since = simulator.clock.now() - windowMs(simulator);
  return simulator.db.loginFailure
    .findMany({ where: { userId: { equals: userId }, at: { gt: since } }, orderBy: { at: 'asc' } })
    .map((failure) => failure.at);
}

/**
 * Seconds until the account accepts another sign-in attempt (0 when it accepts one now): the time
 * until enough counted failures leave the window to bring the count below the limit.
 */
export function lockoutSeconds(simulator: Simulator, userId: number): number {
  const failures = countedFailures(simulator, userId);
  const freeing = failures[failures.length - simulator.settings.loginAttemptLimit];
  if (freeing === undefined) return 0;
  return Math.max(1, Math.ceil((freeing + windowMs(simulator) - simulator.clock.now()) / 1000));
}

/** Counts a failed attempt, forgetting the ones that no longer count so the table stays small. */
export function recordLoginFailure(simulator: Simulator, userId: number): void {
  const now = simulator.clock.now();
  simulator.db.loginFailure.deleteMany({
    where: { userId: { equals: userId }, at: { lte: now - windowMs(simulator) } },
  });
  simulator.db.loginFailure.create({ id: simulator.nextId('loginFailure'), userId, at: now });
}

/** A successful sign-in forgives the account's failures. */
export function clearLoginFailures(simulator: Simulator, userId: number): void {
  simulator.db.loginFailure.deleteMany({ where: { userId: { equals: userId } } });
}
