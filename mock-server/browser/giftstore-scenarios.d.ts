/** The demo build's scenarios, read and checked at build time (web/build/in-browser-simulator.ts). */
declare module 'virtual:giftstore-scenarios' {
  import type { PasswordHash } from '../domain/passwords';
  import type { Scenario } from '../../scenarios/scenario';

  const scenarios: readonly Scenario[];
  export default scenarios;
  /** The seed users' password hashes, derived at build time (mock-server/seed/seed.ts, seedPasswordHashes). */
  export const seedPasswordHashes: Readonly<Record<string, PasswordHash>>;
}
