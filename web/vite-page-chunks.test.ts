import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { importCycle, pageChunks } from './vite-page-chunks';

const src = '/repo/web/src';
const mui = '/repo/node_modules/@mui/material/Button/Button.js';

/** A module graph as rolldown reports it once the build has read every module: id -> static and dynamic imports. */
const graph: Record<string, { imports?: string[]; dynamicImports?: string[]; isEntry?: boolean }> = {
  [`${src}/main.tsx`]: {
    imports: [`${src}/app/router.tsx`],
    dynamicImports: ['/repo/mock-server/simulator.ts', `${src}/lib/toast.ts`],
    isEntry: true,
  },
  // The demo's simulator, which checks the answers of the account's call with the account's own validators.
  '/repo/mock-server/simulator.ts': { imports: [`${src}/contracts/parts/profile.js`] },
  [`${src}/app/router.tsx`]: {
    imports: [`${src}/features/shop/index.ts`, `${src}/features/account/index.ts`, `${src}/lib/money.ts`],
  },
  [`${src}/lib/money.ts`]: { imports: ['/repo/node_modules/@mui/system/colorManipulator.js'] },
  '/repo/node_modules/@mui/system/colorManipulator.js': {},
  [`${src}/features/shop/index.ts`]: {
    dynamicImports: [
      `${src}/features/shop/cart-page.tsx`,
      `${src}/features/shop/orders-page.tsx`,
      `${src}/features/shop/returns-page.tsx`,
    ],
  },
  // Another page drawn without MUI, sharing the cart's lines and the field, with a form of its own.
  [`${src}/features/shop/returns-page.tsx`]: {
    imports: [
      `${src}/features/shop/cart-lines.tsx`,
      `${src}/features/shop/returns-form.tsx`,
      `${src}/lib/ui/field.tsx`,
    ],
  },
  // The form uses the toast, which the entry also loads on demand.
  [`${src}/features/shop/returns-form.tsx`]: { imports: [`${src}/lib/toast.ts`] },
  [`${src}/lib/toast.ts`]: {},
  // Drawn without MUI, though it uses the entry's colour helpers (through money.ts); it opens a MUI dialog on demand.
  [`${src}/features/shop/cart-page.tsx`]: {
    imports: [
      `${src}/features/shop/cart-lines.tsx`,
      `${src}/lib/ui/field.tsx`,
      `${src}/lib/money.ts`,
      `${src}/contracts/answers/place-order.ts`,
      '\0vite/preload-helper.js',
    ],
    dynamicImports: [`${src}/features/shop/cart-dialog.tsx`],
  },
  [`${src}/features/shop/cart-lines.tsx`]: { imports: ['/repo/node_modules/clsx/dist/clsx.mjs'] },
  '/repo/node_modules/clsx/dist/clsx.mjs': {},
  [`${src}/lib/ui/field.tsx`]: {},
  // The answers of a call only the shop's pages make, and a part of them that another feature's answers share.
  [`${src}/contracts/answers/place-order.ts`]: { imports: [`${src}/contracts/parts/order.js`] },
  [`${src}/contracts/parts/order.js`]: {},
  [`${src}/contracts/answers/get-profile.ts`]: {
    imports: [`${src}/contracts/parts/order.js`, `${src}/contracts/parts/profile.js`],
  },
  [`${src}/contracts/parts/profile.js`]: {},
  '\0vite/preload-helper.js': {},
  [`${src}/features/shop/cart-dialog.tsx`]: { imports: [mui, `${src}/features/shop/dialog-text.ts`] },
  [`${src}/features/shop/dialog-text.ts`]: {},
  // A MUI page sharing the field and a helper of its own that uses MUI.
  [`${src}/features/shop/orders-page.tsx`]: {
    imports: [`${src}/lib/ui/field.tsx`, `${src}/features/shop/orders-table.tsx`],
  },
  [`${src}/features/shop/orders-table.tsx`]: { imports: [mui] },
  [mui]: {},
  // Another feature: a page drawn without MUI that makes a call of its own, and a MUI page that uses the field.
  [`${src}/features/account/index.ts`]: {
    dynamicImports: [`${src}/features/account/settings-page.tsx`, `${src}/features/account/profile-page.tsx`],
  },
  [`${src}/features/account/settings-page.tsx`]: { imports: [`${src}/contracts/answers/get-profile.ts`] },
  [`${src}/features/account/profile-page.tsx`]: { imports: [mui, `${src}/lib/ui/field.tsx`] },
};

function chunkNames(options?: Parameters<typeof pageChunks>[0]): Record<string, string | null> {
  const { plugin, chunkName } = pageChunks(options);
  const context = {
    getModuleIds: () => Object.keys(graph)[Symbol.iterator](),
    getModuleInfo: (id: string) => ({
      importedIds: graph[id]?.imports ?? [],
      dynamicallyImportedIds: graph[id]?.dynamicImports ?? [],
      isEntry: graph[id]?.isEntry === true,
    }),
  };
  (plugin.buildEnd as (this: typeof context) => void).call(context);
  return Object.fromEntries(Object.keys(graph).map((id) => [id.replace('/repo/', ''), chunkName(id)]));
}

describe('pageChunks', () => {
  it("puts a MUI-free page's own modules in its feature's chunk and the shared ones in page-kit", () => {
    expect(chunkNames()).toMatchObject({
      'web/src/features/shop/cart-page.tsx': 'page-shop',
      'web/src/features/shop/cart-lines.tsx': 'page-shop',
      'web/src/features/account/settings-page.tsx': 'page-account',
      'web/src/contracts/parts/order.js': 'page-kit',
    });
  });

  it("puts a module outside the features that only one feature uses in that feature's chunk", () => {
    expect(chunkNames()).toMatchObject({
      'web/src/contracts/answers/place-order.ts': 'page-shop',
      'web/src/contracts/answers/get-profile.ts': 'page-account',
      'node_modules/clsx/dist/clsx.mjs': 'page-shop',
    });
  });

  it("counts a MUI page's use of a module, so that the MUI page loads no other feature's chunk for it", () => {
    expect(chunkNames()).toMatchObject({ 'web/src/lib/ui/field.tsx': 'page-kit' });
  });

  it("keeps in page-kit what code outside the features imports too, so that it loads no feature's chunk for it", () => {
    expect(chunkNames()).toMatchObject({
      'web/src/contracts/parts/profile.js': 'page-kit',
      'web/src/lib/toast.ts': 'page-kit',
    });
  });

  it('keeps what only a page apart uses of its feature in a chunk of its own, and what it shares where it was', () => {
    expect(chunkNames({ pagesApart: [/returns-page\.tsx$/] })).toMatchObject({
      'web/src/features/shop/returns-page.tsx': 'page-shop-returns',
      'web/src/features/shop/returns-form.tsx': 'page-shop-returns',
      'web/src/features/shop/cart-page.tsx': 'page-shop',
      'web/src/features/shop/cart-lines.tsx': 'page-shop',
      'web/src/lib/ui/field.tsx': 'page-kit',
    });
    expect(chunkNames()).toMatchObject({
      'web/src/features/shop/returns-page.tsx': 'page-shop',
      'web/src/features/shop/returns-form.tsx': 'page-shop',
    });
  });

  it("leaves the entry's modules, MUI users and what loads only on demand to rolldown", () => {
    expect(chunkNames()).toMatchObject({
      'web/src/main.tsx': null,
      'web/src/lib/money.ts': null,
      'web/src/features/shop/orders-page.tsx': null,
      'web/src/features/shop/orders-table.tsx': null,
      'web/src/features/shop/cart-dialog.tsx': null,
      'web/src/features/shop/dialog-text.ts': null,
      'node_modules/@mui/material/Button/Button.js': null,
      '\0vite/preload-helper.js': null,
    });
  });
});

describe('importCycle', () => {
  const chunk = (imports: string[]) => ({ type: 'chunk', imports }) as unknown as Rollup.OutputChunk;

  it('finds two chunks that import each other through a third', () => {
    const bundle: Rollup.OutputBundle = {
      'index.js': chunk(['page-auth.js']),
      'page-auth.js': chunk(['page-kit.js']),
      'page-kit.js': chunk(['page-session.js']),
      'page-session.js': chunk(['page-auth.js']),
    };
    expect(importCycle(bundle)).toEqual(['page-auth.js', 'page-kit.js', 'page-session.js', 'page-auth.js']);
  });

  it('finds none where chunks share imports without a way back', () => {
    const bundle: Rollup.OutputBundle = {
      'index.js': chunk([]),
      'page-auth.js': chunk(['page-kit.js', 'page-session.js', 'index.js']),
      'page-cart.js': chunk(['page-kit.js', 'page-session.js', 'index.js']),
      'page-session.js': chunk(['page-kit.js', 'index.js']),
      'page-kit.js': chunk(['index.js']),
    };
    expect(importCycle(bundle)).toBeUndefined();
  });
});
