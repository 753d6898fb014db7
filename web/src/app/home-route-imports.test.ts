import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

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

/** Our files the entry loads before any `import()`, relative to web/src. */
function loadedWith(entry: string): { files: string[] } {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of staticImports(file).filter((imported) => imported.startsWith('.'))) {
      const imported = resolveModule(file, specifier);
      if (imported?.startsWith(webSource)) visit(imported);
    }
  };
  visit(entry);
  return { files: [...seen].map((file) => relative(webSource, file)) };
}

describe("the home route's JavaScript", () => {
  it('carries none of the QA panel: it is a chunk of its own, imported on a simulator alone', () => {
    const { files } = loadedWith(resolve(webSource, 'main.tsx'));
    expect(files).toContain('app/router.tsx');
    expect(files.filter((file) => file.startsWith('features/qa-panel/'))).toEqual([]);
  });

  it('would be caught: the developer corners main.tsx imports on demand do bring the QA panel', () => {
    const { files } = loadedWith(resolve(webSource, 'app/dev-tools.ts'));
    expect(files.some((file) => file.startsWith('features/qa-panel/'))).toBe(true);
  });
});
