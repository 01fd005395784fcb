// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import i18next from 'eslint-plugin-i18next';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Dependencies flow shared -> features -> app: shared code never imports a feature or the app. */
const shared = ['./src/components', './src/config', './src/content', './src/i18n', './src/lib'];
const featureNames = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  { ignores: ['dist/', 'build/', 'coverage/', 'var/', 'node_modules/', '.puppeteerrc.cjs'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  ...tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
      // Without these the import rules never parse a TypeScript file, so no-cycle saw no cycle of ours.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-useless-path-segments': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...shared.map((target) => ({
              target,
              from: ['./src/features', './src/app'],
              message: 'Shared code must not depend on features or on the app.',
            })),
            ...featureNames.map((name) => ({
              target: `./src/features/${name}`,
              from: './src/features',
              except: [`./${name}`],
              message:
                'Features do not import each other: move what they share to src/components, src/lib or src/content.',
            })),
            {
              target: './src',
              from: ['./server', './tests'],
              message: 'The browser bundle must not include server or test code.',
            },
            {
              target: ['./server/*.ts', './server/!(node)/**'],
              from: './server/node',
              message: 'The server’s core runs on every runtime: Node’s adapters are given to it, never imported.',
            },
          ],
        },
      ],
    },
  },
  {
    // Features export what the app assembles; they take from it only its types and its typed hooks.
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)app/(?!hooks$)',
              allowTypeImports: true,
              message: 'A feature imports only types and the typed hooks from src/app: export what the app assembles.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/unit/**/*.{ts,tsx}', 'tests/support/**/*.{ts,tsx}'],
    ...react.configs.flat.recommended,
    ...react.configs.flat['jsx-runtime'],
    languageOptions: {
      ...react.configs.flat.recommended.languageOptions,
      globals: { ...globals.browser },
    },
    settings: { react: { version: 'detect' } },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/unit/**/*.{ts,tsx}', 'tests/support/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    files: ['src/**/*.tsx'],
    plugins: { i18next },
    rules: {
      // Every word a visitor reads or hears comes from the dictionaries, including accessible names.
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: ['^aria-label$', '^aria-description$', '^alt$', '^title$', '^placeholder$', '^label$'],
          },
        },
      ],
    },
  },
  {
    // The core (the apps, the relays, the configuration, the photos) runs on Node and on a worker alike.
    files: ['server/**/*.ts'],
    ignores: ['server/node/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'sharp', 'nodemailer', 'nodemailer/*', '@hono/node-server', '@hono/node-server/*'],
              message: 'Node-only: put it in server/node/ and give the core what it needs through a port.',
            },
          ],
        },
      ],
    },
  },
  {
    // The environment is read once, by server/config.ts; every module is given its part.
    files: ['server/**/*.ts'],
    ignores: ['server/config.ts', 'server/node/main.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read settings in server/config.ts.' },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[object.name='env']", message: 'Read settings in server/config.ts.' },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  prettier,
);
