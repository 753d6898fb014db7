import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const isStyling = (name: string) => name.startsWith('@mui/material') || name.startsWith('@emotion/');
const webSource = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function resolveModule(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  );
}

/** The module specifiers a file imports statically (what loads with it), leaving out type-only imports. */
function staticImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  return source.statements.flatMap((statement) => {
    if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly) {
      return [(statement.moduleSpecifier as ts.StringLiteral).text];
    }
    if (ts.isExportDeclaration(statement) && !statement.isTypeOnly && statement.moduleSpecifier !== undefined) {
      return [(statement.moduleSpecifier as ts.StringLiteral).text];
    }
    return [];
  });
}

/**
 * What the entry loads before any `import()`: every package, with the first of our files that imports it, and our
 * files (relative to web/src).
 */
function loadedWith(entry: string): { packages: Map<string, string>; files: string[] } {
  const packages = new Map<string, string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of staticImports(file)) {
      if (specifier.startsWith('.')) {
        const imported = resolveModule(file, specifier);
        if (imported?.startsWith(webSource)) visit(imported);
      } else if (!packages.has(specifier)) {
        packages.set(specifier, relative(webSource, file));
      }
    }
  };
  visit(entry);
  return { packages, files: [...seen].map((file) => relative(webSource, file)) };
}

describe("the home route's JavaScript", () => {
  it('loads no MUI and no emotion: they come only with the pages and dialogs loaded on demand', () => {
    const { packages } = loadedWith(resolve(webSource, 'main.tsx'));
    expect([...packages].filter(([name]) => isStyling(name))).toEqual([]);
    expect(packages.has('react-dom/client')).toBe(true);
  });

  it('carries none of the QA panel: it is a chunk of its own, imported on a simulator alone', () => {
    const { files } = loadedWith(resolve(webSource, 'main.tsx'));
    expect(files.filter((file) => file.startsWith('features/qa-panel/'))).toEqual([]);
  });

  it('would be caught: a page loaded on demand does bring MUI', () => {
    const { packages } = loadedWith(resolve(webSource, 'features/auth/signup-page.tsx'));
    expect([...packages.keys()].some(isStyling)).toBe(true);
  });
});
