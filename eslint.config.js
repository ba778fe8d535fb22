import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      'storybook-static/**',
      '**/__screenshots__/**',
      'tests/ui-package/fixture-app/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  jsxA11y.flatConfigs.strict,
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  ...storybook.configs['flat/recommended'],
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // The forms package has no markup and never depends on the UI package or the site.
    files: ['packages/forms/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@inclusion/ui', '@inclusion/ui/*', '**/site/**', '**/packages/ui/**'] },
      ],
    },
  },
  {
    // Its main entry serves the server too, so only the React entry's modules may import React.
    files: ['packages/forms/src/**'],
    ignores: [
      'packages/forms/src/react.ts',
      'packages/forms/src/hooks/**',
      'packages/forms/src/session/SessionProvider.tsx',
      'packages/forms/src/**/*.test.*',
      'packages/forms/src/docs/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'react', message: 'Only the @inclusion/forms/react entry may use React.' }],
          patterns: ['@inclusion/ui', '@inclusion/ui/*', '**/site/**', '**/packages/ui/**'],
        },
      ],
    },
  },
  {
    // The UI package must stand alone: it never reaches into the site or the forms package.
    files: ['packages/ui/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@inclusion/forms', '@inclusion/forms/*', '**/site/**', '**/packages/forms/**'] },
      ],
    },
  },
);
