import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateContracts } from './tooling/generate-contracts';

describe('generated contract files', () => {
  it('are up to date with the schemas and the registry (run `npm run contracts:build`)', async () => {
    const files = await generateContracts();
    for (const [file, expected] of files) {
      const actual = readFileSync(file, 'utf8');
      expect(actual === expected, `${relative(process.cwd(), file)} is stale`).toBe(true);
    }
  }, 60_000);

  it('contain validators that need neither eval nor new Function', () => {
    const code = readFileSync(new URL('./generated/validators.js', import.meta.url), 'utf8');
    expect(code).not.toMatch(/new Function|\beval\(/);
    expect(code).not.toMatch(/^\s*(import|export) .* from ['"](ajv|ajv-formats)/m);
  });
});
