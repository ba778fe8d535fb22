import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { heard } from '../test-support/heard.js';
import { insetTextGuidance } from './InsetText.guidance.js';
import { InsetText } from './InsetText.js';

const meta = {
  title: 'Page/InsetText',
  component: InsetText,
  args: {
    children: (
      <p>
        It can take up to 4 weeks to hear back about your volunteer application. We will write to you at the
        address you gave us.
      </p>
    ),
  },
  parameters: {
    docs: {
      guidance: insetTextGuidance,
      description: {
        component:
          'Sets a short piece of content apart from the text around it: a quotation, an example, or something ' +
          'to keep in mind (GOV.UK Frontend’s inset text). A thick border on its start side draws it; it has no ' +
          'role, so screen readers read it in place and its words must stand on their own.',
      },
    },
  },
} satisfies Meta<typeof InsetText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <>
      <h2>After you apply</h2>
      <p>We read every application ourselves and reply by e-mail or by post, as you asked.</p>
      <InsetText {...args} />
      <p>If you need the reply in braille, large print or Easy Read, say so in your application.</p>
    </>
  ),
  parameters: { transcript: true },
  play: async ({ canvasElement }) => {
    // The inset is read in place, as part of the text around it.
    await heard.readToEnd('read the page');
    const inset = canvasElement.querySelector('.ui-inset-text');
    await expect(inset).toHaveTextContent(/up to 4 weeks/);
    await expect(inset?.getAttribute('role')).toBeNull();
    await expect(
      parseFloat(getComputedStyle(inset as Element).borderInlineStartWidth),
    ).toBeGreaterThanOrEqual(10);
  },
};

export const LongContent: Story = {
  args: {
    children: (
      <>
        <p>
          “Before the foundation’s workshop I had never used a screen reader at my desk. Now I answer the
          office’s e-mail, fill in the attendance sheets and write the monthly report myself, and my manager
          asks me to show new colleagues how I do it.”
        </p>
        <p>Nandini, a receptionist in Margao who took part in the assistive technology programme in 2025.</p>
      </>
    ),
  },
};

export const Narrow: Story = {
  name: 'Narrow viewport (400% zoom, 320×256)',
  ...LongContent,
  globals: { viewport: { value: 'zoom400', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(320);
    const inset = canvasElement.querySelector('.ui-inset-text') as Element;
    await expect(inset.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const DarkTheme: Story = {
  ...Default,
  // Default's transcript is the same in either theme.
  parameters: { transcript: false },
  globals: { theme: 'dark' },
};

export const AllStates: Story = {
  name: 'All states',
  render: () => (
    <>
      <h2>A short note</h2>
      <InsetText>
        <p>It can take up to 4 weeks to hear back about your volunteer application.</p>
      </InsetText>
      <h2>A quotation over two paragraphs</h2>
      <InsetText>
        <p>
          “Before the foundation’s workshop I had never used a screen reader at my desk. Now I answer the
          office’s e-mail and write the monthly report myself.”
        </p>
        <p>Nandini, a receptionist in Margao.</p>
      </InsetText>
      <h2>With a link</h2>
      <InsetText>
        <p>
          Ask for the reply in braille, large print or Easy Read on the <a href="#formats">formats page</a>.
        </p>
      </InsetText>
    </>
  ),
  parameters: { pictures: { modes: ['dark', 'forced-colors', 'narrow'] } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('.ui-inset-text')).toHaveLength(3);
  },
};

export const DontManyInsets: Story = {
  name: 'Don’t: inset every paragraph',
  render: () => (
    <>
      <h2>After you apply</h2>
      <InsetText>
        <p>We read every application ourselves.</p>
      </InsetText>
      <InsetText>
        <p>It can take up to 4 weeks to hear back.</p>
      </InsetText>
      <InsetText>
        <p>Ask for the reply in braille, large print or Easy Read.</p>
      </InsetText>
    </>
  ),
  parameters: {
    docs: {
      description: {
        story:
          'When everything is set apart, nothing stands out, and screen reader users never knew it was set ' +
          'apart in the first place. Use one inset for the one thing to keep in mind.',
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('.ui-inset-text')).toHaveLength(3);
  },
};
