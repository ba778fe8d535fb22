import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
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

/**
 * The import graph points one way: apps (site/, staff/) -> @inclusion/forms, ui, events;
 * packages/api -> forms, events; forms -> events; events and ui -> nothing of ours. Nothing imports an
 * app, an app never imports another app or the API, and nothing reaches into a package's or an app's
 * files by relative path: a package is imported by its name, through what its `exports` offer.
 */
const ourPackages = ['api', 'events', 'forms', 'ui'];

/** A relative path into a package (`../../packages/ui/src/x.js`, `../../../forms/src/x.js`). */
const intoPackage = String.raw`^\.\.?/(.*/)?(packages/|(${ourPackages.join('|')})/(src|dist)(/|$))`;
/** A relative path into an app's files (`../../site/src/x.js`, `../staff/dist/x.js`). */
const intoApp = String.raw`^\.\.?/(.*/)?(site|staff)/(src|dist|dist-server)(/|$)`;

/**
 * The import rules of one layer: `names` are the packages of ours it may not import, `layer` says what
 * it may import. Static imports and re-exports go through no-restricted-imports, `import()` through
 * no-restricted-syntax, with the same patterns. `paths` adds other modules the layer may not import.
 */
function layerImports({ names, layer, paths = [] }) {
  const patterns = [
    ...(names.length ? [{ regex: String.raw`^@inclusion/(${names.join('|')})(/|$)`, message: layer }] : []),
    { regex: intoPackage, message: `${layer} A package is imported by its name, never by a path into it.` },
    { regex: intoApp, message: `${layer} Nothing imports an app.` },
  ];
  return {
    'no-restricted-imports': ['error', { paths, patterns }],
    'no-restricted-syntax': [
      'error',
      ...patterns.map(({ regex, message }) => ({
        selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\/')}/]`,
        message,
      })),
    ],
  };
}

const appLayer = 'An app imports @inclusion/forms, ui and events, never the API or another app.';
const formsLayer = 'The forms package imports only @inclusion/events of ours: no markup, no server.';
const newerReactApiPaths = [
  { name: 'react', importNames: newerReactApis.react, message: newerReactApiMessage },
  { name: 'react-dom', importNames: newerReactApis['react-dom'], message: newerReactApiMessage },
];

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
    // No import cycles, within a package or an app: its modules form a tree. Across packages the layer
    // rules below already keep every arrow pointing one way.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: ['tsconfig.json', 'packages/*/tsconfig.json', 'site/tsconfig.json', 'staff/tsconfig.json'],
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
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
    // The site: it imports @inclusion/forms, ui and events; never the API, never the staff inbox.
    files: ['site/**'],
    rules: layerImports({ names: ['api'], layer: appLayer }),
  },
  {
    // The staff inbox: it imports @inclusion/forms, ui and events; never the API, never the site.
    files: ['staff/**'],
    rules: layerImports({ names: ['api'], layer: appLayer }),
  },
  {
    // The API server imports @inclusion/forms (the contract) and @inclusion/events, never the UI package.
    files: ['packages/api/**'],
    rules: layerImports({
      names: ['ui'],
      layer: 'The API imports @inclusion/forms and @inclusion/events of ours, never the UI package.',
    }),
  },
  {
    // The forms package imports only @inclusion/events: it has no markup and never depends on the server.
    files: ['packages/forms/**'],
    rules: layerImports({ names: ['api', 'ui'], layer: formsLayer }),
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
    rules: layerImports({
      names: ['api', 'ui'],
      layer: formsLayer,
      paths: [{ name: 'react', message: 'Only the @inclusion/forms/react entry may use React.' }],
    }),
  },
  {
    // The events package is the bottom layer: it imports nothing of ours.
    files: ['packages/events/**'],
    rules: layerImports({
      names: ['api', 'forms', 'ui'],
      layer: 'The events package imports nothing of ours.',
    }),
  },
  {
    // The UI package must stand alone: it imports nothing of ours. It supports React 18.3 and every
    // 19.x, so it uses no API that React 18.3 or 19.0 lacks.
    files: ['packages/ui/**'],
    rules: {
      ...layerImports({
        names: ['api', 'events', 'forms'],
        layer: 'The UI package imports nothing of ours: it stands alone.',
        paths: newerReactApiPaths,
      }),
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
