// Lint: typescript-eslint strict, React hooks, and the layer dependency rule of
// docs/architecture.md enforced by eslint-plugin-boundaries.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const frameworks = ['react', 'react-dom', 'react-dom/*', 'mobx', 'mobx-react-lite', 'axios', 'inversify', 'reflect-metadata', 'react-intl', 'react-router', 'class-validator', 'dompurify', 'sonner'];

export default tseslint.config(
  { ignores: ['dist', 'dist-ssr', 'lighthouse-report', 'node_modules', 'storybook-static', 'coverage', '.data*', 'test-results', 'playwright-report', 'src/ui/messages/compiled'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-extraneous-class': 'off',
    },
  },
  {
    files: ['src/**/*.tsx', '.storybook/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'services/**/*.ts', 'tests/**/*.ts', '.storybook/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
      'boundaries/include': ['src/**/*', 'server/**/*', 'services/**/*', 'tests/**/*', '.storybook/**/*'],
      'boundaries/elements': [
        { type: 'domain', pattern: 'src/domain'  },
        { type: 'application', pattern: 'src/application' },
        { type: 'infrastructure', pattern: 'src/infrastructure' },
        { type: 'ui', pattern: 'src/ui' },
        { type: 'server', pattern: 'server' },
        // The course service (docs/courses.md): its own process; it reuses the server's HTTP and database helpers.
        { type: 'services', pattern: 'services' },
        { type: 'tests', pattern: 'tests' },
        { type: 'storybook', pattern: '.storybook/*' },
      ],
    },
    rules: {
      'boundaries/dependencies': [2, {
        default: 'disallow',
        policies: [
          { from: { element: { type: 'domain' } }, allow: { to: { element: { type: 'domain' } } } },
          { from: { element: { type: 'application' } }, allow: { to: { element: { types: { anyOf: ['application', 'domain'] } } } } },
          { from: { element: { type: 'infrastructure' } }, allow: { to: { element: { types: { anyOf: ['infrastructure', 'application', 'domain'] } } } } },
          { from: { element: { type: 'ui' } }, allow: { to: { element: { types: { anyOf: ['ui', 'application', 'domain'] } } } } },
          { from: { element: { type: 'server' } }, allow: { to: { element: { types: { anyOf: ['server', 'domain'] } } } } },
          { from: { element: { type: 'services' } }, allow: { to: { element: { types: { anyOf: ['services', 'server', 'domain'] } } } } },
          { from: { element: { types: { anyOf: ['tests', 'storybook'] } } }, allow: { to: { element: { types: { anyOf: ['tests', 'storybook', 'ui', 'application', 'domain', 'infrastructure', 'server', 'services'] } } } } },
        ],
      }],
    },
  },
  {
    // The domain stays pure: no frameworks, no I/O, no clock, no randomness.
    files: ['src/domain/**/*.ts'],
    ignores: ['src/domain/**/*.test.ts', 'src/domain/**/*.bench.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: frameworks, patterns: ['**/application/**', '**/infrastructure/**', '**/ui/**', 'node:*'] }],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'fetch'],
      'no-restricted-properties': ['error', { object: 'Date', property: 'now' }, { object: 'Math', property: 'random' }],
    },
  },
  {
    // Application code knows ports, not adapters: no HTTP client, no storage, no DOM rendering.
    files: ['src/application/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: ['axios', 'react-dom', 'dompurify'], patterns: ['**/infrastructure/**', '**/ui/**'] }],
      'no-restricted-globals': ['error', 'localStorage', 'sessionStorage', 'document'],
    },
  },
);
