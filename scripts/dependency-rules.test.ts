import type { ICruiseResult, IForbiddenRuleType } from 'dependency-cruiser';
import { cruise } from 'dependency-cruiser';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// A variable, not a literal: the config is plain JavaScript without type declarations.
const configUrl = new URL('../.dependency-cruiser.mjs', import.meta.url).href;
const { default: config } = (await import(configUrl)) as { default: { forbidden: IForbiddenRuleType[] } };
const foldersConfigUrl = new URL('../.dependency-cruiser-folders.mjs', import.meta.url).href;
const { default: foldersConfig } = (await import(foldersConfigUrl)) as {
  default: { forbidden: IForbiddenRuleType[]; options: { exclude: { path: string[] } } };
};

const trees: string[] = [];
afterAll(() => trees.forEach((tree) => rmSync(tree, { recursive: true, force: true })));

/**
 * The rules' names that a tree of files, laid out like the repository, breaks: the rules of .dependency-cruiser.mjs,
 * or of another config (the folder-level one, which leaves test code out).
 */
async function brokenRules(
  files: Readonly<Record<string, string>>,
  { forbidden, exclude }: { forbidden: IForbiddenRuleType[]; exclude?: string[] } = config,
): Promise<string[]> {
  const tree = mkdtempSync(join(tmpdir(), 'dependency-rules-'));
  trees.push(tree);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(tree, path)), { recursive: true });
    writeFileSync(join(tree, path), text);
  }
  const { output } = await cruise(['.'], {
    baseDir: tree,
    ruleSet: { forbidden },
    ...(exclude === undefined ? {} : { exclude: { path: exclude } }),
    validate: true,
    tsPreCompilationDeps: true,
  });
  const { modules, summary } = output as ICruiseResult;
  // An import that does not resolve draws no edge, and a rule can only pass over it: the trees must resolve whole.
  const unresolved = modules.flatMap((module) =>
    module.dependencies.filter((dependency) => dependency.couldNotResolve),
  );
  expect(unresolved.map((dependency) => dependency.module)).toEqual([]);
  const { violations } = summary;
  return [...new Set(violations.map((violation) => violation.rule.name))].sort();
}

const exporting = 'export const value = 1;\n';
const importing = (path: string) => `import { value } from '${path}';\nexport const copy = value;\n`;
const typeImporting = (path: string) => `import type { value } from '${path}';\nexport type Copy = typeof value;\n`;

describe('the import rules', () => {
  it('accept a tree that keeps every boundary', async () => {
    expect(
      await brokenRules({
        'contracts/index.ts': exporting,
        'scenarios/load-scenarios.ts': importing('../contracts/index'),
        'scenarios/index.ts': `${importing('./load-scenarios')}import { readFileSync } from 'node:fs';\nexport const read = readFileSync;\n`,
        'mock-server/state.ts': exporting,
        'mock-server/domain/cart.ts': importing('../state'),
        'mock-server/simulator.ts': importing('./domain/cart'),
        'mock-server/pipeline/endpoint.ts': importing('../simulator'),
        'mock-server/transport/app.ts': importing('../pipeline/endpoint'),
        'mock-server/server.ts': `${importing('../scenarios/index')}export { copy as app } from './transport/app';\n`,
        'e2e/support/fixtures.ts': `${typeImporting('../../mock-server/transport/app')}export const value = 1;\n`,
        'e2e/login.spec.ts': importing('./support/fixtures'),
        'mock-server/browser/start-in-browser-simulator.ts': importing('../simulator'),
        'web/src/main.tsx': `export const load = () => import('../../mock-server/browser/start-in-browser-simulator');\n`,
        'provider-kit/check.ts': importing('../contracts/index'),
        'provider-kit/check.test.ts': importing('../mock-server/server'),
        'web/src/lib/money.ts': importing('../../../contracts/index'),
        'web/src/components/card.tsx': importing('../lib/money'),
        'web/src/features/search/search-slice.ts': importing('../../lib/money'),
        'web/src/features/search/search-store.ts': importing('./search-slice'),
        'web/src/features/search/search-box.tsx': importing('./search-store'),
        'web/src/features/search/index.ts': importing('./search-box'),
        'web/src/features/cart/cart-slice.ts': importing('../search/search-store'),
        'web/src/features/cart/cart-page.tsx': `${importing('../search/index')}export { copy as card } from '../../components/card';\n`,
        'web/src/features/cart/cart-store.ts': importing('./cart-slice'),
        'web/src/features/cart/index.ts': importing('./cart-page'),
        'web/src/app/root-reducer.ts': `${importing('../features/search/search-store')}export { copy as cart } from '../features/cart/cart-store';\n`,
        'web/src/app/store.ts': importing('./root-reducer'),
        'web/src/app/router.tsx': `${importing('../features/cart/index')}export { copy as store } from './store';\n`,
        'web/src/features/search/search-box.test.tsx': importing('../../app/store'),
      }),
    ).toEqual([]);
  });

  it('reject an import circle, even one closed by a type import', async () => {
    expect(
      await brokenRules({
        'e2e/support/fixtures.ts': "import type { Tokens } from './session';\nexport type Control = Tokens;\n",
        'e2e/support/session.ts': "import type { Control } from './fixtures';\nexport type Tokens = Control[];\n",
      }),
    ).toEqual(['no-circular']);
  });

  it('reject a deep import into another feature, but not its public entries', async () => {
    expect(
      await brokenRules({
        'web/src/features/product/product-selection.ts': exporting,
        'web/src/features/cart/cart-slice.ts': importing('../product/product-selection'),
      }),
    ).toEqual(['feature-public-entries']);
  });

  it('reject a package the layer must not reach: msw in the domain, react-dom behind the store', async () => {
    const fakePackage = (name: string) => ({
      [`node_modules/${name}/package.json`]: JSON.stringify({ name, type: 'module', main: 'index.js' }),
      [`node_modules/${name}/index.js`]: exporting,
    });
    expect(await brokenRules({ ...fakePackage('msw'), 'mock-server/domain/cart.ts': importing('msw') })).toEqual([
      'domain-without-the-simulator',
    ]);
    expect(
      await brokenRules({
        ...fakePackage('react-dom'),
        'web/src/features/search/search-store.ts': importing('react-dom'),
        'web/src/app/store.ts': importing('../features/search/search-store'),
      }),
    ).toEqual(['store-carries-no-ui']);
  });

  it.each([
    ['a component of lib/ui', 'web/src/lib/ui/button.tsx', '../../lib/ui/button'],
    ['the home-made form state', 'web/src/lib/use-form.ts', '../../lib/use-form'],
    ['the home-made form rules', 'web/src/lib/form-rules.ts', '../../lib/form-rules'],
    ['a CSS module', 'web/src/features/cart/cart-page.module.css', './cart-page.module.css'],
  ])('reject %s beside MUI and formik', async (_what, module, specifier) => {
    expect(
      await brokenRules({
        [module]: module.endsWith('.css') ? '.page { display: grid; }\n' : exporting,
        'web/src/features/cart/cart-page.tsx': `import '${specifier}';\nexport const page = 1;\n`,
      }),
    ).toEqual(['one-design-system']);
  });

  describe('at folder level (production code alone)', () => {
    const folderRules = { forbidden: foldersConfig.forbidden, exclude: foldersConfig.options.exclude.path };
    // Two features, each using the other through a different file: no file circle, a folder one.
    const tangled = {
      'web/src/features/cart/cart-store.ts': exporting,
      'web/src/features/cart/cart-page.tsx': importing('../order/index'),
      'web/src/features/order/index.ts': exporting,
      'web/src/features/order/order-saga.ts': importing('../cart/cart-store'),
    };

    it('reject two feature folders that depend on each other without a file circle', async () => {
      expect(await brokenRules(tangled)).toEqual([]);
      expect(await brokenRules(tangled, folderRules)).toEqual(['no-folder-circles']);
    });

    it('reject two folders of the simulator that depend on each other', async () => {
      expect(
        await brokenRules(
          {
            'mock-server/db/rows.ts': exporting,
            'mock-server/db/seed.ts': importing('../domain/money'),
            'mock-server/domain/money.ts': exporting,
            'mock-server/domain/cart.ts': importing('../db/rows'),
          },
          folderRules,
        ),
      ).toEqual(['no-folder-circles']);
    });

    it('leave a test that reaches back across folders alone', async () => {
      expect(
        await brokenRules(
          {
            'web/src/features/cart/cart-store.ts': exporting,
            'web/src/features/order/order-saga.ts': importing('../cart/cart-store'),
            'web/src/features/cart/cart-store.test.ts': importing('../order/order-saga'),
          },
          folderRules,
        ),
      ).toEqual([]);
    });
  });

  it('reject a store entry that is not named after its feature', async () => {
    expect(
      await brokenRules({
        'web/src/features/auth/login-store.ts': exporting,
        'web/src/features/cart/cart-slice.ts': importing('../auth/login-store'),
      }),
    ).toEqual(['feature-public-entries']);
  });

  it.each([
    [
      'contracts-import-nothing-of-ours',
      { 'web/src/lib/money.ts': exporting, 'contracts/x.ts': importing('../web/src/lib/money') },
    ],
    [
      'scenarios-are-data',
      { 'mock-server/simulator.ts': exporting, 'scenarios/x.ts': importing('../mock-server/simulator') },
    ],
    [
      'simulator-knows-no-client',
      { 'web/src/lib/money.ts': exporting, 'mock-server/x.ts': importing('../web/src/lib/money') },
    ],
    [
      'scenarios-handed-to-the-simulator',
      { 'scenarios/default.ts': exporting, 'mock-server/transport/app.ts': importing('../../scenarios/default') },
    ],
    ['scenarios-are-data', { 'scenarios/x.ts': importing('node:http') }],
    [
      'storefront-without-request-validation',
      {
        'contracts/runtime/request-validation.ts': exporting,
        'web/src/lib/api-client.ts': importing('../../../contracts/runtime/request-validation'),
      },
    ],
    [
      'production-code-without-test-support',
      { 'web/src/testing/fake-api.ts': exporting, 'web/src/lib/api-client.ts': importing('../testing/fake-api') },
    ],
    [
      'production-code-without-test-support',
      {
        'provider-kit/testing/sample-result.ts': exporting,
        'provider-kit/check/report-table.ts': importing('../testing/sample-result'),
      },
    ],
    [
      'e2e-sees-the-storefront-in-a-browser',
      { 'web/src/lib/money.ts': exporting, 'e2e/support/fixtures.ts': importing('../../web/src/lib/money') },
    ],
    [
      'components-read-other-features-through-hooks',
      {
        'web/src/features/session/session-store.ts': exporting,
        'web/src/features/cart/cart-button.tsx': importing('../session/session-store'),
      },
    ],
    [
      'domain-without-the-simulator',
      { 'mock-server/simulator.ts': exporting, 'mock-server/domain/cart.ts': importing('../simulator') },
    ],
    [
      'pipeline-without-transport',
      { 'mock-server/transport/app.ts': exporting, 'mock-server/pipeline/endpoint.ts': importing('../transport/app') },
    ],
    [
      'storefront-not-simulator',
      { 'mock-server/simulator.ts': exporting, 'web/src/main.tsx': importing('../../mock-server/simulator') },
    ],
    [
      'in-browser-simulator-only-from-main',
      {
        'mock-server/browser/start-in-browser-simulator.ts': exporting,
        'web/src/app/app.tsx': `export const load = () => import('../../../mock-server/browser/start-in-browser-simulator');\n`,
      },
    ],
    [
      'in-browser-simulator-lazily',
      {
        'mock-server/browser/start-in-browser-simulator.ts': exporting,
        'web/src/main.tsx': importing('../../mock-server/browser/start-in-browser-simulator'),
      },
    ],
    [
      'specs-through-support',
      { 'mock-server/simulator.ts': exporting, 'e2e/x.spec.ts': typeImporting('../mock-server/simulator') },
    ],
    [
      'e2e-runs-no-simulator-code',
      { 'mock-server/simulator.ts': exporting, 'e2e/support/fixtures.ts': importing('../../mock-server/simulator') },
    ],
    [
      'lib-imports-no-feature',
      {
        'web/src/features/feedback/feedback-store.ts': exporting,
        'web/src/lib/api-saga.ts': importing('../features/feedback/feedback-store'),
      },
    ],
    [
      'components-import-no-feature',
      {
        'web/src/features/product/index.ts': exporting,
        'web/src/components/card.tsx': importing('../features/product/index'),
      },
    ],
    [
      'features-below-the-app',
      { 'web/src/app/store.ts': exporting, 'web/src/features/search/search-box.tsx': importing('../../app/store') },
    ],
    [
      'app-uses-public-entries',
      {
        'web/src/features/auth/login-page.tsx': exporting,
        'web/src/app/router.tsx': importing('../features/auth/login-page'),
      },
    ],
    [
      'store-imports-state-entries',
      {
        'web/src/features/search/index.ts': exporting,
        'web/src/app/root-reducer.ts': importing('../features/search/index'),
      },
    ],
    [
      'provider-kit-over-the-contracts',
      { 'mock-server/simulator.ts': exporting, 'provider-kit/proxy.ts': importing('../mock-server/simulator') },
    ],
    [
      'store-carries-no-ui',
      {
        'web/src/features/search/search-box.tsx': exporting,
        'web/src/features/search/search-store.ts': importing('./search-box'),
        'web/src/app/store.ts': importing('../features/search/search-store'),
      },
    ],
  ] as const)('%s rejects a violating import', async (rule, files) => {
    expect(await brokenRules(files)).toEqual([rule]);
  });
});
