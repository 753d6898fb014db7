import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { Options } from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import addFormats from 'ajv-formats';
import { build } from 'vite';
import { generatedBanner } from './generated-files';
import { contractsDir, type NamedSchema } from './load-contracts';
import { partsFolder, splitValidators } from './split-validators';
import { importRuntime, runtimeSource } from './validator-runtime';

const commonOptions: Options = {
  allErrors: true,
  strict: true,
  // anyOf branches name required properties declared one level up, which JSON Schema allows.
  strictRequired: false,
  // Amounts are multiples of 0.01; floating point division needs a tolerance to accept 1500.5.
  multipleOfPrecision: 6,
  // Shared schemas (Product above all) become one function each instead of a copy per use: a far smaller bundle.
  inlineRefs: false,
  code: { source: true, esm: true, lines: true },
};

/** Bodies and responses are validated as they are; query values arrive as strings and are coerced. */
function createAjv(coerceQueryStrings: boolean): Ajv2020 {
  const ajv = new Ajv2020({ ...commonOptions, ...(coerceQueryStrings ? { coerceTypes: 'array' } : {}) });
  // Ajv2020 always tracks evaluated properties for unevaluated*, which no contract uses; the tracking adds a
  // top-level assignment per validator that keeps bundlers from dropping the validators a bundle does not import.
  ajv.opts.unevaluated = false;
  ajv.removeKeyword('unevaluatedProperties');
  ajv.removeKeyword('unevaluatedItems');
  addFormats(ajv, ['date', 'date-time', 'email', 'uri']);
  return ajv;
}

function isQuerySchema(entry: NamedSchema): boolean {
  return entry.name.endsWith('-query');
}

function standalone(schemas: NamedSchema[], exported: NamedSchema[], coerce: boolean) {
  const ajv = createAjv(coerce);
  for (const entry of schemas) ajv.addSchema(entry.schema);
  const exports = Object.fromEntries(exported.map((entry) => [entry.title, String(entry.schema.$id)]));
  return importRuntime(standaloneCode(ajv, exports));
}

const entryModule = (schemas: NamedSchema[]): string => {
  const strict = schemas.map((entry) => `  '${entry.name}': strict.${entry.title},`).join('\n');
  const query = schemas
    .filter(isQuerySchema)
    .map((entry) => `  '${entry.name}': query.${entry.title},`)
    .join('\n');
  const named = schemas.map((entry) => `  ${entry.title} as validate${entry.title},`).join('\n');
  return `import * as strict from './strict.js';
import * as query from './query.js';
// Named exports let a bundle keep only the validators it imports.
export {
${named}
} from './strict.js';
export const validators = {
${strict}
};
export const queryValidators = {
${query}
};
`;
};

/**
 * Precompiled validators as one self-contained ES module that needs neither eval nor new Function. ajv's standalone
 * code requires ajv's runtime helpers and ajv-formats' CommonJS table; they are swapped for an ES module of the
 * helpers and formats it uses, so the bundle is plain top-level functions and constants that a bundler tree-shakes
 * down to the validators a page imports.
 */
export async function generateValidators(schemas: NamedSchema[], generatedDir: string): Promise<Map<string, string>> {
  // Inside the project: the paths the bundler writes into the output are then the same on every machine.
  const cacheDir = join(contractsDir, '..', 'node_modules', '.cache');
  await mkdir(cacheDir, { recursive: true });
  const dir = await mkdtemp(join(cacheDir, 'contracts-validators-'));
  try {
    const strict = standalone(schemas, schemas, false);
    const query = standalone(schemas, schemas.filter(isQuerySchema), true);
    const formats = new Set([...strict.formats, ...query.formats]);
    await writeFile(join(dir, 'runtime.js'), runtimeSource(formats, strict.usesUcs2length || query.usesUcs2length));
    await writeFile(join(dir, 'strict.js'), strict.code);
    await writeFile(join(dir, 'query.js'), query.code);
    await writeFile(join(dir, 'entry.js'), entryModule(schemas));
    await build({
      configFile: false,
      logLevel: 'silent',
      root: dir,
      build: {
        outDir: join(dir, 'out'),
        emptyOutDir: true,
        minify: false,
        lib: { entry: join(dir, 'entry.js'), formats: ['es'], fileName: () => 'validators.js' },
      },
    });
    const code = await readFile(join(dir, 'out', 'validators.js'), 'utf8');
    // The bundler names each module by path: keep the random directory name out of the output.
    const { parts, index } = splitValidators(code.replaceAll(basename(dir), 'contracts-validators'), schemas);
    return new Map([
      [join(generatedDir, 'validators.js'), index],
      ...[...parts].map(([file, text]): [string, string] => [join(generatedDir, partsFolder, file), text]),
    ]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export function generateValidatorTypes(schemas: NamedSchema[]): string {
  const queryNames = schemas
    .filter(isQuerySchema)
    .map((entry) => `'${entry.name}'`)
    .join(' | ');
  return `${generatedBanner}import type { SchemaName, SchemaTypes } from './types';

export interface ValidationError {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

export interface Validator<T> {
  (data: unknown): data is T;
  errors?: ValidationError[] | null;
}

export type QuerySchemaName = ${queryNames};

${schemas.map((entry) => `export declare const validate${entry.title}: Validator<SchemaTypes['${entry.name}']>;`).join('\n')}

/** Validates bodies and responses exactly as they are. */
export declare const validators: { readonly [K in SchemaName]: Validator<SchemaTypes[K]> };

/** Validates query objects whose values are strings (or arrays of strings), coercing them in place to the schema's types. */
export declare const queryValidators: { readonly [K in QuerySchemaName]: Validator<SchemaTypes[K]> };
`;
}
