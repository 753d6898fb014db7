import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { validators, type Product } from '../../contracts';
import { productView } from '../domain/catalogue';
import { productImagePath, withMediaUrl } from '../domain/media';
import { toPaise } from '../domain/money';
import { verifyPassword } from '../domain/passwords';
import { Simulator } from '../simulator';
import { defaultTestScenario, testOrigin } from '../testing/harness';
import { models } from '../db/models';
import { seedPasswordHashes } from './seed';
import { seedUsers, seedVoucherCodes } from './seed-data';

const clockStart = '2026-03-01T10:00:00.000Z';
const startMs = Date.parse(clockStart);
const dayMs = 24 * 60 * 60 * 1000;
const scenario = { ...defaultTestScenario, clock: { start: clockStart } };

const create = (products?: number): Promise<Simulator> => Simulator.create({ scenario, products });

/** Every table's rows, as plain data. */
function dump(simulator: Simulator): Record<string, unknown[]> {
  const tables = Object.keys(models) as (keyof typeof models)[];
  return Object.fromEntries(tables.map((table) => [table, simulator.db[table].getAll()]));
}

/** The products as a call on testOrigin answers them (pictures made absolute). */
function views(simulator: Simulator): Product[] {
  return simulator.db.product
    .getAll()
    .sort((left, right) => left.id - right.id)
    .map((product) => withMediaUrl(productView(simulator, product), testOrigin));
}

describe('seedDatabase', () => {
  // Real time does not flow, so two seeds read the very same clock.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: startMs });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('seeds the same data every time', async () => {
    const [first, second] = await Promise.all([create(), create()]);
    expect(dump(first)).toEqual(dump(second));
    await first.reset();
    expect(dump(first)).toEqual(dump(second));
  });

  it('seeds 6+ categories and 20+ subcategories with ascending ids, each subcategory in a category', async () => {
    const { db } = await create();
    const categories = db.category.getAll();
    const subcategories = db.subcategory.getAll();
    expect(categories.length).toBeGreaterThanOrEqual(6);
    expect(subcategories.length).toBeGreaterThanOrEqual(20);
    expect(categories.map((category) => category.id)).toEqual(categories.map((_, index) => index + 1));
    expect(subcategories.map((subcategory) => subcategory.id)).toEqual(subcategories.map((_, index) => index + 1));
    const categoryIds = new Set(categories.map((category) => category.id));
    for (const subcategory of subcategories) expect(categoryIds.has(subcategory.categoryId)).toBe(true);
    for (const category of categories) expect(subcategories.some((s) => s.categoryId === category.id)).toBe(true);
  });

  it('seeds 80 products by default, each valid against the Product contract', async () => {
    const simulator = await create();
    const products = views(simulator);
    expect(products.map((product) => product.id)).toEqual(Array.from({ length: 80 }, (_, index) => index + 1));
    for (const product of products) {
      expect(validators.product(product), JSON.stringify(validators.product.errors)).toBe(true);
      expect(product.denominations.length).toBeGreaterThan(0);
      expect(Number(product.price)).toBeLessThanOrEqual(Number(product.price_mrp));
    }
    expect(new Set(products.map((product) => product.name)).size).toBe(80);
  });

  it('keeps the documented catalogue facts', async () => {
    const products = views(await create());
    const byId = (id: number): Product | undefined => products.find((product) => product.id === id);
    expect(byId(1)?.is_available).toBe(true);
    expect(byId(1)?.denominations[0]).toMatchObject({ min: '100.00', max: '10000.00' });
    expect(byId(5)?.is_available).toBe(false);
    expect(products.filter((product) => !product.is_available).length).toBeGreaterThanOrEqual(3);

    const first = (product: Product) => product.denominations[0] ?? { min: '', max: '' };
    const ranges = products.filter((product) => Number(first(product).min) < Number(first(product).max));
    const fixed = products.filter(
      (product) => product.denominations.length > 1 && product.denominations.every((band) => band.min === band.max),
    );
    expect(ranges.length).toBeGreaterThan(10);
    expect(fixed.length).toBeGreaterThan(10);
    expect(products.some((product) => product.denominations.some((band) => !band.min.endsWith('.00')))).toBe(true);

    expect(products.filter((product) => product.image_url === null).length).toBeGreaterThanOrEqual(3);
    // The simulator draws every other picture itself: no host outside it is needed.
    for (const product of products) {
      expect(product.image_url).toBe(
        product.id % 13 === 0 ? null : new URL(productImagePath(product.id), testOrigin).href,
      );
    }
    expect(products.filter((product) => product.expiry_date === null).length).toBeGreaterThanOrEqual(3);
    expect(products.filter((product) => product.expiry_date !== null).length).toBeGreaterThanOrEqual(3);
    for (const product of products) {
      if (product.expiry_date) expect(Date.parse(product.expiry_date)).toBeGreaterThan(startMs);
    }

    const texts = products.flatMap((product) => [product.details, product.terms_and_conditions, product.how_to_use]);
    for (const markup of ['<p>', '<b>', '<ul><li>', '<script>', 'onerror=']) {
      expect(texts.some((text) => text.includes(markup))).toBe(true);
    }
    expect(texts.some((text) => !text.includes('<'))).toBe(true);
  });

  it('seeds 10,000 products, again on a reset, the first 80 the same as in the default catalogue', async () => {
    const small = views(await create());
    const large = await create(10_000);
    await large.reset();
    const products = views(large);
    expect(products).toHaveLength(10_000);
    expect(products.slice(0, 80)).toEqual(small);
    expect(new Set(products.map((product) => product.name)).size).toBe(10_000);
  });

  it('seeds an empty catalogue for 0 products, keeping categories, users and codes', async () => {
    const { db } = await create(0);
    expect(db.product.count()).toBe(0);
    expect(db.denomination.count()).toBe(0);
    expect(db.category.count()).toBeGreaterThanOrEqual(6);
    expect(db.user.count()).toBe(3);
    expect(db.voucherCode.count()).toBe(seedVoucherCodes.length);
  });

  it('seeds the three users with salted hashes, never a plain password', async () => {
    const simulator = await create();
    const users = simulator.db.user.getAll();
    expect(users.map(({ id, email, username, phone, locked }) => ({ id, email, username, phone, locked }))).toEqual([
      { id: 1, email: 'shopper@example.com', username: 'Asha Shopper', phone: '9876543210', locked: false },
      { id: 2, email: 'nocoins@example.com', username: 'Nikhil Nocoins', phone: '9123456780', locked: false },
      { id: 3, email: 'locked@example.com', username: 'Lata Locked', phone: '9988776655', locked: true },
    ]);
    expect(users.map((user) => user.coinsPaise)).toEqual([toPaise(5000), 0, toPaise(300)]);
    for (const user of users) {
      expect(user.country).toBe('India');
      expect(user.addressLine1).not.toBe('');
      expect(await verifyPassword('Shopper@123', user.passwordSalt, user.passwordHash)).toBe(true);
      expect(await verifyPassword('Shopper@124', user.passwordSalt, user.passwordHash)).toBe(false);
    }
    expect(new Set(users.map((user) => user.passwordSalt)).size).toBe(3);
    expect(JSON.stringify(dump(simulator))).not.toContain('Shopper@123');
    // Accounts created later continue the sequence.
    expect(simulator.nextId('user')).toBe(4);
  });

  it('gives each user a coin history that adds up to the balance, the shopper starting with WELCOME5000', async () => {
    const { db } = await create();
    const history = (userId: number) => db.coinEntry.findMany({ where: { userId: { equals: userId } } });
    expect(history(1)).toEqual([
      expect.objectContaining({ couponCode: 'WELCOME5000', amountPaise: toPaise(5000), isRedeemed: true }),
    ]);
    expect(history(1)[0]?.createdAt).toBeLessThan(startMs);
    for (const user of db.user.getAll()) {
      expect(history(user.id).reduce((sum, entry) => sum + entry.amountPaise, 0)).toBe(user.coinsPaise);
    }
    expect(history(2)).toEqual([]);
  });

  it('seeds the load-coin voucher codes as the seed facts say', async () => {
    const { db } = await create();
    const code = (name: string) => db.voucherCode.findFirst({ where: { code: { equals: name } } });
    for (const [name, coins] of [
      ['LOAD-500-AAAA', 500],
      ['LOAD-1000-BBBB', 1000],
      ['LOAD-250-CCCC', 250],
    ] as const) {
      expect(code(name)).toMatchObject({ coinsPaise: toPaise(coins), redeemedBy: null, redeemedAt: null });
      expect(code(name)?.expiresAt).toBeGreaterThan(startMs);
    }
    expect(code('LOAD-EXPIRED-0001')).toMatchObject({ expiresAt: startMs - dayMs, redeemedBy: null });
    expect(code('LOAD-USED-0001')?.redeemedBy).toBe(3);
    expect(code('LOAD-USED-0001')?.redeemedAt).toBeLessThan(startMs);
  });

  it('exports the users and codes the banner and docs/qa.md print', () => {
    expect(seedUsers.map(({ email, password }) => ({ email, password }))).toEqual([
      { email: 'shopper@example.com', password: 'Shopper@123' },
      { email: 'nocoins@example.com', password: 'Shopper@123' },
      { email: 'locked@example.com', password: 'Shopper@123' },
    ]);
    for (const user of seedUsers) expect(user.description).not.toBe('');
    expect(seedVoucherCodes.filter((code) => code.state === 'unused').map(({ code, coins }) => [code, coins])).toEqual([
      ['LOAD-500-AAAA', 500],
      ['LOAD-1000-BBBB', 1000],
      ['LOAD-250-CCCC', 250],
    ]);
    expect(seedVoucherCodes.find((code) => code.code === 'LOAD-EXPIRED-0001')?.state).toBe('expired');
    expect(seedVoucherCodes.find((code) => code.code === 'LOAD-USED-0001')?.state).toBe('redeemed');
  });
});

describe("the seed users' password hashes", () => {
  it('are the ones the seed stores, derived once so that a build can hand them to a page', async () => {
    const hashes = Object.values(await seedPasswordHashes());
    const simulator = await create();

    expect(hashes).toHaveLength(seedUsers.length);
    for (const user of seedUsers) {
      const stored = simulator.db.user.findFirst({ where: { email: { equals: user.email } } });
      expect(hashes).toContainEqual({ salt: stored?.passwordSalt, hash: stored?.passwordHash });
      const hash = hashes.find((candidate) => candidate.salt === stored?.passwordSalt);
      expect(await verifyPassword(user.password, hash?.salt ?? '', hash?.hash ?? '')).toBe(true);
    }
  });
});
