// The import graph's rules, checked by `npm run lint` (dependency-cruiser). Type-only imports count: a circle closed
// through a type still ties the files' changes together. docs/architecture.md explains each layer; a rule's comment
// says what it protects. scripts/dependency-rules.test.ts proves that each rule rejects a violating import.

export const test = '\\.test\\.tsx?$';
/** Test files and test support may reach further than the code they test (a store for a component, say). */
export const testCode = [test, '^web/src/testing/', '^mock-server/testing/', '^provider-kit/testing/'];

/** A feature's public entries: index.ts (components, hooks, its lazily loaded pages) and <feature>-store.ts (state). */
const featurePublicEntry = '^web/src/features/([^/]+)/(index\\.ts|\\1-store\\.ts)$';
/** The demo build's in-browser simulator, which the storefront's main.tsx alone loads, lazily. */
const inBrowserSimulatorEntry = '^mock-server/browser/start-in-browser-simulator\\.ts$';
const featureStoreEntry = '^web/src/features/([^/]+)/\\1-store\\.ts$';

export default {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import circles anywhere, type-only imports included.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'contracts-import-nothing-of-ours',
      comment: 'The contracts are the source of truth; everything else depends on them, never the other way round.',
      severity: 'error',
      from: { path: '^contracts/' },
      to: { path: '^(provider-kit|mock-server|web|scenarios|e2e|scripts)/' },
    },
    {
      name: 'provider-kit-over-the-contracts',
      comment:
        'The backend kit (provider:check, provider:proxy) judges any provider by the contracts alone: it never runs the ' +
        'simulator or the storefront; only its tests start a simulator to be judged.',
      severity: 'error',
      from: { path: '^provider-kit/', pathNot: testCode },
      to: { path: '^(mock-server|web|scenarios|e2e|scripts)/' },
    },
    {
      name: 'scenarios-are-data',
      comment:
        'A scenario is a data file over the contracts: the catalogue that reads the files imports only the contracts and the Node modules that read files, least of all the simulator that plays them.',
      severity: 'error',
      from: { path: '^scenarios/', pathNot: testCode },
      to: { pathNot: '^(contracts|scenarios)/|^(fs|path|url)$' },
    },
    {
      name: 'simulator-knows-no-client',
      comment: 'The simulator serves any client: it never imports the storefront or the e2e suites.',
      severity: 'error',
      from: { path: '^mock-server/' },
      to: { path: '^(web|e2e)/' },
    },
    {
      name: 'scenarios-handed-to-the-simulator',
      comment:
        'The simulator is handed the scenarios it plays and takes only their types; only its command line and test ' +
        'helpers pick them from scenarios/.',
      severity: 'error',
      from: { path: '^mock-server/', pathNot: ['^mock-server/server\\.ts$', ...testCode] },
      to: { path: '^scenarios/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'domain-without-the-simulator',
      comment: 'Rules and seed data work on the narrow state interface, never on the Simulator, the pipeline or HTTP.',
      severity: 'error',
      from: { path: '^mock-server/(domain|db|seed)/', pathNot: testCode },
      to: { path: ['^mock-server/(simulator|pipeline/|handlers/|transport/|testing/)', '^node_modules/msw/'] },
    },
    {
      name: 'pipeline-without-transport',
      comment:
        'The request pipeline and the handlers run in msw/node, a browser worker or the node:http transport alike.',
      severity: 'error',
      from: { path: '^mock-server/(pipeline|handlers)/' },
      to: { path: '^mock-server/transport/' },
    },
    {
      name: 'storefront-not-simulator',
      comment:
        'The storefront talks to a provider over HTTP only; it never imports the simulator, scenarios or e2e. The ' +
        "demo build's tooling (which hands the scenarios to the in-browser simulator) and its one entry are apart.",
      severity: 'error',
      from: { path: '^web/', pathNot: '^web/build/' },
      to: { path: '^(mock-server|scenarios|e2e)/', pathNot: inBrowserSimulatorEntry },
    },
    {
      name: 'in-browser-simulator-only-from-main',
      comment: "Only main.tsx starts the demo's in-browser simulator, so no page or feature ever reaches it.",
      severity: 'error',
      from: { path: '^web/', pathNot: '^web/src/main\\.tsx$' },
      to: { path: inBrowserSimulatorEntry },
    },
    {
      name: 'in-browser-simulator-lazily',
      comment:
        'main.tsx loads the in-browser simulator with import() in the demo build only: a static import would put the ' +
        'simulator into every build.',
      severity: 'error',
      from: { path: '^web/src/main\\.tsx$' },
      to: { path: inBrowserSimulatorEntry, dynamic: false },
    },
    {
      name: 'storefront-without-request-validation',
      comment: 'Validating requests reads the registry JSON, which a browser bundle should not carry.',
      severity: 'error',
      from: { path: '^web/' },
      to: { path: '^contracts/runtime/request-validation\\.ts$' },
    },
    {
      name: 'production-code-without-test-support',
      comment:
        'Test support (fakes, harnesses, test data) never ships in the storefront, the simulator or the backend kit.',
      severity: 'error',
      from: { path: '^(web|mock-server|provider-kit)/', pathNot: testCode },
      to: { path: '^(web/src|mock-server|provider-kit)/testing/' },
    },
    {
      name: 'specs-through-support',
      comment: 'e2e specs see the simulator only through the fixtures in e2e/support/ (its HTTP admin API).',
      severity: 'error',
      from: { path: '^e2e/', pathNot: '^e2e/support/' },
      to: { path: '^(mock-server|scenarios)/' },
    },
    {
      name: 'e2e-sees-the-storefront-in-a-browser',
      comment: 'The suites test the storefront as shoppers use it, through the browser, never by importing its code.',
      severity: 'error',
      from: { path: '^e2e/' },
      to: { path: '^web/' },
    },
    {
      name: 'e2e-runs-no-simulator-code',
      comment:
        'The suites take only types from the simulator; its server runs apart (loaded by tsx in support/), so the ' +
        'suites could steer a provider behind a proxy instead.',
      severity: 'error',
      from: { path: '^e2e/' },
      to: { path: '^(mock-server|scenarios)/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'one-design-system',
      comment:
        'Every screen is drawn with MUI and its one theme, every form with formik and yup: the home-made components, ' +
        'style modules and form state that stood beside them are gone for good (docs/decisions/0058).',
      severity: 'error',
      from: { path: '^web/' },
      to: {
        path: [
          '(^|/)lib/ui(/|$)',
          '(^|/)lib/(use-form|form-rules|person-rules|lazy-part)($|\\.)',
          '(^|/)components/(text-field|form-field)($|\\.)',
          '\\.module\\.css$',
        ],
      },
    },
    {
      name: 'lib-imports-no-feature',
      comment: 'lib/ is the bottom layer of the storefront: the API client, money, cookies, form rules, lazy pages.',
      severity: 'error',
      from: { path: '^web/src/lib/' },
      to: { path: '^web/src/(app|features|components)/' },
    },
    {
      name: 'components-import-no-feature',
      comment: 'Shared components serve every feature, so they depend on none.',
      severity: 'error',
      from: { path: '^web/src/components/' },
      to: { path: '^web/src/(app|features)/' },
    },
    {
      name: 'features-below-the-app',
      comment: 'The app composes the features; a feature never reaches up into the store, router or shell.',
      severity: 'error',
      from: { path: '^web/src/features/', pathNot: testCode },
      to: { path: '^web/src/app/' },
    },
    {
      name: 'feature-public-entries',
      comment: 'Another feature is used only through its index.ts or <feature>-store.ts, never through its files.',
      severity: 'error',
      from: { path: '^web/src/features/([^/]+)/' },
      to: { path: '^web/src/features/', pathNot: ['^web/src/features/$1/', featurePublicEntry] },
    },
    {
      name: 'components-read-other-features-through-hooks',
      comment:
        "A component reads or changes another feature's state through a hook from that feature's index.ts: its " +
        'store entry brings its sagas along.',
      severity: 'error',
      from: { path: '^web/src/features/([^/]+)/[^/]+\\.tsx$', pathNot: testCode },
      to: { path: featureStoreEntry, pathNot: '^web/src/features/$1/' },
    },
    {
      name: 'app-uses-public-entries',
      comment: 'The app, like any feature, uses a feature only through its public entries.',
      severity: 'error',
      from: { path: '^web/src/(app/|main\\.tsx$)', pathNot: testCode },
      to: { path: '^web/src/features/', pathNot: featurePublicEntry },
    },
    {
      name: 'store-imports-state-entries',
      comment: 'The store and the root saga take each feature through its <feature>-store.ts, never its UI entry.',
      severity: 'error',
      from: { path: '^web/src/app/(store|root-reducer|root-saga)\\.ts$' },
      to: { path: '^web/src/features/', pathNot: featureStoreEntry },
    },
    {
      name: 'store-carries-no-ui',
      comment: 'Nothing the store loads renders: no component or style sheet is reachable from it.',
      severity: 'error',
      from: { path: '^web/src/app/store\\.ts$' },
      to: { path: ['\\.tsx$', '\\.css$', '^node_modules/(react-dom|@mui|@emotion)/'], reachable: true },
    },
  ],
  options: {
    doNotFollow: { path: '^node_modules/' },
    exclude: { path: ['^contracts/generated/validators\\.js$', '(^|/)(demo-)?dist/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
  },
};
