import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { entryExportsKey, inlineModuleCode, withEntryImportsInlined } from './vite-inline-entry';

const entryUrl = 'https://shop.example/assets/index-abc.js';
const exportsObject = `globalThis[Symbol.for(${JSON.stringify(entryExportsKey)})]`;

/** Runs module code with no import or export left as a script, and gives the value of `expression` after it. */
const valueAfter = (code: string, expression = exportsObject): unknown => runInNewContext(`${code};\n${expression}`);

describe("the entry's code inline in the page", () => {
  it('leaves its exports, by the names the chunks import, in a frozen object shaped like a module namespace', () => {
    const code = 'function f(){return 1}const v=2;export{f as a,v as $t};';
    const inlined = inlineModuleCode(code, entryUrl);
    expect(inlined).toBe(
      `function f(){return 1}const v=2;${exportsObject}=` +
        'Object.freeze({__proto__:null,[Symbol.toStringTag]:"Module",a:f,$t:v});',
    );
    const exported = valueAfter(inlined) as { a: () => number; $t: number };
    expect(exported.a()).toBe(1);
    expect(exported.$t).toBe(2);
    expect(Object.isFrozen(exported)).toBe(true);
    expect(Object.getPrototypeOf(exported)).toBeNull();
    expect(Object.prototype.toString.call(exported)).toBe('[object Module]');
  });

  it('makes the specifiers of its dynamic imports relative to its file absolute, and leaves others alone', () => {
    const code = 'const p=()=>import(`./page-2.js`),s=()=>import("../lib/side.js"),q=n=>import(n);export{p,q,s};';
    const inlined = inlineModuleCode(code, entryUrl);
    expect(inlined).toContain('p=()=>import("/assets/page-2.js")');
    expect(inlined).toContain('s=()=>import("/lib/side.js")');
    expect(inlined).toContain('q=n=>import(n)');
  });

  it('escapes what would end or derail its script element inside strings, templates, expressions and comments', () => {
    const code =
      'const a="</script>",b=`<!--x`,c=/<\\/script/,d=/<!--/,e="\\<!--",f=/\\<\\/script/i;/* </SCRIPT> */' +
      'export{a,b,c,d,e,f};';
    const inlined = inlineModuleCode(code, entryUrl);
    expect(inlined).not.toMatch(/<\/script|<!--/i);
    const exported = valueAfter(inlined) as Record<string, unknown>;
    expect(exported.a).toBe('</script>');
    expect(exported.b).toBe('<!--x');
    expect((exported.c as RegExp).test('</script')).toBe(true);
    expect((exported.d as RegExp).test('<!--')).toBe(true);
    expect(exported.e).toBe('<!--');
    expect((exported.f as RegExp).test('</SCRIPT')).toBe(true);
  });

  it.each([
    ['an export assigned again', 'let n=1;function up(){n++}export{n,up};', "The entry's export n (n) can change"],
    ['an export declared twice', 'var n=1;var n=2;export{n};', "The entry's export n (n) can change"],
    ['an export a loop assigns', 'for(var n of[1,2]);export{n};', "The entry's export n (n) can change"],
    ['a function that replaces itself', 'function i(){i=()=>0;go()}export{i};', "The entry's export i (i) can change"],
    ['a static import', 'import{x}from"./shared.js";export{x};', 'which would run before the entry'],
    ['a top-level await', 'const m=await import("./a.js");export{m};', 'awaits at its top level'],
    ['a default export', 'export default 1;', 'default export'],
    ['a re-export', 'export*from"./more.js";', 're-exports a module'],
    ['an exported declaration', 'export const a=1;', 'exports a declaration'],
    ['"</script" in a tagged template', 'const t=String.raw`</script>`;export{t};', 'where it cannot be escaped'],
    ['"<!--" across tokens', 'let a=1,b=2;const c=a<!--b;export{c};', 'where it cannot be escaped'],
  ])('refuses %s, which would not behave as the file did', (_what, code, message) => {
    expect(() => inlineModuleCode(code, entryUrl)).toThrow(message);
  });

  it('lets a function redefine itself as it first runs, as Babel’s _extends does', () => {
    const code = 'function e(){return e=Object.assign.bind(),e.apply(null,arguments)}export{e as x};';
    const exported = valueAfter(inlineModuleCode(code, entryUrl)) as {
      x: (...objects: object[]) => object;
    };
    expect(exported.x({}, { a: 1 })).toEqual({ a: 1 });
    expect(exported.x({}, { b: 2 })).toEqual({ b: 2 });
  });
});

describe("a chunk's imports from the inline entry", () => {
  const chunkUrl = 'https://shop.example/assets/page-cart-def.js';

  it('takes named and namespace imports from the object the entry left, and keeps other imports', () => {
    const code =
      'import{a as x,$t as y}from"./index-abc.js";import*as all from"./index-abc.js";import{k}from"./kit.js";';
    expect(withEntryImportsInlined(code, chunkUrl, entryUrl)).toBe(
      `const {a:x,$t:y}=${exportsObject};const all=${exportsObject};import{k}from"./kit.js";`,
    );
    expect(withEntryImportsInlined(`f();${code}`, chunkUrl, entryUrl)).toMatch(
      /^const \{a:x,\$t:y\}=.*;f\(\);import\{k\}/,
    );
  });

  it('drops a bare import of the entry, which has run already', () => {
    expect(withEntryImportsInlined('import"./index-abc.js";f();', chunkUrl, entryUrl)).toBe('f();');
  });

  it('refuses an import an object cannot stand in for', () => {
    expect(() => withEntryImportsInlined('import d from"./index-abc.js";', chunkUrl, entryUrl)).toThrow('default');
    expect(() => withEntryImportsInlined('export{a}from"./index-abc.js";', chunkUrl, entryUrl)).toThrow('re-exports');
    expect(() => withEntryImportsInlined('const m=()=>import("./index-abc.js");', chunkUrl, entryUrl)).toThrow(
      'at run time',
    );
  });

  it('gives the chunk the values the entry exported', () => {
    const entry = inlineModuleCode('const price=n=>`₹${n}`;export{price as p};', entryUrl);
    const chunk = withEntryImportsInlined(
      'import{p as price}from"./index-abc.js";globalThis.shown=price(5);',
      chunkUrl,
      entryUrl,
    );
    // Each in a block of its own, as each module has its own scope.
    expect(valueAfter(`{${entry}}{${chunk}}`, 'shown')).toBe('₹5');
  });
});
