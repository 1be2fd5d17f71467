import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/*
 * Frontend import direction (issue 17, STYLE.md frontend §10): shared → features → app.
 * - shared: api/ (the API slice and base query), components/, hooks/, lib/ (session, store,
 *   alerts, navigation…), config/ (paths, env; imports nothing else of ours);
 * - features/<domain>/: may import shared, never app/ nor another feature — a page that shows two
 *   features is composed in app/ (app/pages/);
 * - app/, prerender/, main.tsx: wire store, router and providers; may import anything.
 * Only api/ imports api/generated.ts (everything else goes through api/index.ts); test-utils/ is
 * for tests. Paths are relative to this file's folder.
 */
const src = 'frontend/src';
const topFolders = readdirSync(new URL('./frontend/src', import.meta.url), { withFileTypes: true }).filter((entry) =>
  entry.isDirectory(),
);
const features = readdirSync(new URL('./frontend/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const upper = [`${src}/features`, `${src}/app`, `${src}/prerender`, `${src}/main.tsx`];
const layerZones = [
  {
    target: ['api', 'components', 'hooks', 'lib', 'config'].map((dir) => `${src}/${dir}`),
    from: upper,
    message: 'Shared code (api, components, hooks, lib, config) must not import features, app or prerender.',
  },
  {
    target: `${src}/config`,
    from: ['api', 'components', 'hooks', 'lib'].map((dir) => `${src}/${dir}`),
    message: 'config/ is the bottom layer: it imports nothing else of the frontend.',
  },
  {
    target: `${src}/features`,
    from: [`${src}/app`, `${src}/prerender`, `${src}/main.tsx`],
    message: 'Features must not import app/: move what they share down (config/, lib/, hooks/, components/).',
  },
  ...features.map((feature) => ({
    target: `${src}/features/${feature}`,
    from: `${src}/features`,
    except: [`./${feature}`],
    message: 'Features must not import each other: move the shared part down, or compose them in app/.',
  })),
  {
    target: topFolders.filter((entry) => entry.name !== 'api').map((entry) => `${src}/${entry.name}`),
    from: `${src}/api/generated.ts`,
    message: 'Import the API from api/ (api/index.ts), not the generated file.',
  },
];
const testUtilsZone = {
  target: src,
  from: `${src}/test-utils`,
  message: 'test-utils/ is for tests only.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.dist-*/**',
      'coverage/**',
      'data/**',
      'tests/.tmp/**',
      'tests/bench/results/**',
      'frontend/src/api/generated.ts',
      'libs/api-client/src/schema.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: [`${src}/**/*.{ts,tsx}`],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: [...layerZones, testUtilsZone] },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Tests may use test-utils/ (which renders through app/providers); the layer zones still hold.
    files: [`${src}/**/*.test.{ts,tsx}`, `${src}/test-utils/**`],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: layerZones }],
    },
  },
  {
    // The zones above see import declarations; this catches `import('…/generated').Dto` types too.
    files: [`${src}/**/*.{ts,tsx}`],
    ignores: [`${src}/api/**`],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TSImportType[argument.literal.value=/\\/api\\/generated$/]',
          message: 'Import the API from api/ (api/index.ts), not the generated file.',
        },
      ],
    },
  },
  {
    // Backend layers (issue 36): common/ is the platform and imports no feature; a repository
    // reads and writes rows and imports no service (services call repositories, never back); no
    // import cycle between files.
    files: ['backend/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: './backend/src/common',
              from: './backend/src',
              except: ['./common'],
              message: 'common/ is the platform: it imports no feature (move the code to the feature).',
            },
            {
              target: './backend/src/**/*.repository.ts',
              from: './backend/src/**/*.service.ts',
              message: 'A repository imports no service: put shared types beside the repository.',
            },
          ],
        },
      ],
      // no file imports itself back through others (and no folder: database/folder-cycles.spec.ts)
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // null for an optional field is refused (common/validation.ts Optional()) or a value of its own
    // (OptionalOrNull()); class-validator's IsOptional let it through to handlers (issue 37, item 5)
    files: ['backend/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'class-validator',
              importNames: ['IsOptional'],
              message: 'Use Optional() or OptionalOrNull() from common/validation.ts: IsOptional lets null through.',
            },
            ...['@nestjs/swagger', '@nestjs/mapped-types'].map((name) => ({
              name,
              importNames: ['PartialType'],
              message: 'Use PatchType (common/openapi-document.ts): PartialType lets null through.',
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.cjs', 'jest.config.js'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
