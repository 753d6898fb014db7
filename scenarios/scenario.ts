import type { CompanyProfile, OperationId, OrderState } from '../contracts';

/** The provider's rules a scenario may change. Times are in seconds. */
export interface SimulatorSettings {
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  paymentWindowSeconds: number;
  /** Failed logins on one account, within the window, after which login answers 429. */
  loginAttemptLimit: number;
  loginAttemptWindowSeconds: number;
  /** A fixed delay before every provider call answers, in milliseconds. */
  delayMs: number;
  /** When set, a PAYMENT_PENDING order is paid by itself at this many status polls. */
  autoPayAfterPolls: number | null;
}

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
  status: Extract<OrderState, 'PAYMENT_PENDING' | 'success'>;
  /**
   * The vouchers a paid order was issued, instead of one generated per unit bought: a brand that leaves out a card
   * number, a PIN or a claim URL (null), or issued none at all (an empty list).
   */
  vouchers?: SeededVoucher[];
}

export interface SeededVoucher {
  cardNumber: string | null;
  pinCode: string | null;
  claimUrl: string | null;
}

/** What the simulator seeds beside its fixed users, brand and voucher codes. */
export interface SeedOptions {
  /** How many products the catalogue holds (0 for an empty catalogue). */
  products: number;
  orders: SeededOrder[];
  /** The configuration's company part (About Us), or null for a provider that sends none. */
  company: CompanyProfile | null;
}

/** What a call answers instead of its normal behaviour while a scenario is active. */
export type Override =
  { kind: 'respond'; status: number; body?: unknown; headers?: Record<string, string> } | { kind: 'network-error' };

/**
 * A named QA scenario: data only, so a new scenario never needs a handler change. The simulator is handed the
 * scenarios it may play; it does not know this folder.
 */
export interface Scenario {
  name: string;
  description: string;
  seed?: Partial<SeedOptions>;
  settings?: Partial<SimulatorSettings>;
  /** When the simulator's clock starts (ISO 8601); the present by default. */
  clock?: { start?: string };
  overrides?: Partial<Record<OperationId, Override>>;
}
