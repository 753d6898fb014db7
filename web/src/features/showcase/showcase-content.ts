/**
 * What the two static showcase pages show. Spec part 2, section 2: /profile is "static demo content (sample profile,
 * 2054 points, sample orders)", not live data; /purchase-voucher is a static promo whose figures are section 9's
 * business constants. Nothing here comes from, or goes to, the provider.
 */

export interface SampleProfile {
  name: string;
  email: string;
  phone: string;
  points: number;
}

export interface SampleOrder {
  id: string;
  /** YYYY-MM-DD, shown with the storefront's calendar-date format. */
  date: string;
  voucher: string;
  /** Integer paise, like every amount the storefront handles. */
  amountPaise: number;
  status: 'Completed' | 'Pending';
}

// Invented on purpose: an example.com address and ids that say SAMPLE, so nothing here can be taken for a shopper's own.
export const sampleProfile: SampleProfile = {
  name: 'Priya Sharma',
  email: 'priya.sharma@example.com',
  phone: '9000000000',
  points: 2054,
};

export const sampleOrders: readonly SampleOrder[] = [
  {
    id: 'SAMPLE-1042',
    date: '2026-10-14',
    voucher: 'Coffee House Gift Card',
    amountPaise: 150000,
    status: 'Completed',
  },
  { id: 'SAMPLE-1037', date: '2026-09-28', voucher: 'Book Store Voucher', amountPaise: 50000, status: 'Completed' },
  { id: 'SAMPLE-1029', date: '2026-09-03', voucher: 'Movie Night Voucher', amountPaise: 75050, status: 'Pending' },
];

export interface PromoOffer {
  /** The row's text, exactly as the spec quotes it. */
  text: string;
  /** Section 9: each offer gives '10 worth voucher points'; shown under a row whose quoted text does not say so. */
  detail: string | null;
  limitedPeriod: boolean;
}

export interface VoucherPromo {
  headline: string;
  benefit: string;
  purchaseAmount: string;
  amountNote: string;
  offers: readonly PromoOffer[];
}

/** Section 2's texts for /purchase-voucher, exactly; section 9 gives the same figures as its promo constants. */
export const voucherPromo: VoucherPromo = {
  headline: 'Purchase Vouchers and Earn Benefits',
  benefit: 'Earn 3x worth benefits',
  purchaseAmount: 'You are purchasing for ₹ 1000',
  amountNote: 'Only multiples of 5 are accepted as amount.',
  offers: [
    { text: 'Pay ₹ 5, get 10 worth voucher points', detail: null, limitedPeriod: true },
    { text: 'Pay ₹ 100', detail: '10 worth voucher points', limitedPeriod: false },
  ],
};
