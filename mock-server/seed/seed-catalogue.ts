import { productImagePath } from '../domain/media';
import { toPaise } from '../domain/money';
import type { SimulatorState } from '../state';
import { createRandom, pick, type Random } from '../db/random';
import { brandPrefixes, dayMs, seedCategories } from './seed-data';

const rangeMins = [100, 250, 500, 1000];
const rangeMaxes = [5000, 10000, 25000, 50000];
const fixedAmountSets = [
  [250, 500, 1000],
  [500, 1000, 2000, 5000],
  [100, 200, 500],
  [1000, 2500, 5000, 10000],
  [149.5, 299.5, 599.5],
];
const productKinds = ['Gift Card', 'E-Gift Voucher', 'Voucher'];
const validityMonths = [6, 12, 18, 24];

const subcategories = seedCategories.flatMap((category, categoryIndex) =>
  category.subcategories.map((subcategory) => ({ ...subcategory, categoryId: categoryIndex + 1 })),
);

/** A product's amount bands as [min, max] in paise; product 1 is the documented 100.00-10000.00 range. */
function bandsOf(productId: number, random: Random): [number, number][] {
  if (productId === 1) return [[toPaise(100), toPaise(10000)]];
  if (random() < 0.55) {
    const min = toPaise(pick(random, rangeMins));
    const max = toPaise(pick(random, rangeMaxes));
    const extras = random() < 0.4 ? pick(random, fixedAmountSets).map(toPaise) : [];
    return [
      [min, max],
      ...extras.filter((amount) => amount > min && amount <= max).map((amount): [number, number] => [amount, amount]),
    ];
  }
  return pick(random, fixedAmountSets).map((amount) => [toPaise(amount), toPaise(amount)]);
}

interface ProductTexts {
  details: string;
  termsAndConditions: string;
  howToUse: string;
}

/** Plain and HTML texts by turns; every 40th product (product 2 first) carries markup the storefront must neutralise. */
function textsOf(productId: number, brandName: string, months: number | null): ProductTexts {
  const validity = months === null ? 'does not expire' : `is valid for ${months} months from the date of issue`;
  const details =
    productId % 40 === 2
      ? `<p>Treat yourself at <b>${brandName}</b>.</p><script>alert("xss")</script><img src="x" onerror="alert('xss')">`
      : productId % 2 === 1
        ? `<p>Shop the <b>${brandName}</b> range online and in stores across India.</p><p>Delivered instantly by e-mail.</p>`
        : `Use this voucher at any ${brandName} outlet or on its website. Delivered instantly by e-mail.`;
  const termsAndConditions =
    productId % 3 === 0
      ? `This voucher ${validity}. It cannot be exchanged for cash or reloaded.`
      : `<ul><li>This voucher ${validity}.</li><li>Not exchangeable for cash.</li><li>Cannot be reloaded.</li></ul>`;
  const howToUse =
    productId % 4 === 0
      ? `<ol><li>Visit a ${brandName} store or website.</li><li>Enter the card number and PIN at checkout.</li></ol>`
      : 'Show the card number and PIN at the till, or enter them at checkout online.';
  return { details, termsAndConditions, howToUse };
}

/**
 * Creates the categories, subcategories and `count` products with their denominations. Each
 * product depends only on its id and the clock start, so product n is the same whatever the
 * catalogue's size.
 */
export function seedCatalogue(state: SimulatorState, count: number, startMs: number): void {
  const { db } = state;
  seedCategories.forEach((category) => db.category.create({ id: state.nextId('category'), name: category.name }));
  const subcategoryIds = subcategories.map(
    (subcategory) =>
      db.subcategory.create({
        id: state.nextId('subcategory'),
        name: subcategory.name,
        categoryId: subcategory.categoryId,
      }).id,
  );

  for (let position = 0; position < count; position += 1) {
    const id = state.nextId('product');
    const random = createRandom(Math.imul(id, 0x9e3779b1));
    // Within each run of 960 products the (brand, subcategory) pairs never repeat: 7 and 40 are coprime.
    const subcategoryIndex = position % subcategories.length;
    const round = Math.floor(position / subcategories.length);
    const prefix = brandPrefixes[(round * 7 + subcategoryIndex) % brandPrefixes.length];
    const subcategory = subcategories[subcategoryIndex];
    const subcategoryId = subcategoryIds[subcategoryIndex];
    if (prefix === undefined || subcategory === undefined || subcategoryId === undefined) {
      throw new RangeError('The seed lists are empty');
    }
    const edition = Math.floor(position / (subcategories.length * brandPrefixes.length));
    const brandName = `${prefix} ${subcategory.brandNoun}`;
    const name = `${brandName} ${pick(random, productKinds)}${edition === 0 ? '' : ` ${edition + 1}`}`;

    const bands = bandsOf(id, random);
    const faceValue = bands[0]?.[0] ?? 0;
    const discounted = random() < 0.25;
    const months = random() < 0.3 ? null : pick(random, validityMonths);
    db.product.create({
      id,
      name,
      // The simulator's own picture (a path, made absolute per answer); every 13th product has none.
      imageUrl: id % 13 === 0 ? null : productImagePath(id),
      pricePaise: discounted ? Math.round((faceValue * 95) / 100) : faceValue,
      priceMrpPaise: faceValue,
      isAvailable: id % 17 !== 5,
      subcategoryId,
      ...textsOf(id, brandName, months),
      expiryDate: months === null ? null : new Date(startMs + months * 30 * dayMs).toISOString().slice(0, 10),
    });
    bands.forEach(([minPaise, maxPaise], bandPosition) =>
      db.denomination.create({
        id: state.nextId('denomination'),
        productId: id,
        position: bandPosition,
        minPaise,
        maxPaise,
      }),
    );
  }
}
