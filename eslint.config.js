// @ts-check
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** The areas of src/features/ (resources/vocabulary.ts `FeatureArea`). */
const FEATURE_AREAS = [
  'assets',
  'accounts',
  'sessions',
  'tickets',
  'jobs',
  'dashboards',
  'users',
  'rbac',
  'acls',
  'settings',
  'terminal',
  'system',
  'profile',
  'workbench',
];

/**
 * A spinner is either named (what is loading) or hidden beside the words that say it (axe's
 * aria-progressbar-name; docs/shell.md §1.4).
 */
const NAMED_SPINNER = {
  selector:
    "JSXOpeningElement[name.name='CircularProgress']:not(:has(JSXAttribute[name.name=/^aria-(label|labelledby|hidden)$/]))",
  message: 'A CircularProgress needs aria-label, or aria-hidden beside text saying what loads.',
};

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', 'bench/.runs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-implied-eval': 'error',
      'no-eval': 'error',
      'no-new-func': 'error',
    },
  },
  // Import direction (issue 12 item 10): the providers know no descriptor and no screen; the
  // descriptor registry is data and never loads UI. Type-only imports describe shapes and are allowed.
  {
    files: ['dataProvider/**/*.{ts,tsx}', 'authProvider/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/resources', '**/resources/**', '**/src', '**/src/**'],
              allowTypeImports: true,
              message:
                'The providers are handed what they need by the app; they import nothing from resources/ or src/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['resources/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react-*',
                'react/*',
                '@mui/*',
                'react-admin',
                'ra-*',
                '**/src',
                '**/src/**',
              ],
              message:
                'Descriptors are data: they never import UI (name a feature component instead).',
            },
          ],
        },
      ],
    },
  },
  // A browser test runs on its worker's own demo backend, reset after every test
  // (tests/e2e/demoServer.ts); Playwright's bare `test` has no server at all.
  {
    files: ['tests/e2e/**/*.ts'],
    // The nginx and Docker suites start their own servers (tests/e2e/nginxSite.ts).
    ignores: ['tests/e2e/demoServer.ts', 'tests/e2e/nginxSite.ts', 'tests/e2e/dockerImage.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message:
                "Import `test` from './demoServer': its worker's own demo backend and server.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.tsx'],
    rules: { 'no-restricted-syntax': ['error', NAMED_SPINNER] },
  },
  // An area of src/features/ never imports another area (each is loaded on its own), nor reaches
  // one by name through the feature registry: what it shows of its own it imports.
  ...FEATURE_AREAS.map((area) => {
    const others = FEATURE_AREAS.filter((a) => a !== area);
    return {
      files: [`src/features/${area}/**/*.{ts,tsx}`],
      rules: {
        'no-restricted-syntax': [
          'error',
          {
            selector: `CallExpression[callee.name=/^(featureComponent|hasFeature)$/]:not([arguments.0.value=/^${area}\\//])`,
            message: `An area of src/features/ never reaches another through the registry (this is ${area}).`,
          },
          NAMED_SPINNER,
        ],
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                group: others.flatMap((o) => [
                  `**/features/${o}`,
                  `**/features/${o}/**`,
                  `../${o}`,
                  `../${o}/**`,
                  `../../${o}`,
                  `../../${o}/**`,
                ]),
                message: `An area of src/features/ never imports another area (this is ${area}).`,
              },
            ],
          },
        ],
      },
    };
  }),
);
