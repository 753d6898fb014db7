import { factory, nullable, primaryKey } from '@mswjs/data';

/**
 * The simulator's tables. Amounts are integer paise and times epoch milliseconds from the
 * simulator's clock; the handlers turn them into the contracts' shapes.
 */
export const models = {
  user: {
    id: primaryKey(Number),
    username: String,
    email: String,
    phone: nullable(String),
    passwordSalt: String,
    passwordHash: String,
    coinsPaise: Number,
    locked: Boolean,
    addressLine1: String,
    addressLine2: String,
    country: String,
    pictureUrl: nullable(String),
  },
  accessToken: {
    token: primaryKey(String),
    userId: Number,
    expiresAt: Number,
  },
  refreshToken: {
    token: primaryKey(String),
    userId: Number,
    expiresAt: Number,
    usedAt: nullable(Number),
  },
  loginFailure: {
    id: primaryKey(Number),
    userId: Number,
    at: Number,
  },
  category: {
    id: primaryKey(Number),
    name: String,
  },
  subcategory: {
    id: primaryKey(Number),
    name: String,
    categoryId: Number,
  },
  product: {
    id: primaryKey(Number),
    name: String,
    imageUrl: nullable(String),
    pricePaise: Number,
    priceMrpPaise: Number,
    isAvailable: Boolean,
    subcategoryId: Number,
    details: String,
    termsAndConditions: String,
    howToUse: String,
    expiryDate: nullable(String),
  },
  denomination: {
    id: primaryKey(Number),
    productId: Number,
    position: Number,
    minPaise: Number,
    maxPaise: Number,
  },
  cartItem: {
    id: primaryKey(Number),
    userId: Number,
    productId: Number,
    quantity: Number,
    unitPaise: Number,
  },
  order: {
    id: primaryKey(String),
    userId: Number,
    orderNumber: String,
    status: String,
    createdAt: Number,
    updatedAt: Number,
    amountPaise: Number,
    coinsUsedPaise: Number,
    redirectUrl: nullable(String),
    notifyUrl: nullable(String),
    statusPolls: Number,
    cartCleared: Boolean,
  },
  orderItem: {
    id: primaryKey(Number),
    orderId: String,
    productId: Number,
    productName: String,
    imageUrl: nullable(String),
    unitPaise: Number,
    quantity: Number,
  },
  voucher: {
    id: primaryKey(Number),
    orderId: String,
    cardNumber: nullable(String),
    pinCode: nullable(String),
    claimUrl: nullable(String),
  },
  coinEntry: {
    id: primaryKey(Number),
    userId: Number,
    couponCode: String,
    amountPaise: Number,
    isRedeemed: Boolean,
    createdAt: Number,
  },
  voucherCode: {
    code: primaryKey(String),
    coinsPaise: Number,
    expiresAt: nullable(Number),
    redeemedBy: nullable(Number),
    redeemedAt: nullable(Number),
  },
  brandConfig: {
    id: primaryKey(String),
    organizationName: String,
    productName: String,
    logoUrl: String,
    primaryColor: String,
    secondaryColor: String,
    buttonColor: String,
    buttonTextColor: String,
    headerTextColor: String,
    normalTextColor: String,
    footerTextColor: String,
    address: String,
    email: String,
    websiteUrl: String,
  },
};

export function createDatabase() {
  return factory(models);
}

export type Database = ReturnType<typeof createDatabase>;
