/**
 * Dependencies the browser tests load, bundled by Vite before the first test. Without this, a dependency
 * first met in the middle of a run makes Vite re-bundle and reload the page, and every test of that run
 * fails with "Invalid hook call" (two copies of React).
 */
export const reactTestDependencies = [
  'react',
  'react-dom',
  'react-dom/client',
  // Server rendering in a browser test: text that must be in the HTML before any script runs.
  'react-dom/server',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
];

/** The components' tests and stories: React and what packages/ui builds on. */
export const browserTestDependencies = [
  ...reactTestDependencies,
  '@radix-ui/react-dialog',
  '@radix-ui/react-select',
  '@radix-ui/react-slot',
  'class-variance-authority',
];
