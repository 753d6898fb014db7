import ts from 'typescript';
import { generatedBanner } from './generated-files';
import type { NamedSchema } from './load-contracts';

interface Statement {
  text: string;
  names: string[];
  node: ts.Statement;
  uses: Set<number>;
}

/** The folder of the parts, beside `validators.js`. */
export const partsFolder = 'validator-parts';

const tablesPart = 'tables';
/** Code only the tables of all validators reach (the query validators among it) goes with them. */
const tableReaches = new Set(['validators', 'queryValidators', 'queryValidators,validators']);

function declaredNames(statement: ts.Statement): string[] {
  if (ts.isFunctionDeclaration(statement) && statement.name !== undefined) return [statement.name.text];
  if (ts.isVariableStatement(statement)) {
    return statement.declarationList.declarations.map((declaration) => {
      if (!ts.isIdentifier(declaration.name))
        throw new Error('A destructuring declaration at the top of validators.js');
      return declaration.name.text;
    });
  }
  throw new Error(`An unexpected ${ts.SyntaxKind[statement.kind]} at the top of validators.js`);
}

/** The top-level names a statement refers to (a property's name is not a reference). */
function usedNames(statement: ts.Statement, declared: ReadonlyMap<string, number>): Set<number> {
  const uses = new Set<number>();
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node) && declared.has(node.text)) {
      const { parent } = node;
      const isPropertyName =
        (ts.isPropertyAccessExpression(parent) && parent.name === node) ||
        (ts.isPropertyAssignment(parent) && parent.name === node);
      if (!isPropertyName) uses.add(declared.get(node.text) ?? -1);
    }
    ts.forEachChild(node, visit);
  };
  visit(statement);
  return uses;
}

/**
 * The bundled validators split into ES modules by what reaches them, so that a bundler places each validator with the
 * pages that use it (a module is never split across chunks). Each top-level statement goes to the part of the exported
 * names that reach it: a validator's own part (`<schema>.js`, exporting `validate<Title>`), the tables of all of them
 * (`tables.js`), or a part of code several validators share (`shared-<n>.js`). Returns the parts by file name (each
 * validator's own part with its `.d.ts` beside it) and the index that re-exports them all.
 */
export function splitValidators(
  bundled: string,
  schemas: readonly NamedSchema[],
): { parts: Map<string, string>; index: string } {
  const source = ts.createSourceFile('validators.js', bundled, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const statements: Statement[] = [];
  let exported: { local: string; name: string }[] = [];
  for (const node of source.statements) {
    if (ts.isExportDeclaration(node) && node.exportClause !== undefined && ts.isNamedExports(node.exportClause)) {
      exported = node.exportClause.elements.map((element) => ({
        local: (element.propertyName ?? element.name).text,
        name: element.name.text,
      }));
      continue;
    }
    statements.push({
      text: bundled.slice(node.getFullStart(), node.end),
      names: declaredNames(node),
      node,
      uses: new Set(),
    });
  }
  const declared = new Map(
    statements.flatMap((statement, index) => statement.names.map((name) => [name, index] as const)),
  );
  for (const statement of statements) statement.uses = usedNames(statement.node, declared);

  const reachedBy = statements.map(() => new Set<string>());
  for (const { local, name } of exported) {
    const start = declared.get(local);
    if (start === undefined) throw new Error(`validators.js exports the undeclared ${local}`);
    const stack = [start];
    while (stack.length > 0) {
      const index = stack.pop() ?? start;
      if (reachedBy[index]?.has(name)) continue;
      reachedBy[index]?.add(name);
      stack.push(...(statements[index]?.uses ?? []));
    }
  }

  const schemaByTitle = new Map(schemas.map((schema) => [schema.title, schema.name]));
  const ownPart = new Map<string, string>();
  for (const { local, name } of exported) {
    const schema = schemaByTitle.get(name.replace(/^validate/, ''));
    if (schema !== undefined) ownPart.set(local, schema);
  }
  const partOf: string[] = [];
  const signatures = new Map<string, string>();
  statements.forEach((statement, index) => {
    const own = statement.names.map((name) => ownPart.get(name)).find((part) => part !== undefined);
    const reach = [...(reachedBy[index] ?? [])].sort().join(',');
    let part = own ?? (tableReaches.has(reach) ? tablesPart : signatures.get(reach));
    if (part === undefined) {
      part = `shared-${String(signatures.size + 1).padStart(2, '0')}`;
      signatures.set(reach, part);
    }
    partOf.push(part);
  });

  // What other parts import a name as: a validator's own part exports it as validate<Title>.
  const exportedAs = new Map(
    exported.filter(({ local }) => ownPart.has(local)).map(({ local, name }) => [local, name]),
  );
  const parts = new Map<string, string>();
  for (const part of new Set(partOf)) {
    const members = statements.filter((_, index) => partOf[index] === part);
    const imports = new Map<string, Set<string>>();
    for (const member of members) {
      for (const used of member.uses) {
        const from = partOf[used] ?? part;
        if (from === part) continue;
        const names = imports.get(from) ?? new Set<string>();
        for (const name of statements[used]?.names ?? []) {
          const as = exportedAs.get(name);
          names.add(as === undefined ? name : `${as} as ${name}`);
        }
        imports.set(from, names);
      }
    }
    const importLines = [...imports].map(
      ([from, names]) => `import { ${[...names].join(', ')} } from './${from}.js';\n`,
    );
    const exports = members
      .flatMap(({ names }) => names)
      .map((name) => {
        const as = exportedAs.get(name);
        return as === undefined ? name : `${name} as ${as}`;
      });
    parts.set(
      `${part}.js`,
      `${generatedBanner}${importLines.join('')}${members.map(({ text }) => text).join('')}\nexport { ${exports.join(', ')} };\n`,
    );
  }
  for (const [local, schema] of ownPart) {
    const name = exportedAs.get(local) ?? local;
    parts.set(
      `${schema}.d.ts`,
      `${generatedBanner}import type { SchemaTypes } from '../types';
import type { Validator } from '../validators';

export declare const ${name}: Validator<SchemaTypes['${schema}']>;
`,
    );
  }
  const index = exported
    .map(({ local, name }) => {
      const schema = ownPart.get(local);
      if (schema !== undefined) return `export { ${name} } from './${partsFolder}/${schema}.js';`;
      const part = partOf[declared.get(local) ?? -1] ?? tablesPart;
      return `export { ${local === name ? name : `${local} as ${name}`} } from './${partsFolder}/${part}.js';`;
    })
    .join('\n');
  return { parts, index: `${generatedBanner}${index}\n` };
}
