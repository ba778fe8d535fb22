import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** APIs that React 18.3 or 19.0 lacks; @inclusion/ui supports both (`peerDependencies`). */
const newerReactApis = {
  react: [
    'use',
    'useActionState',
    'useOptimistic',
    'useEffectEvent',
    'Activity',
    'cacheSignal',
    'captureOwnerStack',
  ],
  'react-dom': [
    'useFormStatus',
    'requestFormReset',
    'preload',
    'preloadModule',
    'preinit',
    'preinitModule',
    'preconnect',
    'prefetchDNS',
  ],
};
const newerReactApiMessage =
  '@inclusion/ui supports React 18.3 and 19.0, which lack this API; see packages/ui/CONTRIBUTING.md.';

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
      'packages/forms/src/test-support/act.ts',
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
    // The UI package must stand alone: it never reaches into the site or the forms package. It supports
    // React 18.3 and every 19.x, so it uses no API that React 18.3 or 19.0 lacks.
    files: ['packages/ui/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react', importNames: newerReactApis.react, message: newerReactApiMessage },
            { name: 'react-dom', importNames: newerReactApis['react-dom'], message: newerReactApiMessage },
          ],
          patterns: ['@inclusion/forms', '@inclusion/forms/*', '**/site/**', '**/packages/forms/**'],
        },
      ],
      'no-restricted-properties': [
        'error',
        ...newerReactApis.react.map((property) => ({
          object: 'React',
          property,
          message: newerReactApiMessage,
        })),
      ],
    },
  },
);
