import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CartItem, ErrorGeneric, PlaceOrderResponse } from '../../contracts';
import { checkoutSplit, coinDiscountAllowed, coinDiscountPaise } from '../../contracts/runtime/coin-discount';
import { clearCart, denominationsOf } from '../domain/cart';
import type { Simulator } from '../simulator';
import { addLine, coinBalance, placeOrder } from '../testing/checkout';
import { call, signIn, useSimulator } from '../testing/harness';

/**
 * No drift between the storefront's coin discount and the simulator's: an order split the way the storefront splits
 * it (checkoutSplit over the cart's own to_pay strings and the shopper's balance) is always placed, debiting exactly
 * its coins, and one paisa more in coins is always refused.
 */

const shopperEmail = 'shopper@example.com';

/** A MoneyString ("1505.50", "499") to integer paise, exactly: no floating point. */
function paiseOf(money: string): number {
  const [rupees = '', paise = ''] = money.split('.');
  return Number(rupees) * 100 + Number(paise.padEnd(2, '0'));
}

const toRupees = (paise: number): number => paise / 100;

interface Offer {
  productId: number;
  /** Every unit amount the cart accepts, as an arbitrary: within the first band, or exactly another band's min. */
  unitPaise: fc.Arbitrary<number>;
}

/** The seeded products a shopper can buy, each with the amounts domain/cart.ts allows. */
function offersOf(simulator: Simulator): Offer[] {
  return simulator.db.product
    .findMany({ where: { isAvailable: { equals: true } }, orderBy: { id: 'asc' } })
    .flatMap((product) => {
      const [first, ...others] = denominationsOf(simulator, product.id);
      if (first === undefined) return [];
      const withinFirst = fc.integer({ min: first.minPaise, max: first.maxPaise });
      const unitPaise =
        others.length === 0 ? withinFirst : fc.oneof(withinFirst, fc.constantFrom(...others.map((d) => d.minPaise)));
      return [{ productId: product.id, unitPaise }];
    });
}

interface Line {
  productId: number;
  unitPaise: number;
  quantity: number;
}

function cartArbitrary(offers: readonly Offer[]): fc.Arbitrary<Line[]> {
  const line = fc
    .constantFrom(...offers)
    .chain(({ productId, unitPaise }) =>
      fc.record({ productId: fc.constant(productId), unitPaise, quantity: fc.integer({ min: 1, max: 5 }) }),
    );
  return fc.array(line, { minLength: 1, maxLength: 4 });
}

/** The balance, often right at the discount (one or two paise either side), else anything or nothing. */
type BalanceChoice = { near: number } | { paise: number };

const balanceArbitrary: fc.Arbitrary<BalanceChoice> = fc.oneof(
  { arbitrary: fc.record({ near: fc.integer({ min: -2, max: 2 }) }), weight: 2 },
  { arbitrary: fc.record({ paise: fc.integer({ min: 0, max: 20_000_000 }) }), weight: 2 },
  { arbitrary: fc.constant({ paise: 0 }), weight: 1 },
);

/** Whether the shopper ticks 'use coins'; mostly yes, so that most runs try the discount. */
const useCoinsArbitrary = fc.oneof(
  { arbitrary: fc.constant(true), weight: 3 },
  { arbitrary: fc.constant(false), weight: 1 },
);

const balancePaiseOf = (choice: BalanceChoice, totalPaise: number): number =>
  'near' in choice ? Math.max(0, coinDiscountPaise(totalPaise) + choice.near) : choice.paise;

describe('the coin discount, storefront and simulator alike', () => {
  const context = useSimulator();
  let token: string;
  let userId: number;

  beforeEach(async () => {
    token = await signIn(shopperEmail);
    const user = context.simulator.db.user.findFirst({ where: { email: { equals: shopperEmail } } });
    if (user === null) throw new Error(`The seed has no ${shopperEmail}`);
    userId = user.id;
  });

  const balancePaise = async (): Promise<number> => Math.round((await coinBalance(token)) * 100);

  it('places every order split as the storefront splits it, and refuses one paisa more in coins', async () => {
    const { simulator } = context;
    const offers = offersOf(simulator);
    expect(offers.length).toBeGreaterThan(10);

    await fc.assert(
      fc.asyncProperty(cartArbitrary(offers), balanceArbitrary, useCoinsArbitrary, async (lines, balance, useCoins) => {
        // A fresh cart and a chosen balance per run; orders of earlier runs keep only their own coins.
        clearCart(simulator, userId);
        for (const { productId, unitPaise, quantity } of lines) {
          const added = await addLine(token, toRupees(unitPaise), quantity, productId);
          expect(added.status, JSON.stringify(added.body)).toBe(201);
        }
        const cart = (await call('GET', '/cart/', { token })).body as CartItem[];
        const totalPaise = cart.reduce((sum, line) => sum + paiseOf(line.to_pay), 0);
        expect(totalPaise).toBe(lines.reduce((sum, line) => sum + line.unitPaise * line.quantity, 0));

        simulator.db.user.update({
          where: { id: { equals: userId } },
          data: { coinsPaise: balancePaiseOf(balance, totalPaise) },
        });
        const before = await balancePaise();
        const split = checkoutSplit(totalPaise, before, useCoins);
        const discount = coinDiscountPaise(totalPaise);

        if (split.coinsPaise > 0) {
          // One paisa over the limit: refused, and nothing debited. The balance is checked first, so a balance of
          // exactly the discount names the balance, any larger one the limit.
          const over = await placeOrder(token, {
            amount: toRupees(split.cashPaise - 1),
            coins_used: toRupees(split.coinsPaise + 1),
          });
          expect(over.status, JSON.stringify(over.body)).toBe(422);
          const code = before > split.coinsPaise ? 'coin_limit_exceeded' : 'insufficient_coins';
          expect((over.body as ErrorGeneric).code).toBe(code);
          expect(await balancePaise()).toBe(before);
        } else if (useCoins && discount > 0 && !coinDiscountAllowed(totalPaise, before)) {
          // The storefront withholds a discount the balance cannot cover; the simulator refuses it too.
          const refused = await placeOrder(token, {
            amount: toRupees(totalPaise - discount),
            coins_used: toRupees(discount),
          });
          expect(refused.status, JSON.stringify(refused.body)).toBe(422);
          expect((refused.body as ErrorGeneric).code).toBe('insufficient_coins');
          expect(await balancePaise()).toBe(before);
        }

        const placed = await placeOrder(token, {
          amount: toRupees(split.cashPaise),
          coins_used: toRupees(split.coinsPaise),
        });
        expect(placed.status, JSON.stringify(placed.body)).toBe(201);
        const after = await balancePaise();
        expect(before - after).toBe(split.coinsPaise);
        expect(Math.round((placed.body as PlaceOrderResponse).updatedCoins * 100)).toBe(after);
      }),
      { numRuns: 40 },
    );
  });
});
