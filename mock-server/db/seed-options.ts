/** An order that exists when the simulator starts, e.g. one whose payment window has already run out. */
export interface SeededOrder {
  /** The shopper's e-mail. */
  email: string;
  /** The product bought; its first denomination's min is the amount. */
  productId: number;
  quantity: number;
  coinsUsed: number;
  /** How long before the simulator's start the order was placed. */
  ageSeconds: number;
  status: 'PAYMENT_PENDING' | 'success';
}

export interface SeedOptions {
  /** How many products the catalogue holds (0 for an empty catalogue). */
  products: number;
  orders: SeededOrder[];
}

export const defaultSeedOptions: SeedOptions = { products: 80, orders: [] };
