import { http, HttpResponse, type HttpHandler } from 'msw';
import type { BrandConfigRecord, ProductRecord } from '../db/records';
import { defaultBrandId } from '../seed/seed-data';
import { findProduct } from '../domain/catalogue';
import { logoPath, mediaRoot, productImagePath } from '../domain/media';
import { genericError } from '../../contracts/runtime/error-bodies';
import type { Simulator } from '../simulator';

/*
 * The simulator's own media, so the catalogue looks real with no internet: the brand logo and one
 * picture per product, drawn as SVG in the brand's colours. Each picture is a pure function of the
 * seeded product, its category and the brand (deterministic, so cacheable); every text in it is
 * escaped. Not registry calls, so plain MSW handlers like the payment page: no auth, no scenario
 * delay or override, no journal.
 */

const cacheHeaders = {
  'content-type': 'image/svg+xml',
  'cache-control': 'public, max-age=86400',
  // Opened as a document, an SVG could run script: it may not, and it is never sniffed as anything else.
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  'x-content-type-options': 'nosniff',
};

/** Text made safe for XML content and attribute values. */
export const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A strong validator of a body: FNV-1a (32 bits) and the length, so it runs wherever MSW does (no node:crypto). */
function entityTag(body: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < body.length; index += 1) {
    hash ^= body.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `"${hash.toString(16).padStart(8, '0')}-${body.length.toString(16)}"`;
}

/** Whether the client's If-None-Match names this tag (weak comparison, as RFC 9110 asks for a GET). */
function stillFresh(request: Request, tag: string): boolean {
  const header = request.headers.get('if-none-match');
  if (header === null) return false;
  return header.split(',').some((candidate) => {
    const trimmed = candidate.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === tag;
  });
}

function svgAnswer(request: Request, svg: string): Response {
  const etag = entityTag(svg);
  if (stillFresh(request, etag)) return new HttpResponse(null, { status: 304, headers: { ...cacheHeaders, etag } });
  return new HttpResponse(svg, { status: 200, headers: { ...cacheHeaders, etag } });
}

const notFound = (detail: string): Response => HttpResponse.json(genericError(detail, 'not_found'), { status: 404 });

/** WCAG relative luminance of a #RRGGBB colour (0 black, 1 white); other spellings count as mid-grey. */
function luminance(colour: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
  if (match === null) return 0.2;
  const [red, green, blue] = match.slice(1).map((hex) => {
    const channel = parseInt(hex, 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (red ?? 0) + 0.7152 * (green ?? 0) + 0.0722 * (blue ?? 0);
}

const contrast = (left: string, right: string): number => {
  const [light, dark] = [luminance(left), luminance(right)].sort((a, b) => b - a);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
};

/** White or the brand's text colour, whichever reads better on `background`. */
function inkOn(background: string, brand: BrandConfigRecord): string {
  return contrast(background, '#FFFFFF') >= contrast(background, brand.normalTextColor)
    ? '#FFFFFF'
    : brand.normalTextColor;
}

/** The brand colours a product picture is painted in, picked by the product's id. */
const paletteOf = (brand: BrandConfigRecord): readonly string[] => [
  brand.primaryColor,
  brand.secondaryColor,
  brand.buttonColor,
];

/** Up to two initials: the first letter or digit of the name's first two words that have one. */
export function initialsOf(name: string): string {
  const initials = name
    .split(/\s+/)
    .map((word) => /[\p{L}\p{N}]/u.exec(word)?.[0])
    .filter((initial) => initial !== undefined)
    .slice(0, 2)
    .join('')
    .toUpperCase();
  return initials === '' ? '?' : initials;
}

/** A generous width of a line of text in a bold or capital sans-serif face, to squeeze a long one into its box. */
const estimatedWidth = (text: string, fontSize: number, letterSpacing: number): number =>
  [...text].length * (fontSize * 0.64 + letterSpacing);

/** The attributes that keep a line of text at most `width` wide: a longer one is squeezed to fit. */
function fittedText(text: string, fontSize: number, width: number, letterSpacing = 0): string {
  return estimatedWidth(text, fontSize, letterSpacing) > width
    ? ` textLength="${width}" lengthAdjust="spacingAndGlyphs"`
    : '';
}

function productPicture(product: ProductRecord, categoryName: string, brand: BrandConfigRecord): string {
  const palette = paletteOf(brand);
  const background = palette[product.id % palette.length] ?? brand.primaryColor;
  const accent = palette[(product.id + 1) % palette.length] ?? brand.secondaryColor;
  const ink = inkOn(background, brand);
  const initials = escapeXml(initialsOf(product.name));
  const category = categoryName.toUpperCase();
  // The accent's place follows the id too, so neighbouring cards differ in more than colour.
  const accentX = 60 + ((product.id * 97) % 280);
  const accentY = 40 + ((product.id * 53) % 60);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300" role="img" aria-labelledby="title">`,
    `<title id="title">${escapeXml(product.name)}</title>`,
    `<rect width="400" height="300" fill="${escapeXml(background)}"/>`,
    `<circle cx="${accentX}" cy="${accentY}" r="120" fill="${escapeXml(accent)}" opacity="0.35"/>`,
    `<rect x="24" y="24" width="352" height="252" rx="20" fill="none" stroke="${escapeXml(ink)}" stroke-opacity="0.4" stroke-width="2"/>`,
    `<text x="200" y="170" text-anchor="middle" font-family="system-ui, sans-serif" font-size="96" font-weight="700" fill="${escapeXml(ink)}">${initials}</text>`,
    `<text x="200" y="236" text-anchor="middle" font-family="system-ui, sans-serif" font-size="22" letter-spacing="2" fill="${escapeXml(ink)}"${fittedText(category, 22, 320, 2)}>${escapeXml(category)}</text>`,
    `</svg>`,
  ].join('\n');
}

function brandLogo(brand: BrandConfigRecord): string {
  const ink = inkOn(brand.primaryColor, brand);
  const markInk = inkOn(brand.secondaryColor, brand);
  const name = brand.organizationName;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="44" viewBox="0 0 180 44" role="img" aria-labelledby="title">`,
    `<title id="title">${escapeXml(name)}</title>`,
    `<rect width="180" height="44" rx="8" fill="${escapeXml(brand.primaryColor)}"/>`,
    `<circle cx="22" cy="22" r="15" fill="${escapeXml(brand.secondaryColor)}"/>`,
    `<text x="22" y="28.5" text-anchor="middle" font-family="system-ui, sans-serif" font-size="18" font-weight="700" fill="${escapeXml(markInk)}">${escapeXml(initialsOf(name).slice(0, 1))}</text>`,
    `<text x="44" y="27.5" font-family="system-ui, sans-serif" font-size="15" font-weight="700" fill="${escapeXml(ink)}"${fittedText(name, 15, 128)}>${escapeXml(name)}</text>`,
    `</svg>`,
  ].join('\n');
}

const productFile = /^(\d{1,9})\.svg$/;

export function mediaHandlers(simulator: Simulator): HttpHandler[] {
  const brandOf = (): BrandConfigRecord | null =>
    simulator.db.brandConfig.findFirst({ where: { id: { equals: defaultBrandId } } });

  const categoryNameOf = (product: ProductRecord): string => {
    const { db } = simulator;
    const subcategory = db.subcategory.findFirst({ where: { id: { equals: product.subcategoryId } } });
    const category =
      subcategory === null ? null : db.category.findFirst({ where: { id: { equals: subcategory.categoryId } } });
    return category?.name ?? subcategory?.name ?? 'Gift Card';
  };

  return [
    http.get(`*${logoPath}`, ({ request }) => {
      const brand = brandOf();
      return brand === null ? notFound('The store has no brand configuration.') : svgAnswer(request, brandLogo(brand));
    }),

    http.get(`*${mediaRoot}/products/:file`, ({ request, params }) => {
      const file = String(params.file);
      const id = Number(productFile.exec(file)?.[1] ?? Number.NaN);
      const product = Number.isSafeInteger(id) ? findProduct(simulator, id) : null;
      // Only the pictures the catalogue points at: a product without one (every 13th) has none here either.
      const brand = brandOf();
      if (product === null || product.imageUrl !== productImagePath(product.id) || brand === null) {
        return notFound(`There is no picture ${file}.`);
      }
      return svgAnswer(request, productPicture(product, categoryNameOf(product), brand));
    }),
  ];
}
