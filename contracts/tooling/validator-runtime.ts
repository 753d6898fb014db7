import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parseAst } from 'vite';

const require = createRequire(import.meta.url);

/** The ES module the rewritten standalone code imports its helpers from. */
export const runtimeModule = './runtime.js';

const ucs2lengthRequire = 'require("ajv/dist/runtime/ucs2length").default';
const formatRequire = /require\("ajv-formats\/dist\/formats"\)\.fullFormats(?:\.([A-Za-z_$][\w$]*)|\["([^"]+)"\])/g;

/** date-time -> formatDateTime: the name the runtime module exports a format's definition under. */
const formatExport = (format: string): string =>
  `format${format.replace(/(?:^|[^A-Za-z0-9]+)([A-Za-z0-9])/g, (_match, letter: string) => letter.toUpperCase())}`;

/**
 * ajv's standalone code `require`s its runtime helpers and ajv-formats' whole format table, CommonJS that no bundler
 * can tree-shake. This turns each require into an import of one named export of the runtime module.
 */
export function importRuntime(code: string): { code: string; formats: Set<string>; usesUcs2length: boolean } {
  const formats = new Set<string>();
  const usesUcs2length = code.includes(ucs2lengthRequire);
  let rewritten = code.replaceAll(ucs2lengthRequire, 'ucs2length');
  rewritten = rewritten.replace(formatRequire, (_match, dotted: string | undefined, quoted: string | undefined) => {
    const format = dotted ?? quoted ?? '';
    formats.add(format);
    return formatExport(format);
  });
  const leftover = /require\([^)]*\)/.exec(rewritten);
  if (leftover !== null) throw new Error(`The validators need ${leftover[0]}, which the generator cannot inline yet`);
  const names = [...(usesUcs2length ? ['ucs2length'] : []), ...[...formats].map(formatExport)];
  const header = names.length === 0 ? '' : `import { ${names.join(', ')} } from '${runtimeModule}';\n`;
  return { code: `${header}${rewritten}`, formats, usesUcs2length };
}

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

function childNodes(node: Node): Node[] {
  return Object.values(node).flatMap((value) =>
    Array.isArray(value) ? value.filter(isNode) : isNode(value) ? [value] : [],
  );
}

/** The node's source with every call in it marked pure, so that a bundle that never reads it drops it. */
function pureSource(source: string, node: Node): string {
  const calls: number[] = [];
  const visit = (current: Node) => {
    if (current.type === 'CallExpression') calls.push(current.start);
    childNodes(current).forEach(visit);
  };
  visit(node);
  let text = source.slice(node.start, node.end);
  for (const start of calls.sort((a, b) => b - a)) {
    const at = start - node.start;
    text = `${text.slice(0, at)}/* @__PURE__ */ ${text.slice(at)}`;
  }
  return text;
}

const isFullFormatsTable = (statement: Node): boolean => {
  const expression = statement.expression;
  if (statement.type !== 'ExpressionStatement' || !isNode(expression) || expression.type !== 'AssignmentExpression') {
    return false;
  }
  const { left, right } = expression;
  return (
    isNode(left) &&
    isNode(left.property) &&
    left.property.name === 'fullFormats' &&
    isNode(right) &&
    right.type === 'ObjectExpression'
  );
};

function propertyName(property: Node): string | undefined {
  const key = property.key;
  if (!isNode(key)) return undefined;
  return key.type === 'Identifier' ? String(key.name) : key.type === 'Literal' ? String(key.value) : undefined;
}

/**
 * ajv-formats' own definitions of the given formats as ES module source: the functions and constants of its
 * formats.js (unused ones are left for the bundler to drop) and one export per format, instead of its whole table.
 */
function formatsSource(formats: Set<string>): string {
  const file = require.resolve('ajv-formats/dist/formats.js');
  const source = readFileSync(file, 'utf8');
  const program = parseAst(source, null, file) as unknown as { body: Node[] };
  const declarations = program.body.filter(
    (statement) => statement.type === 'FunctionDeclaration' || statement.type === 'VariableDeclaration',
  );
  const table = program.body.find(isFullFormatsTable);
  const assignment = table?.expression as Node | undefined;
  const properties = isNode(assignment?.right) ? (assignment.right.properties as Node[]) : [];
  const exports = [...formats].sort().map((format) => {
    const property = properties.find((candidate) => propertyName(candidate) === format);
    if (property === undefined || !isNode(property.value)) throw new Error(`ajv-formats has no format ${format}`);
    return `export const ${formatExport(format)} = ${pureSource(source, property.value)};`;
  });
  return [...declarations.map((declaration) => source.slice(declaration.start, declaration.end)), ...exports].join(
    '\n',
  );
}

/** The runtime module's source: the helpers the rewritten standalone code imports, and nothing else. */
export function runtimeSource(formats: Set<string>, usesUcs2length: boolean): string {
  // ajv's ucs2length is one self-contained function: its own source is the module's.
  const { default: ucs2length } = require('ajv/dist/runtime/ucs2length') as { default: (text: string) => number };
  const parts = usesUcs2length ? [`export ${ucs2length.toString()}`] : [];
  if (formats.size > 0) parts.push(formatsSource(formats));
  return `${parts.join('\n')}\n`;
}
