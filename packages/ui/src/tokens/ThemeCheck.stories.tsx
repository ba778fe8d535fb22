import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { expect } from 'storybook/test';
import { Button } from '../button/Button.js';
import { describeResult } from './check-theme.js';
import { checkThemeCss } from './theme-css.js';

/** A brand's theme file, checked the way `npx @inclusion/ui check-theme brand.css` checks it. */
function ThemeCheck({ css, preview }: { css: string; preview?: Record<string, string> }) {
  const check = checkThemeCss(css);
  return (
    <div>
      <h2>The theme file</h2>
      <pre style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        <code>{css.trim()}</code>
      </pre>
      <h2>The check</h2>
      {check.ok ? (
        <p>
          <strong>Passes:</strong> every pair meets its WCAG minimum ({check.results.length} pairs in{' '}
          {Object.keys(check.themes).length} situations).
        </p>
      ) : (
        <>
          <p>
            <strong>Fails:</strong> {check.failures.length} pairs fall under their WCAG minimum.
          </p>
          <ul>
            {check.failures.map((result) => {
              const theme = check.themes[result.theme];
              const fg = [result.fg].flat()[0];
              return (
                <li key={describeResult(result)}>
                  {theme && fg ? (
                    <span
                      aria-hidden="true"
                      style={{
                        display: 'inline-block',
                        width: '1.5em',
                        height: '1.5em',
                        marginInlineEnd: '0.5em',
                        verticalAlign: 'middle',
                        background: theme[result.bg],
                        border: `0.4em solid ${theme[fg]}`,
                      }}
                    />
                  ) : null}
                  {describeResult(result)}
                </li>
              );
            })}
          </ul>
        </>
      )}
      {preview ? (
        <>
          <h2>The brand in use</h2>
          <div
            data-theme="light"
            style={{ ...preview, padding: '1rem', background: 'var(--ui-color-bg)' } as CSSProperties}
          >
            <Button>Donate now</Button> <a href="#top">Read our annual report</a>
          </div>
        </>
      ) : null}
    </div>
  );
}

const meta = {
  title: 'Theming/Check a brand',
  component: ThemeCheck,
  parameters: {
    docs: {
      description: {
        component:
          'A project overrides the colour tokens for its brand (see the README: set them for the light and the dark ' +
          'theme). `checkThemeCss` (and `npx @inclusion/ui check-theme theme.css`) applies the file after our tokens as ' +
          'the browser would, in light, dark and both `data-theme` settings, and lists every text, border and focus ' +
          'pair the components draw that falls under its WCAG 2.2 AA minimum. The swatches are decoration: each ' +
          'failure is said in words.',
      },
    },
  },
} satisfies Meta<typeof ThemeCheck>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FailingBrand: Story = {
  // In forced colours the swatches are gone and the words alone say what fails.
  parameters: { pictures: { modes: ['dark', 'forced-colors', 'narrow'] } },
  args: {
    css: `
:root,
[data-theme='light'] {
  --ui-color-primary: #e6731a;
}`,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/pairs fall under their WCAG minimum/)).toBeVisible();
    await expect(
      canvas.getByText('light: on-primary on primary 3.07:1, needs 4.5:1 (primary button text)'),
    ).toBeVisible();
  },
};

const passing = {
  light: { primary: '#a3470b', hover: '#7f3708' },
  dark: { primary: '#ffb37a', hover: '#ffd0ad' },
};

export const PassingBrand: Story = {
  // The brand's preview keeps the light theme it was checked in, whatever the page's.
  parameters: { pictures: { modes: ['dark', 'narrow'] } },
  args: {
    css: `
:root,
[data-theme='light'] {
  --ui-color-primary: ${passing.light.primary};
  --ui-color-primary-hover: ${passing.light.hover};
  --ui-color-link: ${passing.light.primary};
  --ui-color-selected: ${passing.light.primary};
}
@media (prefers-color-scheme: dark) {
  :root:not([data-theme='light']) {
    --ui-color-primary: ${passing.dark.primary};
    --ui-color-primary-hover: ${passing.dark.hover};
    --ui-color-link: ${passing.dark.primary};
    --ui-color-selected: ${passing.dark.primary};
  }
}
[data-theme='dark'] {
  --ui-color-primary: ${passing.dark.primary};
  --ui-color-primary-hover: ${passing.dark.hover};
  --ui-color-link: ${passing.dark.primary};
  --ui-color-selected: ${passing.dark.primary};
}`,
    preview: {
      '--ui-color-primary': passing.light.primary,
      '--ui-color-primary-hover': passing.light.hover,
      '--ui-color-link': passing.light.primary,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/every pair meets its WCAG minimum/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Donate now' })).toBeVisible();
  },
};
