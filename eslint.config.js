import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';

export default tseslint.config(
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
  {
    languageOptions: {
      globals: { console: 'readonly', process: 'readonly', URL: 'readonly', document: 'readonly', window: 'readonly' },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
