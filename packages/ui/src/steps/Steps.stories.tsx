import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { heard } from '../test-support/heard.js';
import { Steps } from './Steps.js';
import { stepsGuidance } from './Steps.guidance.js';

const steps = [
  {
    title: 'Listen',
    description: 'We start with the people a project is for, and ask what gets in their way.',
  },
  {
    title: 'Plan together',
    description: 'Families, schools and employers agree what will change, and who does what.',
  },
  {
    title: 'Act',
    description: 'We train, adapt buildings and provide assistive technology where it is needed.',
  },
  {
    title: 'Follow up',
    description: 'A year later we go back, measure what changed and share what we learned.',
  },
];

const meta = {
  title: 'Page/Steps',
  component: Steps,
  // Steps are h3 by default: they sit under a section's h2.
  decorators: [
    (Story) => (
      <>
        <h2>Our approach</h2>
        <Story />
      </>
    ),
  ],
  args: { steps, 'aria-label': 'Our approach in four steps' },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
  },
  parameters: {
    docs: {
      guidance: stepsGuidance,
      description: {
        component:
          'The stages of a process as numbered cards in a grid: as many columns as fit at 15rem, one at 320px. ' +
          'It is an ordered list (with `role="list"`, which Safari needs once the bullets are gone), so screen ' +
          'readers announce "list, 4 items" and each step\'s position. The big number on each card is drawn ' +
          'with a CSS counter and given empty alternative text, so it is not read a second time. Each step has ' +
          "a heading (`headingLevel`, 3 by default under a section's h2) so the steps can be found by heading. " +
          'Name the list with `aria-label` when the page has more than one. In forced colours the number keeps a ring.',
      },
    },
  },
} satisfies Meta<typeof Steps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { transcript: true },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Our approach in four steps' });
    await expect(list.tagName).toBe('OL');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Plan together' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Listen' })).toHaveTextContent(/^Listen$/);
    await heard.readToEnd('read the page');
  },
};

export const RichDescriptions: Story = {
  name: 'Descriptions with links and lists',
  args: {
    steps: [
      {
        title: 'Get in touch',
        description: (
          <p>
            Write to us through the <a href="#contact">contact form</a> or call during office hours.
          </p>
        ),
      },
      {
        title: 'Meet us',
        description: (
          <>
            <p>Bring what helps you:</p>
            <ul>
              <li>a support person</li>
              <li>your own device</li>
            </ul>
          </>
        ),
      },
    ],
  },
};

export const HeadingLevel: Story = {
  name: 'Heading level 4',
  decorators: [
    (Story) => (
      <>
        <h3>Volunteer</h3>
        <Story />
      </>
    ),
  ],
  args: { headingLevel: 4, steps: steps.slice(0, 3), 'aria-label': 'How to volunteer' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 4 })).toHaveLength(3);
  },
};

export const LongContent: Story = {
  args: {
    steps: [
      {
        title: 'Accessibility audits of public buildings, schools and transport with their owners',
        description:
          'Since 2019 our volunteers, many of them wheelchair users or blind, have audited more than two hundred buildings across North and South Goa, and followed up every year to see what changed.',
      },
      ...steps.slice(1),
    ],
  },
};

export const NarrowViewport: Story = {
  ...LongContent,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const view = canvasElement.ownerDocument.documentElement;
    await expect(view.scrollWidth).toBeLessThanOrEqual(view.clientWidth);
    const [one, two] = canvas.getAllByRole('listitem').map((item) => item.getBoundingClientRect());
    await expect(two?.left).toBe(one?.left);
  },
};

export const AllStates: Story = {
  name: 'All states',
  render: () => (
    <>
      <Steps steps={steps} aria-label="Our approach in four steps" />
      <h3>Descriptions with links and lists (step headings at level 4)</h3>
      <Steps
        headingLevel={4}
        aria-label="How to meet us"
        steps={[
          {
            title: 'Get in touch',
            description: (
              <p>
                Write to us through the <a href="#contact">contact form</a> or call during office hours.
              </p>
            ),
          },
          {
            title: 'Meet us',
            description: (
              <>
                <p>Bring what helps you:</p>
                <ul>
                  <li>a support person</li>
                  <li>your own device</li>
                </ul>
              </>
            ),
          },
        ]}
      />
      <h3>A long step</h3>
      <Steps
        headingLevel={4}
        aria-label="How we audit buildings"
        steps={[
          {
            title: 'Accessibility audits of public buildings, schools and transport with their owners',
            description:
              'Since 2019 our volunteers, many of them wheelchair users or blind, have audited more than two hundred buildings across North and South Goa, and followed up every year to see what changed.',
          },
          ...steps.slice(3),
        ]}
      />
    </>
  ),
  parameters: { pictures: { modes: ['dark', 'forced-colors', 'narrow'] } },
  play: async ({ canvas }) => {
    for (const name of ['Our approach in four steps', 'How to meet us', 'How we audit buildings']) {
      await expect(canvas.getByRole('list', { name })).toBeVisible();
    }
    await expect(canvas.getAllByRole('heading', { level: 4 })).toHaveLength(4);
  },
};

// Do and don't (shown on the docs page, from Steps.guidance.ts)

export const DontNumberTheTitles: Story = {
  name: "Don't: put the number in the title",
  args: { steps: steps.map((step, index) => ({ ...step, title: `${index + 1}. ${step.title}` })) },
  parameters: {
    docs: {
      description: {
        story:
          'The list already gives each step its number: screen readers say "1 of 4" and then "1. Listen", and the ' +
          'card shows the number twice. Leave the numbers to Steps.',
      },
    },
  },
};
