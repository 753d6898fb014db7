import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const readonly = (...names) => Object.fromEntries(names.map((name) => [name, 'readonly']));

// no-implied-eval only recognises setTimeout(string) and friends when they are declared globals.
const timerGlobals = readonly('window', 'self', 'setTimeout', 'setInterval', 'clearTimeout', 'clearInterval');

// Plain .js/.mjs files (scripts that must run before `npm ci`) are not type-checked, so no-undef stays on for them.
const nodeGlobals = readonly('process', 'console', 'URL', 'Buffer');

const restrictedEverywhere = [
  {
    selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
    message: 'dangerouslySetInnerHTML is forbidden: render text, never HTML strings.',
  },
  {
    selector: "Property[key.name='dangerouslySetInnerHTML']",
    message: 'dangerouslySetInnerHTML is forbidden: render text, never HTML strings.',
  },
];

export default defineConfig(
  globalIgnores([
    '**/dist/',
    '**/demo-dist/',
    'test-results/',
    'playwright-report/',
    'blob-report/',
    'qa-report/',
    'coverage/',
    'reports/',
    'contracts/generated/**',
    '**/mockServiceWorker.js',
  ]),
  js.configs.recommended,
  tseslint.configs.strict,
  {
    languageOptions: { globals: timerGlobals },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      'no-eval': 'error',
      'no-new-func': 'error',
      'no-implied-eval': 'error',
      'no-restricted-syntax': ['error', ...restrictedEverywhere],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    languageOptions: { globals: nodeGlobals },
  },
  {
    files: ['mock-server/**/*.ts'],
    ignores: ['mock-server/**/*.test.ts', 'mock-server/testing/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...restrictedEverywhere,
        {
          selector: "ObjectExpression > Property[kind='get'], ObjectExpression > Property[kind='set']",
          message:
            "An accessor in an object literal lives in V8's old space with its closure, which then outlives young " +
            'collections with all it holds: define it on a class (docs/decisions/0019-simulator-requests-die-young.md).',
        },
      ],
    },
  },
  // The import graph's boundaries are dependency-cruiser's (.dependency-cruiser.mjs), not ESLint's.
  {
    files: ['web/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat['recommended-latest']],
  },
);
