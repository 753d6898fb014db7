/**
 * The coin discount, one rule for the storefront and every provider (POST /place-order/ states it): coins may pay
 * 10% of the cart total, rounded down to the paisa, and only a balance of at least that may take the discount. All
 * amounts are integer paise; one coin is one rupee (100 paise).
 */

/** The coins an order may use at most, and the discount the storefront offers: 10% of the total, floored to the paisa. */
export function coinDiscountPaise(totalPaise: number): number {
  return Math.floor(totalPaise / 10);
}

/** The whole coins the refusal names ('Need N coins.'): the discount rounded up to the coin. */
export function coinsNeeded(totalPaise: number): number {
  return Math.ceil(coinDiscountPaise(totalPaise) / 100);
}

/** The discount can be taken: there is something to pay, and the balance covers the whole discount. */
export function coinDiscountAllowed(totalPaise: number, balancePaise: number): boolean {
  return totalPaise > 0 && balancePaise >= coinDiscountPaise(totalPaise);
}

/** How an order pays its total: the coins (0 or the whole discount) and the cash, which never goes below 0. */
export interface CheckoutSplit {
  totalPaise: number;
  coinsPaise: number;
  cashPaise: number;
}

/** The split of a cart total, with the discount only when the shopper asked for it and may take it. */
export function checkoutSplit(totalPaise: number, balancePaise: number, useCoins: boolean): CheckoutSplit {
  const coinsPaise = useCoins && coinDiscountAllowed(totalPaise, balancePaise) ? coinDiscountPaise(totalPaise) : 0;
  return { totalPaise, coinsPaise, cashPaise: Math.max(0, totalPaise - coinsPaise) };
}
