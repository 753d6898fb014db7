import { readdirSync, readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { errorCatalogue, type ErrorCatalogueEntry } from '../e2e/support/error-catalogue';

// CI clones the repository with the spec's folder, ../shared, beside it.
const specFolder = new URL('../../shared/spec/', import.meta.url);
const specParts = ['part1-storefront-browse-auth.md', 'part2-checkout-account-pages.md'];
const e2eFolder = new URL('../e2e/', import.meta.url);
const catalogueFile = 'support/error-catalogue.ts';
// Whitespace collapsed, since the file wraps its lines wherever a quoted text happens to fall.
const deviations = readFileSync(new URL('../docs/deviations.md', import.meta.url), 'utf8').replace(/\s+/g, ' ');

/** The texts a spec part quotes in its "## 8. The error catalogue" section. */
function quotedErrorTexts(part: string): string[] {
  const spec = readFileSync(new URL(part, specFolder), 'utf8');
  const start = spec.indexOf('\n## 8. The error catalogue\n');
  if (start === -1) throw new Error(`${part} has no section "## 8. The error catalogue"`);
  const end = spec.indexOf('\n## ', start + 1);
  const section = spec.slice(start, end === -1 ? undefined : end);
  // A quote opens after a non-word character and closes before one, so that the apostrophes of "the body's message"
  // and "the server's response" neither open nor close a text, and a text may keep one of its own ("don't").
  return [...section.matchAll(/(?<!\w)'((?:[^'\n]|'(?=\w))+)'(?!\w)/g)].map(([, text]) => text ?? '');
}

/**
 * Every string literal of a TypeScript file; a template with substitutions as written between its backticks. Parsed,
 * not searched, so that a text inside a longer literal (a test's title, 'Failed to update profile.' for 'Failed to
 * update profile') does not count as the text itself.
 */
function stringLiterals(path: string, text: string): string[] {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false);
  const literals: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) literals.push(node.text);
    else if (ts.isTemplateExpression(node)) literals.push(node.getText(source).slice(1, -1));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return literals;
}

/** The string literals of every e2e source (specs, page objects, support) but the catalogue's own. */
const e2eLiterals = new Set(
  readdirSync(e2eFolder, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.ts') && path !== catalogueFile)
    .flatMap((path) => stringLiterals(path, readFileSync(new URL(path, e2eFolder), 'utf8'))),
);

/**
 * How the gate counts an assertion, simply: an e2e source has a string literal equal to the text, or matching its
 * pattern in full. The e2e sources write the texts themselves rather than import them from the catalogue, so a spec
 * reads as what the shopper sees, and a literal that is not asserted would be a dead line a review catches.
 */
function asserted({ text, pattern }: ErrorCatalogueEntry): boolean {
  if (e2eLiterals.has(text)) return true;
  return pattern !== undefined && [...e2eLiterals].some((literal) => pattern.test(literal));
}

const texts = errorCatalogue.map(({ text }) => text);

describe('the error catalogue (e2e/support/error-catalogue.ts)', () => {
  it('lists every text the spec quotes in its error catalogues, and no other', () => {
    const quoted = specParts.flatMap(quotedErrorTexts);
    expect(quoted.length).toBeGreaterThan(0);
    expect({
      missingFromTheList: quoted.filter((text) => !texts.includes(text)),
      noLongerInTheSpec: texts.filter((text) => !quoted.includes(text)),
    }).toEqual({ missingFromTheList: [], noLongerInTheSpec: [] });
  });

  it('lists each text once, with where it shows and any pattern anchored at both ends', () => {
    expect(texts.filter((text, index) => texts.indexOf(text) !== index)).toEqual([]);
    expect(errorCatalogue.filter(({ where }) => where.trim() === '').map(({ text }) => text)).toEqual([]);
    const unanchored = errorCatalogue.filter(
      ({ pattern }) => pattern !== undefined && !/^\^.*\$$/.test(pattern.source),
    );
    expect(unanchored.map(({ text }) => text)).toEqual([]);
  });

  it('has an e2e assertion of every text a shopper can meet', () => {
    const unasserted = errorCatalogue.filter((entry) => entry.unreachable === undefined && !asserted(entry));
    expect(unasserted.map(({ text, where }) => `'${text}' (${where})`)).toEqual([]);
  });

  it('takes a text as unreachable only where docs/deviations.md quotes it, and only while no e2e source asserts it', () => {
    const unreachable = errorCatalogue.filter((entry) => entry.unreachable !== undefined);
    expect(unreachable.filter(({ text }) => !deviations.includes(`'${text}'`)).map(({ text }) => text)).toEqual([]);
    expect(unreachable.filter((entry) => entry.unreachable?.trim() === '').map(({ text }) => text)).toEqual([]);
    expect(unreachable.filter(asserted).map(({ text }) => text)).toEqual([]);
  });
});
