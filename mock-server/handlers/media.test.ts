import { describe, expect, it } from 'vitest';
import type {
  CartItem,
  Config,
  ErrorGeneric,
  Order,
  Product,
  ProductsResponse,
  ProductsSortResponse,
} from '../../contracts';
import { brand } from '../seed/seed-data';
import { productImagePath } from '../domain/media';
import { addLine, orderOf } from '../testing/checkout';
import { call, signIn, testOrigin, useSimulator } from '../testing/harness';
import { escapeXml, initialsOf } from './media';

interface Fetched {
  status: number;
  headers: Headers;
  text: string;
}

async function fetchMedia(url: string, headers: Record<string, string> = {}): Promise<Fetched> {
  const response = await fetch(new URL(url, testOrigin), { headers });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

const brandColours = [brand.primaryColor, brand.secondaryColor, brand.buttonColor];

describe("the simulator's media", () => {
  const context = useSimulator();

  describe('GET /__mock/media/products/:id.svg', () => {
    it('is where /products/ points every product picture, and answers an SVG for it', async () => {
      const list = (await call('GET', '/products/', { query: { perPage: 20 } })).body as ProductsResponse;
      const withPicture = list.results.filter((product) => product.image_url !== null);
      expect(withPicture.length).toBeGreaterThan(0);
      for (const product of withPicture) {
        expect(product.image_url).toBe(`${testOrigin}/__mock/media/products/${product.id}.svg`);
      }
      const [first] = withPicture;
      const picture = await fetchMedia(first?.image_url ?? '');
      expect(picture.status).toBe(200);
      expect(picture.headers.get('content-type')).toBe('image/svg+xml');
      expect(picture.text).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" [^>]*role="img"/);
      expect(picture.text).toContain(`<title id="title">${escapeXml(first?.name ?? '')}</title>`);
      expect(picture.text).toMatch(/<\/svg>$/);
    });

    it("draws the product's initials and its category in the brand's colours", async () => {
      // Product 1 is Aurora Threads (Fashion > Apparel).
      const picture = await fetchMedia(productImagePath(1));
      expect(picture.text).toContain('>AT</text>');
      expect(picture.text).toContain('>FASHION</text>');
      const fills = [...picture.text.matchAll(/fill="(#[0-9A-Fa-f]{6})"/g)].map((match) => match[1]);
      expect(fills.some((fill) => brandColours.includes(fill ?? ''))).toBe(true);
    });

    it('is deterministic per product: the same picture every time, another for another product', async () => {
      const first = await fetchMedia(productImagePath(1));
      const again = await fetchMedia(productImagePath(1));
      const other = await fetchMedia(productImagePath(2));
      expect(again.text).toBe(first.text);
      expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
      expect(other.text).not.toBe(first.text);
      expect(other.headers.get('etag')).not.toBe(first.headers.get('etag'));
    });

    it('may be cached for a day and revalidated by its ETag', async () => {
      const picture = await fetchMedia(productImagePath(3));
      expect(picture.headers.get('cache-control')).toBe('public, max-age=86400');
      expect(picture.headers.get('x-content-type-options')).toBe('nosniff');
      const etag = picture.headers.get('etag') ?? '';
      expect(etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
      const revalidated = await fetchMedia(productImagePath(3), { 'if-none-match': `W/${etag}` });
      expect(revalidated.status).toBe(304);
      expect(revalidated.text).toBe('');
      expect(revalidated.headers.get('etag')).toBe(etag);
      expect((await fetchMedia(productImagePath(3), { 'if-none-match': '"other"' })).status).toBe(200);
    });

    it('escapes a product name that holds markup', async () => {
      const name = `<script>alert("x")</script> & 'Co' <b>Bold</b> Voucher`;
      context.simulator.db.product.create({
        id: 500,
        name,
        imageUrl: productImagePath(500),
        pricePaise: 10000,
        priceMrpPaise: 10000,
        isAvailable: true,
        subcategoryId: 4,
        details: 'd',
        termsAndConditions: 't',
        howToUse: 'h',
        expiryDate: null,
      });
      const picture = await fetchMedia(productImagePath(500));
      expect(picture.status).toBe(200);
      expect(picture.text).not.toContain('<script');
      expect(picture.text).not.toContain('<b>');
      expect(picture.text).toContain(
        '<title id="title">&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; &#39;Co&#39; &#60;b&#62;Bold&#60;/b&#62; Voucher</title>',
      );
      // The initials skip the markup: the first letters of the words that have one.
      expect(picture.text).toContain('>SC</text>');
      expect(picture.text).toContain('>FOOD &#38; DINING</text>');
    });

    it.each([
      ['an unknown product', '9999.svg'],
      ['a product without a picture (every 13th)', '13.svg'],
      ['a name that is no id', 'aurora.svg'],
      ['another format', '1.png'],
    ])('answers 404 with the error body for %s', async (_, file) => {
      const response = await call('GET', `/__mock/media/products/${file}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.body as ErrorGeneric).toMatchObject({ code: 'not_found', detail: expect.any(String) });
    });

    it('needs no token and is no provider call: the journal does not list it', async () => {
      expect((await fetchMedia(productImagePath(1))).status).toBe(200);
      expect(context.simulator.journal.entries()).toEqual([]);
    });
  });

  it('is where every answer carrying a picture points, on the origin the request reached', async () => {
    const onSimulator = (product: Pick<Product, 'image_url'> | undefined): void => {
      expect(product?.image_url).toMatch(new RegExp(`^${testOrigin}/__mock/media/products/\\d+\\.svg$`));
    };
    const sorted = (await call('GET', '/products/sort/', { query: { sort: 'desc' } })).body as ProductsSortResponse;
    sorted.results.products.filter((product) => product.image_url !== null).forEach(onSimulator);
    const found = (await call('GET', '/search/', { query: { q: 'aurora' } })).body as Product[];
    expect(found.length).toBeGreaterThan(0);
    found.filter((product) => product.image_url !== null).forEach(onSimulator);

    const token = await signIn();
    onSimulator(((await addLine(token, 500)).body as CartItem).product);
    onSimulator(((await call('GET', '/cart/', { token })).body as CartItem[])[0]?.product);
    await orderOf(token, 250);
    const [order] = (await call('GET', '/order-history/', { token })).body as Order[];
    expect(order?.items.length).toBeGreaterThan(0);
    order?.items.forEach((item) => onSimulator(item.product));
  });

  describe('GET /__mock/media/logo.svg', () => {
    it("is the configuration's logo_url: the brand's name in its colours", async () => {
      const config = (await call('GET', '/configurator/')).body as Config;
      expect(config.logo_url).toBe(`${testOrigin}/__mock/media/logo.svg`);
      const logo = await fetchMedia(config.logo_url);
      expect(logo.status).toBe(200);
      expect(logo.headers.get('content-type')).toBe('image/svg+xml');
      expect(logo.headers.get('cache-control')).toBe('public, max-age=86400');
      expect(logo.headers.get('etag')).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
      expect(logo.text).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" [^>]*role="img"/);
      expect(logo.text).toContain(`<title id="title">${brand.organizationName}</title>`);
      expect(logo.text).toContain(`>${brand.organizationName}</text>`);
      expect(logo.text).toContain(`fill="${brand.primaryColor}"`);
      expect(logo.text).toContain(`fill="${brand.secondaryColor}"`);
    });

    it("escapes the brand's name", async () => {
      context.simulator.db.brandConfig.update({
        where: { id: { equals: 'default' } },
        data: { organizationName: '<Lumen> & "Co"' },
      });
      const logo = await fetchMedia('/__mock/media/logo.svg');
      expect(logo.text).not.toContain('<Lumen>');
      expect(logo.text).toContain('<title id="title">&#60;Lumen&#62; &#38; &#34;Co&#34;</title>');
    });
  });
});

describe('initialsOf', () => {
  it.each([
    ['Aurora Threads Gift Card', 'AT'],
    ['Copper Kettle Table Voucher', 'CK'],
    ['zephyr', 'Z'],
    ['— ¡Ñandú! 7 Seas', 'Ñ7'],
    ['<> --', '?'],
  ])('%s → %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});
