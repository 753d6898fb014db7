import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { describe, expect, it } from 'vitest';
import { generateContracts } from './tooling/generate-contracts';

const validatorsFile = new URL('./generated/validators.js', import.meta.url);

describe('generated contract files', () => {
  it('are up to date with the schemas and the registry (run `npm run contracts:build`)', async () => {
    const files = await generateContracts();
    for (const [file, expected] of files) {
      const actual = readFileSync(file, 'utf8');
      expect(actual === expected, `${relative(process.cwd(), file)} is stale`).toBe(true);
    }
  }, 60_000);

  it('contain validators that need neither eval nor new Function', () => {
    const code = readFileSync(validatorsFile, 'utf8');
    expect(code).not.toMatch(/new Function|\beval\(/);
    expect(code).not.toMatch(/^\s*(import|export) .* from ['"](ajv|ajv-formats)/m);
  });

  it('contain validators as plain ES module code that a bundler trims to what is imported', async () => {
    expect(readFileSync(validatorsFile, 'utf8')).not.toMatch(/\brequire\(|__commonJS/);
    const entry = 'validate-config-only';
    const result = await build({
      configFile: false,
      logLevel: 'silent',
      plugins: [
        {
          name: entry,
          resolveId: (id) => (id === entry ? `\0${entry}` : null),
          load: (id) =>
            id === `\0${entry}`
              ? `export { validateConfig } from ${JSON.stringify(fileURLToPath(validatorsFile))};`
              : null,
        },
      ],
      build: { write: false, minify: false, rolldownOptions: { input: entry, preserveEntrySignatures: 'strict' } },
    });
    const [output] = Array.isArray(result) ? result : [result];
    const code = output !== undefined && 'output' in output ? output.output[0].code : '';
    // Config's own rules are there; the cart's, the orders' and the date formats are not.
    expect(code).toContain("must have required property 'organization_name'");
    expect(code).not.toContain('cart_items');
    expect(code).not.toContain('ORD[0-9]');
    expect(code).not.toContain('isLeapYear');
  }, 60_000);
});
