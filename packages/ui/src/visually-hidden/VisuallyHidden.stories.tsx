import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { heard } from '../test-support/heard.js';
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
  parameters: { transcript: true },
  play: async ({ canvas, userEvent }) => {
    // An icon-only button is named by its hidden text.
    await heard.readToEnd('read the page');
    await heard.act('Tab', () => userEvent.tab());
    const button = canvas.getByRole('button', { name: 'Close' });
    await expect(button).toHaveFocus();
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
  parameters: { transcript: true },
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Skip to content' });
    const wrapper = link.closest('.ui-visually-hidden') as Element;
    await expect(wrapper.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    // A hidden link is found by Tab, and drawn while it has focus.
    await heard.act('Tab', () => userEvent.tab());
    await expect(link).toHaveFocus();
    await expect(wrapper.getBoundingClientRect().width).toBeGreaterThan(1);
  },
};

export const AllStates: Story = {
  name: 'All states',
  render: () => (
    <>
      <VisuallyHidden focusable>
        <a href="#content">Skip to content</a>
      </VisuallyHidden>
      <h2>Hidden name of an icon-only button</h2>
      <button type="button" className="ui-button ui-button--outline">
        <span aria-hidden="true">✕</span>
        <VisuallyHidden>Close</VisuallyHidden>
      </button>
      <h2>Hidden prefix of a message</h2>
      <p>
        <VisuallyHidden>Error: </VisuallyHidden>
        Enter your full name
      </p>
      <h2 id="content">Focusable, shown while focused</h2>
      <p>The skip link above the first heading has keyboard focus, so it is drawn.</p>
    </>
  ),
  parameters: { pictures: { modes: ['dark', 'forced-colors', 'narrow'] } },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('Error:').getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(link).toHaveFocus();
    await expect(link.closest('.ui-visually-hidden')?.getBoundingClientRect().width).toBeGreaterThan(1);
  },
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
