/**
 * The fixed facts of the seed: the brand, the catalogue's structure, the seed users and the
 * load-coin voucher codes. The start-up banner and docs/qa.md print the users and codes.
 */

import type { CompanyProfile } from '../../contracts';
import { logoPath } from '../domain/media';

export const defaultBrandId = 'default';

export const dayMs = 24 * 60 * 60 * 1000;

export const brand = {
  organizationName: 'Lumen Rewards',
  productName: 'Lumen Gift Store',
  /** The simulator's own logo (a path, made absolute per answer: handlers/media.ts draws it). */
  logoUrl: logoPath,
  primaryColor: '#1B3A6B',
  secondaryColor: '#F2A900',
  buttonColor: '#5BD318',
  buttonTextColor: '#FFFFFF',
  headerTextColor: '#FFFFFF',
  normalTextColor: '#1F2933',
  footerTextColor: '#E4E7EB',
  address: '4th Floor, Orbit Towers, 12 MG Road, Bengaluru, Karnataka 560001, India',
  email: 'support@lumenrewards.example.com',
  websiteUrl: 'https://lumenrewards.example.com',
};

/** The configuration's company part, every registration fact present (scenarios may send fewer or none). */
export const company: CompanyProfile = {
  overview:
    'Lumen Rewards runs the Lumen Gift Store, where members of its loyalty programme turn the coins they earn into ' +
    'digital gift cards from hundreds of brands across fashion, dining, electronics and travel. Gift cards arrive ' +
    'within minutes, and every coin is worth one rupee at checkout.',
  mission: 'Make every reward easy to spend: a fair price, a clear balance and a gift card in minutes.',
  vision: 'A reward for every purchase in India, and a gift card for every reward.',
  registration: {
    companyName: 'Lumen Rewards Private Limited',
    cin: 'U74999KA2019PTC123456',
    rocName: 'RoC-Bangalore',
    registrationNumber: '123456',
    dateOfIncorporation: '2019-04-12',
    emailId: 'compliance@lumenrewards.example.com',
    registeredAddress: '4th Floor, Orbit Towers, 12 MG Road, Bengaluru, Karnataka 560001, India',
    listedInStockExchange: false,
    categoryOfCompany: 'Company limited by Shares',
    subcategoryOfCompany: 'Non-govt company',
    classOfCompany: 'Private',
    authorisedCapital: '1000000.00',
    paidUpCapital: '500000.00',
    companyStatus: 'Active',
  },
};

export interface SeedCategory {
  name: string;
  /** Each subcategory with the noun its fictional brands carry, e.g. 'Threads' in 'Aurora Threads Gift Card'. */
  subcategories: readonly { name: string; brandNoun: string }[];
}

/** Ids follow this order: categories 1.., subcategories 1.. across the categories. */
export const seedCategories: readonly SeedCategory[] = [
  {
    name: 'Fashion',
    subcategories: [
      { name: 'Apparel', brandNoun: 'Threads' },
      { name: 'Footwear', brandNoun: 'Footworks' },
      { name: 'Accessories', brandNoun: 'Trinkets' },
    ],
  },
  {
    name: 'Food & Dining',
    subcategories: [
      { name: 'Restaurants', brandNoun: 'Table' },
      { name: 'Cafes', brandNoun: 'Brew House' },
      { name: 'Food Delivery', brandNoun: 'Dabba' },
    ],
  },
  {
    name: 'Electronics',
    subcategories: [
      { name: 'Mobiles', brandNoun: 'Mobile Hub' },
      { name: 'Gadgets', brandNoun: 'Gadgetry' },
      { name: 'Appliances', brandNoun: 'Appliances' },
    ],
  },
  {
    name: 'Travel',
    subcategories: [
      { name: 'Flights', brandNoun: 'Skyways' },
      { name: 'Hotels', brandNoun: 'Stays' },
      { name: 'Cabs', brandNoun: 'Rides' },
    ],
  },
  {
    name: 'Entertainment',
    subcategories: [
      { name: 'Movies', brandNoun: 'Cinemas' },
      { name: 'Music Streaming', brandNoun: 'Tunes' },
      { name: 'Gaming', brandNoun: 'Arcade' },
    ],
  },
  {
    name: 'Health & Wellness',
    subcategories: [
      { name: 'Pharmacy', brandNoun: 'Pharmacy' },
      { name: 'Fitness', brandNoun: 'Fitness Studio' },
      { name: 'Spa & Salon', brandNoun: 'Spa' },
    ],
  },
  {
    name: 'Home & Living',
    subcategories: [
      { name: 'Furniture', brandNoun: 'Furnishings' },
      { name: 'Decor', brandNoun: 'Decor' },
      { name: 'Kitchen', brandNoun: 'Kitchenware' },
    ],
  },
  {
    name: 'Groceries',
    subcategories: [
      { name: 'Supermarkets', brandNoun: 'Mart' },
      { name: 'Organic', brandNoun: 'Organics' },
      { name: 'Gourmet', brandNoun: 'Gourmet Pantry' },
    ],
  },
];

/** Fictional brand names; combined with a subcategory's noun they name the products. */
export const brandPrefixes: readonly string[] = [
  'Aurora',
  'Saffron',
  'Banyan',
  'Monsoon',
  'Peacock',
  'Kesari',
  'Tulsi',
  'Neelam',
  'Chandni',
  'Sitara',
  'Marigold',
  'Cardamom',
  'Jharokha',
  'Pashmina',
  'Tamarind',
  'Vetiver',
  'Deccan',
  'Konark',
  'Sahyadri',
  'Aravali',
  'Coromandel',
  'Kaveri',
  'Narmada',
  'Vindhya',
  'Sundari',
  'Amber Lane',
  'Copper Kettle',
  'Juniper',
  'Mango Grove',
  'Teal Tide',
  'Blue Lotus',
  'Ember',
  'Willow',
  'Zephyr',
  'Quartz',
  'Orchid',
  'Cobalt',
  'Sandalwood',
  'Firefly',
  'Palash',
];

export interface SeedUser {
  email: string;
  password: string;
  description: string;
  username: string;
  phone: string | null;
  locked: boolean;
  addressLine1: string;
  addressLine2: string;
}

/** The seed accounts; ids follow this order (the shopper is user 1). Coins come from the codes they redeemed. */
export const seedUsers: readonly SeedUser[] = [
  {
    email: 'shopper@example.com',
    password: 'Shopper@123',
    description: '5,000 coins; phone login 9876543210',
    username: 'Asha Shopper',
    phone: '9876543210',
    locked: false,
    addressLine1: '12, 3rd Cross, Indiranagar',
    addressLine2: 'Bengaluru, Karnataka 560038',
  },
  {
    email: 'nocoins@example.com',
    password: 'Shopper@123',
    description: '0 coins; phone login 9123456780',
    username: 'Nikhil Nocoins',
    phone: '9123456780',
    locked: false,
    addressLine1: 'Flat 7B, Sea Breeze Apartments, Bandra West',
    addressLine2: 'Mumbai, Maharashtra 400050',
  },
  {
    email: 'locked@example.com',
    password: 'Shopper@123',
    description: 'locked account: its login answers 403',
    username: 'Lata Locked',
    phone: '9988776655',
    locked: true,
    addressLine1: '45 Park Street',
    addressLine2: 'Kolkata, West Bengal 700016',
  },
];

export type SeedVoucherCodeState = 'unused' | 'expired' | 'redeemed';

export interface SeedVoucherCode {
  code: string;
  coins: number;
  state: SeedVoucherCodeState;
  /** The e-mail of the seed user who redeemed a 'redeemed' code. */
  redeemedBy?: string;
}

/** Load-coin codes: unused ones expire a year after the clock start, the expired one a day before it. */
export const seedVoucherCodes: readonly SeedVoucherCode[] = [
  { code: 'LOAD-500-AAAA', coins: 500, state: 'unused' },
  { code: 'LOAD-1000-BBBB', coins: 1000, state: 'unused' },
  { code: 'LOAD-250-CCCC', coins: 250, state: 'unused' },
  { code: 'LOAD-EXPIRED-0001', coins: 100, state: 'expired' },
  { code: 'LOAD-USED-0001', coins: 300, state: 'redeemed', redeemedBy: 'locked@example.com' },
  { code: 'WELCOME5000', coins: 5000, state: 'redeemed', redeemedBy: 'shopper@example.com' },
];
