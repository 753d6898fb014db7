import { readdirSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { describe, expect, it } from 'vitest';
import { generateContracts } from './tooling/generate-contracts';

const validatorsFile = new URL('./generated/validators.js', import.meta.url);
const partsFolder = new URL('./generated/validator-parts/', import.meta.url);

/** The validators' code: the index and every part it re-exports from. */
const validatorCode = (): string[] => [
  readFileSync(validatorsFile, 'utf8'),
  ...readdirSync(partsFolder)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(new URL(file, partsFolder), 'utf8')),
];

const pathOf = (url: URL): string => JSON.stringify(fileURLToPath(url));

/** An unminified bundle of one module's code: the entry chunk's code, and that of the chunks it loads on demand. */
async function bundle(source: string): Promise<{ entry: string; lazy: string }> {
  const entry = 'bundle-entry';
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [
      {
        name: entry,
        resolveId: (id) => (id === entry ? `\0${entry}` : null),
        load: (id) => (id === `\0${entry}` ? source : null),
      },
    ],
    build: { write: false, minify: false, rolldownOptions: { input: entry, preserveEntrySignatures: 'strict' } },
  });
  const [output] = Array.isArray(result) ? result : [result];
  const chunks = (output !== undefined && 'output' in output ? output.output : []).flatMap((chunk) =>
    chunk.type === 'chunk' ? [chunk] : [],
  );
  const codeOf = (isEntry: boolean) =>
    chunks
      .filter((chunk) => chunk.isEntry === isEntry)
      .map(({ code }) => code)
      .join('\n');
  return { entry: codeOf(true), lazy: codeOf(false) };
}

describe('generated contract files', () => {
  it('are up to date with the schemas and the registry (run `npm run contracts:build`)', async () => {
    const files = await generateContracts();
    for (const [file, expected] of files) {
      const actual = readFileSync(file, 'utf8');
      expect(actual === expected, `${relative(process.cwd(), file)} is stale`).toBe(true);
    }
  }, 60_000);

  it('contain validators that need neither eval nor new Function', () => {
    for (const code of validatorCode()) {
      expect(code).not.toMatch(/new Function|\beval\(/);
      expect(code).not.toMatch(/^\s*(import|export) .* from ['"](ajv|ajv-formats)/m);
    }
  });

  it('contain validators as plain ES module code that a bundler trims to what is imported', async () => {
    for (const code of validatorCode()) expect(code).not.toMatch(/\brequire\(|__commonJS/);
    const { entry: code } = await bundle(`export { validateConfig } from ${pathOf(validatorsFile)};`);
    // Config's own rules are there; the cart's, the orders' and the date formats are not.
    expect(code).toContain("must have required property 'organization_name'");
    expect(code).not.toContain('cart_items');
    expect(code).not.toContain('ORD[0-9]');
    expect(code).not.toContain('isLeapYear');
  }, 60_000);

  it("place each call's validators with the chunk that makes the call, not with the entry", async () => {
    const answersOf = (file: string) => pathOf(new URL(`./generated/answers/${file}.ts`, import.meta.url));
    const { entry, lazy } = await bundle(`export { getHomeAnswers } from ${answersOf('get-home')};
export const orders = () => import(${answersOf('get-order-history')});`);
    expect(entry).toContain("must have required property 'subcategories'");
    expect(entry).not.toContain('pin_code');
    expect(lazy).toContain('pin_code');
    expect(lazy).not.toContain("must have required property 'subcategories'");
  }, 60_000);
});
