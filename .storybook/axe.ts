import type { Spec, RunOptions } from 'axe-core';

/** The axe rule set every story and the broken-fixture test run: WCAG 2.0 to 2.2 A/AA and best practice. */
export const axeRunOptions: RunOptions = {
  runOnly: {
    type: 'tag',
    values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
  },
};

/**
 * Storybook switches the `region` rule off for component tests. We keep it on: every story renders
 * inside a `<main>` (see preview.tsx). A modal dialog counts as a region of its own, and so does a
 * select's open listbox: a popup owned by its combobox, portalled to <body>, not page content.
 */
export const axeConfig: Spec = {
  rules: [{ id: 'region', enabled: true }],
  checks: [
    { id: 'region', options: { regionMatcher: '[role="dialog"], [role="alertdialog"], [role="listbox"]' } },
  ],
};
