import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import checkFile from 'eslint-plugin-check-file';
import { readdirSync } from 'node:fs';

/**
 * A relative import reaching into another client feature's folders (`../../auth/api/session`),
 * not through its `index.ts`. Same-feature imports (`../api/x`) and client/lib or
 * client/components (`../../../lib/cn`) do not match.
 */
const CROSS_FEATURE_DEEP_IMPORT = '^(\\.\\./)+(?!lib/|components/|queries/)[a-z0-9-]+/[^/]+/';

/** The client's feature folders: each may be entered by another feature only through its index.ts. */
const CLIENT_FEATURES = readdirSync(new URL('./client/features/', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * A relative import of another server module's repository, from the module's root or from one of its
 * subfolders (`../feed/feed.repository`, `../../feed/feed.repository`); providers', db's and lib's
 * files are not modules.
 */
const OTHER_MODULE_REPOSITORY =
  '^(\\.\\./)+(?!providers/|db/|lib/)[a-z0-9-]+/([a-z0-9-]+/)*[a-z0-9-]+\\.repository$';

/** The server's modules: each may be entered by another module only through its index.ts or a service. */
const SERVER_MODULES = readdirSync(new URL('./server/modules/', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The server's foundation: what modules stand on (decision 038). */
const SERVER_FLOORS = [
  './server/config.ts',
  './server/app-types.ts',
  './server/db',
  './server/lib',
  './server/plugins',
  './server/providers',
];

/** What composes the server's modules into a process or fills a database with them. */
const SERVER_COMPOSERS = [
  './server/setup',
  './server/cli',
  './server/app.ts',
  './server/server.ts',
];

/** TanStack Query client methods whose first argument is a query key. */
const QUERY_KEY_METHODS =
  '/^(getQueryData|setQueryData|getQueriesData|setQueriesData|fetchQuery|prefetchQuery|ensureQueryData|getQueryState)$/';

/**
 * API paths come from common/api-routes.ts (`apiPath(name, params)`, decision 036): a string or
 * template literal starting with /api/ in client code is a second copy of the route table.
 */
const API_PATH_LITERALS = [
  {
    selector: 'Literal[value=/^\\u002Fapi\\u002F/]',
    message: 'Build API paths with apiPath() from @common/api-routes.',
  },
  {
    selector: 'TemplateLiteral > TemplateElement:first-child[value.raw=/^\\u002Fapi\\u002F/]',
    message: 'Build API paths with apiPath() from @common/api-routes.',
  },
];

/** What client code may not write (API paths, query keys outside client/lib/queries). */
const CLIENT_RESTRICTED_SYNTAX = [
  ...API_PATH_LITERALS,
  {
    selector: "Property[key.name='queryKey'] > ArrayExpression",
    message:
      'Query keys are written only in client/lib/queries/ (use its queryOptions or keys objects).',
  },
  {
    selector: "Property[key.name='queryKey'] > TSAsExpression > ArrayExpression",
    message:
      'Query keys are written only in client/lib/queries/ (use its queryOptions or keys objects).',
  },
  {
    selector: `CallExpression[callee.property.name=${QUERY_KEY_METHODS}] > ArrayExpression:first-child`,
    message:
      'Query keys are written only in client/lib/queries/ (use its queryOptions or keys objects).',
  },
  {
    selector: `CallExpression[callee.property.name=${QUERY_KEY_METHODS}] > TSAsExpression:first-child > ArrayExpression`,
    message:
      'Query keys are written only in client/lib/queries/ (use its queryOptions or keys objects).',
  },
];

/**
 * Visible words belong in the catalogues (common/i18n/locales, decision 047): in every client
 * component, JSX text and the text-bearing attributes must not be string literals (brand names
 * aside).
 */
const I18N_CONVERTED = ['client/**/*.tsx'];
const NO_UNLOCALIZED_TEXT = [
  {
    selector: 'JSXText[value=/^(?!\\s*(YouTube|Spotify|Hearsay)\\s*$)[\\s\\S]*[A-Za-z]{2,}/]',
    message: "Visible text comes from the catalogue: t('key') (docs/i18n.md).",
  },
  {
    selector:
      'JSXAttribute[name.name=/^(aria-label|title|alt|placeholder|label|hint|aria-description)$/] > Literal[value=/[A-Za-z]{2,}/]',
    message: "Visible text comes from the catalogue: t('key') (docs/i18n.md).",
  },
];

/**
 * Lint rules, including the boundaries of ARCHITECTURE.md: common/ imports neither side; client
 * features use each other only through their index.ts; client/lib and client/components import no
 * feature; a server module reaches another module only through its index.ts or a service;
 * query keys are written only in client/lib/queries; no import cycles; kebab-case file names.
 */
export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
      'server/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['common/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['**/client/**', '**/server/**', 'react', 'fastify', 'drizzle-orm*'] },
      ],
    },
  },
  {
    files: ['client/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/server/**'] }] },
  },
  {
    files: ['client/features/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**'] },
            {
              regex: CROSS_FEATURE_DEEP_IMPORT,
              message:
                "Import another feature through its index.ts (e.g. '../../auth'), not its internals.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['client/lib/**', 'client/components/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**'] },
            {
              group: ['**/features/**', '**/features'],
              message: 'client/lib and client/components never import features.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    ignores: ['client/lib/queries/**', 'client/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...CLIENT_RESTRICTED_SYNTAX] },
  },
  {
    files: I18N_CONVERTED,
    // Tests and their render helpers show fixture text, not the app's.
    ignores: ['client/**/*.test.tsx', 'client/testing/**'],
    rules: {
      'no-restricted-syntax': ['error', ...CLIENT_RESTRICTED_SYNTAX, ...NO_UNLOCALIZED_TEXT],
    },
  },
  {
    files: ['client/lib/queries/**'],
    ignores: ['client/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...API_PATH_LITERALS] },
  },
  {
    files: ['client/**/*.tsx'],
    ignores: ['client/**/*.test.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['server/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/client/**'] }] },
  },
  {
    // The first screen's integration test renders with the client's own server entry, from source.
    files: ['server/first-screen.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/client/**', '!**/client/entry-server'] }] },
      ],
    },
  },
  {
    files: ['server/modules/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/client/**'] },
            {
              regex: OTHER_MODULE_REPOSITORY,
              message: "Call the other module's service, not its repository.",
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'client/**/*.{ts,tsx}',
      'server/**/*.ts',
      'common/**/*.ts',
      'bench/**/*.ts',
      'scripts/**/*.{ts,mjs}',
      'e2e/**/*.ts',
    ],
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: {
      // Parse TypeScript dependencies too, or no-cycle never follows an import into a .ts file.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
  {
    // Another feature's files only through its index.ts, from any depth (the relative-path pattern above
    // cannot see a file at a feature's root, e.g. '../../player/player-store').
    // Tests may set up another feature's state or use its test helpers.
    files: ['client/features/**/*.{ts,tsx}'],
    ignores: ['client/**/*.test.{ts,tsx}'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: CLIENT_FEATURES.map((feature) => ({
            target: `./client/features/${feature}/**/*`,
            from: `./client/features/!(${feature})/**/*`,
            except: ['**/client/features/*/index.ts'],
            message: `Import another feature through its index.ts, not its internals.`,
          })),
        },
      ],
    },
  },
  {
    // The server's floors (decisions 038 and 040): config, db, lib, plugins and providers are what
    // modules stand on and never import a module; modules never import what composes them (setup,
    // cli, app.ts, server.ts), nor another module's internals. Tests are exempt: they build the
    // whole app and may set up another module's state through its internals.
    files: ['server/**/*.ts'],
    ignores: ['server/**/*.test.ts', 'server/test/**'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: SERVER_FLOORS,
              from: ['./server/modules', ...SERVER_COMPOSERS],
              message:
                'A floor never imports a module: move the shared piece down, or pass a function in through AppDeps.',
            },
            {
              target: './server/modules',
              from: SERVER_COMPOSERS,
              message: 'Modules stand below setup, cli and the app that composes them.',
            },
            // Another module's files only through its index.ts or a *.service.ts file, from any
            // depth (ARCHITECTURE.md, Boundaries).
            ...SERVER_MODULES.map((module) => ({
              target: `./server/modules/${module}/**/*`,
              from: `./server/modules/!(${module})/**/*`,
              except: ['**/server/modules/*/index.ts', '**/server/modules/**/*.service.ts'],
              message:
                'Import another module through its index.ts or a service, not its internals.',
            })),
          ],
        },
      ],
    },
  },
  {
    // Modules register their routes by name (server/lib/route-table.ts, decision 040): the path is
    // spelt once, in common/api-routes.ts.
    files: ['server/modules/**/*.ts'],
    ignores: ['server/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...API_PATH_LITERALS.map((rule) => ({
          ...rule,
          message:
            'Register routes with registerRoute(app, name, …) and build paths with apiPath().',
        })),
      ],
    },
  },
  {
    files: ['client/public/**/*.js'],
    languageOptions: {
      globals: { window: 'readonly', document: 'readonly', localStorage: 'readonly' },
    },
  },
  {
    files: ['scripts/**', '*.js', '*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);
