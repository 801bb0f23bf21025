import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/** zod's checks that take a message, and what an English sentence looks like (three words or more). */
const ZOD_CHECKS =
  '^(min|max|length|minLength|maxLength|minimum|maximum|positive|int|email|regex|refine|enum|string|number|check)$';
const SENTENCE = '/^[A-Z][a-z]*( [a-z]+){2,}/';

/** No barrels: a value is imported from the module that defines it. */
const NO_BARRELS = [
  { selector: 'ExportAllDeclaration', message: 'Import from the module that defines it; no export * barrels.' },
  {
    selector: 'ExportNamedDeclaration[source]',
    message: 'Import from the module that defines it; no re-exports.',
  },
  {
    selector: 'ExportNamedDeclaration[declaration=null][source=null]',
    message: 'Export where it is declared; a list of exports re-exports what another module defines.',
  },
];

/** Messages are catalogue keys (decision 020). */
const KEYED_MESSAGES = [
  {
    selector: `CallExpression[callee.property.name=/${ZOD_CHECKS}/] > Literal[value=${SENTENCE}]`,
    message: 'A schema names a catalogue key (src/shared/i18n/messages/), not English (decision 020).',
  },
  {
    selector: `CallExpression[callee.property.name=/${ZOD_CHECKS}/] > ObjectExpression > Property > Literal[value=${SENTENCE}]`,
    message: 'A schema names a catalogue key (src/shared/i18n/messages/), not English (decision 020).',
  },
  {
    selector: `Property[key.name='message'] > Literal[value=${SENTENCE}]`,
    message: 'An answer says a catalogue key (said, HttpError), not English (decision 020).',
  },
];

/** A value import of the database outside a repository (decision 003). */
const QUERYING = [
  'drizzle-orm',
  'drizzle-orm/*',
  '\\#functions/db/**',
  '!\\#functions/db/errors',
  '**/db/schema/**',
  '**/db/client',
];

export default defineConfig(
  {
    ignores: [
      'dist/',
      'dist-cloudflare/',
      '.astro/',
      'data/',
      '.wrangler/',
      'test-results/',
      'playwright-report/',
      'functions/db/migrations/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  // Which way imports may point (docs/decisions/011-code-boundaries.md).
  {
    files: ['src/islands/**', 'src/scripts/**', 'src/stores/**', 'src/browser/**', 'src/shared/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // A leading # starts a comment in these gitignore-style patterns, hence the backslash.
              group: ['\\#functions/**', '\\#server/**', '\\#platform', '**/functions/**', '**/server/**'],
              allowTypeImports: true,
              message: 'Code that runs in the browser may import only types from the server.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/pages/**', 'src/components/**', 'src/layouts/**', 'src/server/**', 'src/middleware.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '\\#functions/db/**',
                '!\\#functions/db/errors',
                '\\#functions/*/repository',
                '**/functions/db/**',
                '**/repository',
                '**/*-repository',
                'drizzle-orm',
                'drizzle-orm/*',
              ],
              allowTypeImports: true,
              message: 'Pages reach the database only through services.',
            },
          ],
        },
      ],
    },
  },
  // Only repositories query: every other server module reaches the database through one.
  {
    files: ['functions/**/*.ts'],
    ignores: [
      'functions/**/repository.ts',
      'functions/**/*-repository.ts',
      'functions/db/**',
      'functions/**/*.test.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: QUERYING,
              allowTypeImports: true,
              message: "Only repositories query: move this query into the feature's repository.",
            },
          ],
        },
      ],
    },
  },
  // The two targets open the database they are given; that is wiring, not querying.
  {
    files: ['functions/platform/node.ts', 'functions/platform/cloudflare.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...QUERYING, '!\\#functions/db/client'],
              allowTypeImports: true,
              message: 'A target opens the database; queries belong in repositories.',
            },
          ],
        },
      ],
    },
  },
  // Platform code serves every feature and imports none, but for their types; only the targets
  // (node.ts, cloudflare.ts, the servers that start them) and the wiring of every feature's jobs
  // and periodic work (jobs.ts, sweep.ts) assemble features into a running product.
  {
    files: ['functions/platform/**/*.ts'],
    ignores: [
      'functions/platform/node.ts',
      'functions/platform/cloudflare.ts',
      'functions/platform/node-server.ts',
      'functions/platform/worker.ts',
      'functions/platform/jobs.ts',
      'functions/platform/sweep.ts',
      'functions/platform/**/*.test.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['\\#functions/*/**', '!\\#functions/platform/**', '../*/**', ...QUERYING],
              allowTypeImports: true,
              message: 'Platform code imports no feature; a feature imports the platform.',
            },
          ],
        },
      ],
    },
  },
  // No import cycles, and no re-exporting barrels.
  {
    files: ['functions/**/*.ts', 'src/**/*.ts', 'src/**/*.tsx', 'scripts/**/*.ts', 'emulators/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: {
      'import-x/no-cycle': ['error', { allowUnsafeDynamicCyclicDependency: false }],
      'import-x/first': 'error',
      'no-restricted-syntax': ['error', ...NO_BARRELS],
    },
  },
  // Messages are catalogue keys (decision 020): no English sentence as a schema's or an answer's message.
  {
    files: [
      'functions/**/*.ts',
      'src/shared/**/*.ts',
      'src/islands/**/*.{ts,tsx}',
      'src/scripts/**/*.ts',
      'src/browser/**/*.ts',
    ],
    ignores: ['**/*.test.ts', 'src/shared/i18n/**'],
    rules: {
      'no-restricted-syntax': ['error', ...NO_BARRELS, ...KEYED_MESSAGES],
    },
  },
  // Short files (decision 011): split by responsibility, never by squeezing lines.
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.astro', '**/*.js', '**/*.mjs'],
    rules: { 'max-lines': ['error', { max: 300 }] },
  },
  // The service worker, plain JavaScript served as it is written.
  {
    files: ['public/service-worker.js'],
    languageOptions: {
      globals: { self: 'readonly', caches: 'readonly', fetch: 'readonly', Response: 'readonly' },
    },
  },
  {
    languageOptions: {
      globals: { console: 'readonly', process: 'readonly', URL: 'readonly', document: 'readonly', window: 'readonly' },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
