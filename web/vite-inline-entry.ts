import { analyze, type Variable } from 'eslint-scope';
import { parse } from 'espree';
import type * as ESTree from 'estree';
import type { Plugin } from 'vite';

/** Where the inlined entry leaves its exports for the chunks that import them (through the file the entry was). */
export const entryExportsKey = 'giftstore:entry-exports';

/** What of Vite's output this reads and rewrites: the page and the chunks. */
interface Chunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  code: string;
}
type BuildOutput = Record<string, Chunk | { type: 'asset'; source: unknown }>;

const entryExports = `globalThis[Symbol.for(${JSON.stringify(entryExportsKey)})]`;

interface Edit {
  start: number;
  end: number;
  text: string;
}

const applyEdits = (code: string, edits: readonly Edit[]): string =>
  [...edits]
    .sort((a, b) => b.start - a.start)
    .reduce((text, { start, end, text: inserted }) => text.slice(0, start) + inserted + text.slice(end), code);

type Ranged<T> = T & { range: [number, number] };
type Token = Ranged<{ type: string }>;
type ParsedModule = Ranged<ESTree.Program> & { tokens: Token[]; comments: Token[] };

const parseModule = (code: string): ParsedModule =>
  parse(code, { ecmaVersion: 'latest', sourceType: 'module', range: true, tokens: true, comment: true }) as never;

/** Calls `visit` on every node of the tree under `root`, but inside a node `enter` refuses. */
function forEachNode(
  root: ESTree.Node,
  visit: (node: Ranged<ESTree.Node>) => void,
  enter: (node: ESTree.Node) => boolean = () => true,
): void {
  const walk = (value: unknown): void => {
    if (value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      value.forEach(walk);
      return;
    }
    if (typeof (value as { type?: unknown }).type === 'string') {
      if (!enter(value as ESTree.Node)) return;
      visit(value as Ranged<ESTree.Node>);
    }
    for (const [key, child] of Object.entries(value)) if (key !== 'range' && key !== 'loc') walk(child);
  };
  walk(root);
}

/** The text of a string or template-literal module specifier without expressions, else undefined. */
function staticSpecifier(source: ESTree.Node): string | undefined {
  if (source.type === 'Literal') return typeof source.value === 'string' ? source.value : undefined;
  if (source.type === 'TemplateLiteral' && source.expressions.length === 0) return source.quasis[0]?.value.cooked ?? '';
  return undefined;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// In a script element only "</script" ends it, and "<!--" starts the state in which "<script" would swallow the end.
const scriptEnding = /<(\/script|!--)/gi;

// The module's top level is all but what runs inside a function, where `await` is the function's.
const functionTypes = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);
const outsideFunctions = (node: ESTree.Node): boolean => !functionTypes.has(node.type);

/** Babel's `_extends`: `function f(){return f=X,f.apply(this,arguments)}` (or `null`), which memoises X as it runs. */
function isSelfMemoising(node: ESTree.Node): boolean {
  if (node.type !== 'FunctionDeclaration' || node.body.body.length !== 1) return false;
  const [statement] = node.body.body;
  if (statement?.type !== 'ReturnStatement' || statement.argument?.type !== 'SequenceExpression') return false;
  const [assignment, call, ...rest] = statement.argument.expressions;
  const isName = (expression: ESTree.Node | undefined, name: string | undefined) =>
    expression?.type === 'Identifier' && expression.name === name;
  const name = node.id?.name;
  return (
    rest.length === 0 &&
    assignment?.type === 'AssignmentExpression' &&
    assignment.operator === '=' &&
    isName(assignment.left, name) &&
    call?.type === 'CallExpression' &&
    call.callee.type === 'MemberExpression' &&
    isName(call.callee.object, name) &&
    isName(call.callee.property, 'apply') &&
    call.arguments.length === 2 &&
    (call.arguments[0]?.type === 'ThisExpression' ||
      (call.arguments[0]?.type === 'Literal' && call.arguments[0].value === null)) &&
    isName(call.arguments[1], 'arguments')
  );
}

/**
 * Whether a module-scope binding still holds, once the module has run, the value it was declared with: what a copy
 * of it in an object can stand in for. One declaration, and no write but its initialiser; or Babel's `_extends`,
 * whose first value still does what it did when called.
 */
function keepsItsValue({ defs, references }: Variable): boolean {
  const [definition, ...more] = defs;
  if (definition === undefined || more.length > 0) return false;
  const writes = references.filter((reference) => reference.isWrite());
  if (writes.length === 0) return true;
  if (definition.type === 'FunctionName') return writes.length === 1 && isSelfMemoising(definition.node);
  return (
    definition.type === 'Variable' && definition.node.init != null && writes.length === 1 && writes[0]?.init === true
  );
}

/** `code` with each "<" of "</script" or "<!--" in a literal or comment written `\x3C` ("\<" included). */
function escapeScriptEndings(code: string, program: ParsedModule, taggedQuasis: readonly [number, number][]): Edit[] {
  const escapable = new Set(['String', 'Template', 'RegularExpression', 'Block', 'Line']);
  const edits: Edit[] = [];
  for (const token of [...program.tokens, ...program.comments]) {
    if (!escapable.has(token.type)) continue;
    for (const match of code.slice(...token.range).matchAll(scriptEnding)) {
      const at = token.range[0] + match.index;
      if (taggedQuasis.some(([from, to]) => at >= from && at < to)) continue;
      // \x3C is "<" in a string, a template's cooked text and a regular expression; in a comment it is only text. An
      // escaped "\<" is "<" too, and goes whole.
      const backslashes = /\\*$/.exec(code.slice(token.range[0], at))?.[0].length ?? 0;
      edits.push({ start: at - (backslashes % 2), end: at + 1, text: '\\x3C' });
    }
  }
  return edits;
}

/**
 * The entry chunk's code (from the file at `chunkUrl`) made into the text of an inline `<script type="module">`:
 * module specifiers relative to its file made absolute (the page's module resolves them against the page), its export
 * statement replaced by an object of the same names under `entryExportsKey`, and "</script" or "<!--" inside strings,
 * templates, regular expressions and comments escaped. Throws where the result would not behave as the file did: a
 * static import (that file would run before the object exists), top-level await (chunks loaded meanwhile would find no
 * object), an export of another form than `export { local as name }`, an exported binding whose value can change (the
 * object holds its first), or a text that still cannot sit in a script element.
 */
export function inlineModuleCode(code: string, chunkUrl: string): string {
  const program = parseModule(code);
  const edits: Edit[] = [];
  const exportedLocals = new Map<string, string>();
  for (const statement of program.body as Ranged<ESTree.Node>[]) {
    if (statement.type === 'ImportDeclaration') {
      throw new Error(
        `The entry imports ${String(statement.source.value)}, which would run before the entry's exports exist`,
      );
    }
    if (statement.type === 'ExportDefaultDeclaration' || statement.type === 'ExportAllDeclaration') {
      throw new Error(
        'The entry has a default export or re-exports a module: only `export { local as name }` can be inlined',
      );
    }
    if (statement.type !== 'ExportNamedDeclaration') continue;
    if (statement.source != null || statement.declaration != null) {
      throw new Error(
        'The entry exports a declaration or from a module: only `export { local as name }` can be inlined',
      );
    }
    const properties = statement.specifiers.map(({ local, exported }) => {
      const localName = (local as ESTree.Identifier).name;
      const name = exported.type === 'Identifier' ? exported.name : String(exported.value);
      if (name === '__proto__') throw new Error('The entry exports __proto__, which an object literal cannot name');
      exportedLocals.set(localName, name);
      return `${/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name)}:${localName}`;
    });
    // Shaped like a module namespace: no prototype, tagged "Module".
    const namespace = ['__proto__:null', '[Symbol.toStringTag]:"Module"', ...properties].join(',');
    edits.push({
      start: statement.range[0],
      end: statement.range[1],
      text: `${entryExports}=Object.freeze({${namespace}});`,
    });
  }

  forEachNode(
    program,
    (node) => {
      if (node.type === 'AwaitExpression' || (node.type === 'ForOfStatement' && node.await)) {
        throw new Error('The entry awaits at its top level: chunks loaded meanwhile would find no exports');
      }
    },
    outsideFunctions,
  );

  const taggedQuasis: [number, number][] = [];
  forEachNode(program, (node) => {
    if (node.type === 'TaggedTemplateExpression') taggedQuasis.push((node.quasi as Ranged<ESTree.Node>).range);
    if (node.type !== 'ImportExpression') return;
    const source = node.source as Ranged<ESTree.Node>;
    const specifier = staticSpecifier(source);
    // A specifier computed at run time (react-router's framework-mode route loader, which a single-page app never
    // calls, takes absolute URLs) resolves against the page, as in any module script of the page.
    if (specifier === undefined || !(specifier.startsWith('./') || specifier.startsWith('../'))) return;
    const absolute = new URL(specifier, chunkUrl).pathname;
    edits.push({ start: source.range[0], end: source.range[1], text: JSON.stringify(absolute) });
  });

  const moduleScope = analyze(program as never, { ecmaVersion: 2022, sourceType: 'module' }).scopes.find(
    (scope) => scope.type === 'module',
  );
  for (const variable of moduleScope?.variables ?? []) {
    const name = exportedLocals.get(variable.name);
    if (name !== undefined && !keepsItsValue(variable)) {
      throw new Error(
        `The entry's export ${name} (${variable.name}) can change after it ran: chunks would keep its first value`,
      );
    }
  }

  const inlined = applyEdits(code, [...edits, ...escapeScriptEndings(code, program, taggedQuasis)]);
  // What is left (across tokens, in a tagged template) the parser of the page would read as markup; NUL it replaces.
  const unsafe = /<\/script|<!--|\0/i.exec(inlined);
  if (unsafe !== null) {
    throw new Error(
      `The entry has ${JSON.stringify(unsafe[0])} where it cannot be escaped: it cannot sit in a script element`,
    );
  }
  return inlined;
}

/**
 * A chunk's code with its imports from the entry (the file at `entryUrl`, now inline in the page) taken from the
 * object the inline entry left under `entryExportsKey` instead: every chunk runs after the entry has. Throws on an
 * import of the entry that an object cannot stand in for (a default import, a re-export, a dynamic import).
 */
export function withEntryImportsInlined(code: string, chunkUrl: string, entryUrl: string): string {
  const program = parseModule(code);
  const entryPath = new URL(entryUrl).pathname;
  const isEntry = (source: ESTree.Node) => {
    const specifier = staticSpecifier(source);
    return specifier !== undefined && new URL(specifier, chunkUrl).pathname === entryPath;
  };
  const edits: Edit[] = [];
  const imported: string[] = [];
  for (const statement of program.body as Ranged<ESTree.Node>[]) {
    if (
      (statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportAllDeclaration') &&
      statement.source != null &&
      isEntry(statement.source)
    ) {
      throw new Error(`${chunkUrl} re-exports the entry, which is inline in the page`);
    }
    if (statement.type !== 'ImportDeclaration' || !isEntry(statement.source)) continue;
    const namespace = statement.specifiers.find((specifier) => specifier.type === 'ImportNamespaceSpecifier');
    const named = statement.specifiers
      .map((specifier) => {
        if (specifier.type === 'ImportDefaultSpecifier')
          throw new Error(`${chunkUrl} imports the entry's default export, which it has none of`);
        if (specifier.type === 'ImportNamespaceSpecifier') return undefined;
        const imported =
          specifier.imported.type === 'Identifier' ? specifier.imported.name : String(specifier.imported.value);
        return `${imported}:${specifier.local.name}`;
      })
      .filter((property) => property !== undefined);
    const declarations = [
      ...(named.length === 0 ? [] : [`{${named.join(',')}}=${entryExports}`]),
      ...(namespace === undefined ? [] : [`${namespace.local.name}=${entryExports}`]),
    ];
    edits.push({ start: statement.range[0], end: statement.range[1], text: '' });
    if (declarations.length > 0) imported.push(`const ${declarations.join(',')};`);
  }
  // At the top, where the imports' bindings would have been from the start.
  if (imported.length > 0) edits.push({ start: 0, end: 0, text: imported.join('') });
  forEachNode(program, (node) => {
    if (node.type === 'ImportExpression' && isEntry(node.source))
      throw new Error(`${chunkUrl} imports the entry at run time`);
  });
  return applyEdits(code, edits);
}

/**
 * Puts the entry chunk's code into index.html as an inline module script at the end of the body, and has the chunks
 * that import from it take its exports from the page instead; its file leaves the build. The page then brings the
 * entry in its own response: no request after the document's, on the connection the document has already opened up,
 * and no other request (the signed-in routes' CORS preflights, in Lighthouse's model) sharing the bandwidth with it.
 */
export function inlineEntryScript(): Plugin[] {
  let base = '/';
  let entryFileName: string | undefined;
  return [
    {
      name: 'giftstore-inline-entry-script:find',
      apply: 'build',
      // What a chunk loaded on demand lists to preload with it, but the entry: no file once it is in the page.
      config: () => ({
        build: { modulePreload: { resolveDependencies: (_file, deps) => deps.filter((dep) => dep !== entryFileName) } },
      }),
      configResolved(config) {
        // The chunks' specifiers become absolute paths under it: a relative base would resolve against each page.
        if (!/^(\/|https?:\/\/)/.test(config.base)) {
          throw new Error(`The entry can be inlined only with an absolute base, not ${JSON.stringify(config.base)}`);
        }
        base = config.base;
      },
      // Before Vite's import analysis writes those lists, with the chunks' final names.
      generateBundle: {
        order: 'pre',
        handler(_options, bundle) {
          const entries = Object.values(bundle as unknown as BuildOutput).filter(
            (file): file is Chunk => file.type === 'chunk' && file.isEntry,
          );
          entryFileName = entries.length === 1 ? entries[0]?.fileName : undefined;
        },
      },
    },
    {
      name: 'giftstore-inline-entry-script',
      apply: 'build',
      generateBundle: {
        order: 'post',
        handler(_options, bundle) {
          const page = (bundle as unknown as BuildOutput)['index.html'];
          const entry = Object.values(bundle as unknown as BuildOutput).find(
            (file): file is Chunk => file.type === 'chunk' && file.fileName === entryFileName,
          );
          if (page?.type !== 'asset' || entry === undefined) return;
          const html =
            typeof page.source === 'string' ? page.source : new TextDecoder().decode(page.source as Uint8Array);
          const src = `${base}${entry.fileName}`;
          const tag = new RegExp(`<script type="module" crossorigin src="${escapeRegExp(src)}"></script>\\s*`);
          if (!tag.test(html)) throw new Error(`index.html does not load the entry as ${src}`);
          const urlOf = (fileName: string) => new URL(`${base}${fileName}`, 'https://storefront.invalid').href;
          const code = inlineModuleCode(entry.code, urlOf(entry.fileName));
          // A function, not a string: "$&" and its kind in the code would be replacement patterns.
          page.source = html
            .replace(tag, '')
            .replace('</body>', () => `<script type="module">${code}</script>\n</body>`);
          for (const chunk of Object.values(bundle as unknown as BuildOutput)) {
            if (chunk.type !== 'chunk' || chunk === entry) continue;
            chunk.code = withEntryImportsInlined(chunk.code, urlOf(chunk.fileName), urlOf(entry.fileName));
          }
          Reflect.deleteProperty(bundle, entry.fileName);
        },
      },
    },
  ];
}
