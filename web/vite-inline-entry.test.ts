import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { entryExportsKey, inlineModuleCode, withEntryImportsInlined } from './vite-inline-entry';

const entryUrl = 'https://shop.example/assets/index-abc.js';
const exportsObject = `globalThis[Symbol.for(${JSON.stringify(entryExportsKey)})]`;

/** Runs module code with no import or export left as a script, and gives the value of `expression` after it. */
const valueAfter = (code: string, expression = exportsObject): unknown => runInNewContext(`${code};\n${expression}`);

describe("the entry's code inline in the page", () => {
  it('leaves its exports, by the names the chunks import, in a frozen object', () => {
    const code = 'function f(){return 1}const v=2;export{f as a,v as $t};';
    const inlined = inlineModuleCode(code, entryUrl);
    expect(inlined).toBe(`function f(){return 1}const v=2;${exportsObject}=Object.freeze({a:f,$t:v});`);
    const exported = valueAfter(inlined) as { a: () => number; $t: number };
    expect(exported.a()).toBe(1);
    expect(exported.$t).toBe(2);
    expect(Object.isFrozen(exported)).toBe(true);
  });

  it('makes the module specifiers relative to its file absolute, static or dynamic, and leaves others alone', () => {
    const code =
      'import{x}from"./shared-1.js";import"../lib/side.js";import"react";' +
      'const p=()=>import(`./page-2.js`),q=n=>import(n);export*from"./more.js";export{x as y};';
    const inlined = inlineModuleCode(code, entryUrl);
    expect(inlined).toContain('import{x}from"/assets/shared-1.js"');
    expect(inlined).toContain('import"/lib/side.js"');
    expect(inlined).toContain('import"react"');
    expect(inlined).toContain('import("/assets/page-2.js")');
    expect(inlined).toContain('q=n=>import(n)');
    expect(inlined).toContain('export*from"/assets/more.js"');
  });

  it('escapes what would end or derail its script element inside strings, templates, expressions and comments', () => {
    const code = 'const a="</script>",b=`<!--x`,c=/<\\/script/,d=/<!--/;/* </SCRIPT> */export{a,b,c,d};';
    const inlined = inlineModuleCode(code, entryUrl);
    expect(inlined).not.toMatch(/<\/script|<!--/i);
    const exported = valueAfter(inlined) as Record<string, unknown>;
    expect(exported.a).toBe('</script>');
    expect(exported.b).toBe('<!--x');
    expect((exported.c as RegExp).test('</script')).toBe(true);
    expect((exported.d as RegExp).test('<!--')).toBe(true);
  });

  it('refuses what would not behave as the file did', () => {
    expect(() => inlineModuleCode('let n=1;function up(){n++}export{n,up};', entryUrl)).toThrow(
      'The entry assigns its export n (n) again',
    );
    expect(() => inlineModuleCode('export default 1;', entryUrl)).toThrow('default export');
    expect(() => inlineModuleCode('export const a=1;', entryUrl)).toThrow('exports a declaration');
    expect(() => inlineModuleCode('const t=String.raw`</script>`;export{t};', entryUrl)).toThrow(
      'where it cannot be escaped',
    );
  });

  it('lets a function redefine itself as it first runs, as Babel’s _extends does', () => {
    const code = 'function e(){return e=Object.assign.bind(),e.apply(this,arguments)}export{e as x};';
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
