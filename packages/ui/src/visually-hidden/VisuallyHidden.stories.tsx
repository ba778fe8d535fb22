import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden.js';
import { visuallyHiddenGuidance } from './VisuallyHidden.guidance.js';

const meta = {
  title: 'Utilities/VisuallyHidden',
  component: VisuallyHidden,
  parameters: {
    docs: {
      guidance: visuallyHiddenGuidance,
      description: {
        component:
          'Content that screen readers read but that is not drawn: the "Error:" prefix of a field error, a label for an icon-only control, ' +
          'a heading that sighted users get from the layout. With `focusable` it becomes visible while focused.',
      },
    },
  },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const IconLabel: Story = {
  render: () => (
    <button type="button" className="ui-button ui-button--outline">
      <span aria-hidden="true">✕</span>
      <VisuallyHidden>Close</VisuallyHidden>
    </button>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Close' });
    const hidden = button.querySelector('.ui-visually-hidden');
    await expect(hidden?.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

export const FocusableWhenFocused: Story = {
  render: () => (
    <VisuallyHidden focusable>
      <a href="#content">Skip to content</a>
    </VisuallyHidden>
  ),
};

// Do and don't (shown on the docs page, from VisuallyHidden.guidance.ts)

export const DontHideAFocusableLink: Story = {
  name: "Don't: hide a link that keyboard users can still reach",
  render: () => (
    <VisuallyHidden>
      <a href="#content">Skip to content</a>
    </VisuallyHidden>
  ),
  parameters: {
    docs: {
      description: {
        story:
          'Tab lands on a link nobody can see: a sighted keyboard user loses track of focus (WCAG 2.4.7). Add ' +
          '`focusable`, or hide only text, never a control.',
      },
    },
  },
};
