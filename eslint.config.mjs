// ESLint 9 flat config: Next.js's core-web-vitals and TypeScript rules, plus type-aware rules that
// catch promises nobody waits for (a server action called without await, an async onClick).
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import tseslint from 'typescript-eslint';

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  {
    files: ['**/*.{ts,tsx,mts}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { '@typescript-eslint': tseslint.plugin },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // A leading underscore or a rest sibling marks a value left out on purpose ({ ownerId: _, ...summary }).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    rules: {
      // Sign-in, sign-out and account deletion end with a full navigation on purpose: the prerendered pages'
      // header reads the session when a page loads, so a client-side push would show the old account.
      '@next/next/no-location-assign-relative-destination': 'off',
    },
  },
  {
    // The environment is read in one place, where each variable is checked and gets its default (lib/env).
    files: ['app/**', 'components/**', 'features/**', 'hooks/**', 'lib/**', 'proxy.ts', 'instrumentation.ts'],
    ignores: ['lib/env/server.ts', 'lib/env/public.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Use serverEnv() from lib/env/server.ts (or lib/env/public.ts in client code).',
        },
      ],
    },
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  globalIgnores([
    '.next/**',
    '.next-*/**',
    '.data/**',
    'node_modules/**',
    'lib/generated/**',
    'bench/bare-next/.next/**',
    'test-results/**',
    'playwright-report/**',
    'next-env.d.ts',
  ]),
]);
