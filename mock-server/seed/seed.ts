import { catalogueIndex } from '../domain/catalogue-index';
import { toPaise } from '../domain/money';
import { seedOrders } from '../domain/order-lifecycle';
import { hashPassword, type PasswordHash } from '../domain/passwords';
import type { SimulatorState } from '../state';
import { createRandom, randomBytes } from '../db/random';
import { seedCatalogue } from './seed-catalogue';
import { brand, dayMs, defaultBrandId, seedUsers, seedVoucherCodes, type SeedVoucherCode } from './seed-data';
import type { SeedOptions } from '../../scenarios/scenario';

const userSeed = 20_240_601;

// Hashing is deliberately slow and the seed's salts are fixed, so each process hashes a seed
// password once instead of on every reset.
const seedHashes = new Map<string, Promise<PasswordHash>>();

const seedHashKey = (password: string, salt: Uint8Array): string => `${salt.join('.')}:${password}`;

function seedPasswordHash(password: string, salt: Uint8Array): Promise<PasswordHash> {
  const key = seedHashKey(password, salt);
  let hash = seedHashes.get(key);
  if (hash === undefined) {
    hash = hashPassword(password, salt);
    seedHashes.set(key, hash);
  }
  return hash;
}

/** Each seed user with the salt the seed draws for it, in the seed's order. */
const seedUserSalts = () => {
  const random = createRandom(userSeed);
  return seedUsers.map((user) => ({ user, salt: randomBytes(random, 16) }));
};

/** The seed users' password hashes as the seed computes them, for a build to compute once (the demo's page). */
export async function seedPasswordHashes(): Promise<Record<string, PasswordHash>> {
  const entries = await Promise.all(
    seedUserSalts().map(
      async ({ user, salt }) =>
        [seedHashKey(user.password, salt), await seedPasswordHash(user.password, salt)] as const,
    ),
  );
  return Object.fromEntries(entries);
}

/** Hashes computed beforehand (seedPasswordHashes), so that a first seed in a page costs no key derivation. */
export function adoptSeedPasswordHashes(hashes: Readonly<Record<string, PasswordHash>>): void {
  for (const [key, hash] of Object.entries(hashes)) seedHashes.set(key, Promise.resolve(hash));
}

function voucherCodeTimes(code: SeedVoucherCode, startMs: number): { expiresAt: number; redeemedAt: number | null } {
  if (code.state === 'expired') return { expiresAt: startMs - dayMs, redeemedAt: null };
  return { expiresAt: startMs + 365 * dayMs, redeemedAt: code.state === 'redeemed' ? startMs - 30 * dayMs : null };
}

async function seedAccounts(state: SimulatorState, startMs: number): Promise<void> {
  const { db } = state;
  const hashes = await Promise.all(seedUserSalts().map(({ user, salt }) => seedPasswordHash(user.password, salt)));
  const userIds = new Map<string, number>();
  seedUsers.forEach((user, index) => {
    const hash = hashes[index];
    if (hash === undefined) throw new RangeError(`No password hash for ${user.email}`);
    const redeemed = seedVoucherCodes.filter((code) => code.redeemedBy === user.email);
    const created = db.user.create({
      id: state.nextId('user'),
      username: user.username,
      email: user.email,
      phone: user.phone,
      passwordSalt: hash.salt,
      passwordHash: hash.hash,
      coinsPaise: redeemed.reduce((sum, code) => sum + toPaise(code.coins), 0),
      locked: user.locked,
      addressLine1: user.addressLine1,
      addressLine2: user.addressLine2,
      country: 'India',
      pictureUrl: null,
    });
    userIds.set(user.email, created.id);
  });

  for (const code of seedVoucherCodes) {
    const { expiresAt, redeemedAt } = voucherCodeTimes(code, startMs);
    const redeemedBy = code.redeemedBy === undefined ? null : (userIds.get(code.redeemedBy) ?? null);
    db.voucherCode.create({ code: code.code, coinsPaise: toPaise(code.coins), expiresAt, redeemedBy, redeemedAt });
    if (redeemedBy !== null && redeemedAt !== null) {
      db.coinEntry.create({
        id: state.nextId('coinEntry'),
        userId: redeemedBy,
        couponCode: code.code,
        amountPaise: toPaise(code.coins),
        isRedeemed: true,
        createdAt: redeemedAt,
      });
    }
  }
}

/**
 * The tables no provider call changes, the brand and the catalogue, seeded first into a fresh database. They follow
 * from the product count and the seed's start alone, so a snapshot leaves them out and its restore seeds them again.
 */
export function seedStaticTables(state: SimulatorState, products: number, startMs: number): void {
  state.db.brandConfig.create({ id: defaultBrandId, ...brand });
  seedCatalogue(state, products, startMs);
  // Built now so the first catalogue request after a start or reset is as fast as the others.
  catalogueIndex(state);
}

/**
 * Fills a fresh database: the brand, the catalogue, the seed users with their coin history, the
 * load-coin codes and the scenario's orders. The same options and start give the same data.
 */
export async function seedDatabase(
  state: SimulatorState,
  options: SeedOptions,
  startMs: number = state.clock.now(),
): Promise<void> {
  seedStaticTables(state, options.products, startMs);
  await seedAccounts(state, startMs);
  changeProfiles(state, options.profiles);
  await seedOrders(state, options.orders);
}

/** A scenario's changes to seed users' profiles, e.g. a shopper who never filled in a phone or an address. */
function changeProfiles(state: SimulatorState, changes: SeedOptions['profiles']): void {
  for (const { email, ...change } of changes) {
    const updated = state.db.user.update({ where: { email: { equals: email } }, data: change });
    if (updated === null) throw new Error(`A seeded profile change names the unknown shopper ${email}`);
  }
}
