import { describe, expect, it } from 'vitest';
import { importRuntime, runtimeSource } from './validator-runtime';

const standalone = [
  'const func1 = require("ajv/dist/runtime/ucs2length").default;',
  'const formats0 = require("ajv-formats/dist/formats").fullFormats.uri;',
  'const formats2 = require("ajv-formats/dist/formats").fullFormats["date-time"];',
].join('\n');

describe('the validators runtime', () => {
  it("turns ajv's requires into imports of the runtime module", () => {
    const { code, formats, usesUcs2length } = importRuntime(standalone);
    expect(code).toBe(
      [
        "import { ucs2length, formatUri, formatDateTime } from './runtime.js';",
        'const func1 = ucs2length;',
        'const formats0 = formatUri;',
        'const formats2 = formatDateTime;',
      ].join('\n'),
    );
    expect([...formats]).toEqual(['uri', 'date-time']);
    expect(usesUcs2length).toBe(true);
  });

  it('refuses a require it cannot inline', () => {
    expect(() => importRuntime('const equal = require("ajv/dist/runtime/equal").default;')).toThrow(
      'The validators need require("ajv/dist/runtime/equal"), which the generator cannot inline yet',
    );
  });

  it("exports ajv-formats' own definitions of the formats asked for, and no others", async () => {
    const source = runtimeSource(new Set(['date-time']), true);
    expect(source).not.toMatch(/\brequire\(|\bexports\./);
    const runtime = (await import(`data:text/javascript,${encodeURIComponent(source)}`)) as Record<string, unknown>;
    expect(Object.keys(runtime).sort()).toEqual(['formatDateTime', 'ucs2length']);
    const { validate } = runtime.formatDateTime as { validate(text: string): boolean };
    expect(validate('2026-11-22T06:20:00Z')).toBe(true);
    expect(validate('2026-02-30T06:20:00Z')).toBe(false);
    expect(validate('2026-11-22T06:20:00')).toBe(false);
    expect((runtime.ucs2length as (text: string) => number)('₹🎁')).toBe(2);
  });
});
