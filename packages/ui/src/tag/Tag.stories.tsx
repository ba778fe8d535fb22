import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { heard } from '../test-support/heard.js';
import { tagGuidance } from './Tag.guidance.js';
import { Tag, type TagTone } from './Tag.js';

/** The statuses of the staff inbox, each with the tone it is drawn in. */
const statuses: { label: string; tone: TagTone }[] = [
  { label: 'New', tone: 'strong' },
  { label: 'In progress', tone: 'info' },
  { label: 'Waiting on applicant', tone: 'secondary' },
  { label: 'Accepted', tone: 'success' },
  { label: 'Rejected', tone: 'danger' },
  { label: 'Closed', tone: 'neutral' },
];

const applications = [
  { name: 'Asha Rao', role: 'Sign language interpreter', status: statuses[0] },
  { name: 'Vikram Naik', role: 'Braille transcriber', status: statuses[1] },
  { name: 'Meera Pillai', role: 'Event volunteer', status: statuses[3] },
];

const meta = {
  title: 'Data/Tag',
  component: Tag,
  args: { children: 'In progress', tone: 'info' },
  argTypes: {
    tone: {
      control: 'inline-radio',
      options: ['neutral', 'info', 'success', 'danger', 'strong', 'secondary'],
    },
  },
  parameters: {
    docs: {
      guidance: tagGuidance,
      description: {
        component:
          'A short status label, such as New, In progress or Closed (GOV.UK Frontend’s tag). It is a `strong` element, ' +
          'read as part of the text around it. The words carry the status; the colour only repeats it, and each tone meets ' +
          '4.5:1 for its text in the light and dark themes. A tag is not a link or a button and never takes focus.',
      },
    },
  },
} satisfies Meta<typeof Tag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const tag = canvas.getByText('In progress');
    await expect(tag.tagName).toBe('STRONG');
    await expect(tag).toHaveClass('ui-tag', 'ui-tag--info');
    await expect(tag.tabIndex).toBe(-1);
  },
};

function AllTones() {
  return (
    <ul style={{ listStyle: 'none', padding: 0, display: 'grid', gap: '0.75rem' }}>
      {statuses.map((status) => (
        <li key={status.label}>
          <Tag tone={status.tone}>{status.label}</Tag> <code>tone=&quot;{status.tone}&quot;</code>
        </li>
      ))}
    </ul>
  );
}

export const Tones: Story = {
  render: () => <AllTones />,
  play: async ({ canvas }) => {
    for (const status of statuses) {
      await expect(canvas.getByText(status.label)).toHaveClass(`ui-tag--${status.tone}`);
    }
  },
};

export const DarkTheme: Story = {
  render: () => <AllTones />,
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement.dataset.theme).toBe('dark');
    const tag = canvas.getByText('New');
    await expect(getComputedStyle(tag).color).not.toBe(getComputedStyle(tag).backgroundColor);
  },
};

function ApplicationList({ colourOnly = false }: { colourOnly?: boolean }) {
  return (
    <>
      <h2>Volunteer applications</h2>
      <ul>
        {applications.map(({ name, role, status }) => (
          <li key={name}>
            {`${name}, ${role} `}
            {colourOnly ? (
              <Tag tone={status?.tone}>Status</Tag>
            ) : (
              <Tag tone={status?.tone}>{status?.label}</Tag>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

export const InAList: Story = {
  name: 'In a list of applications',
  render: () => <ApplicationList />,
  parameters: { transcript: true },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('Asha Rao, Sign language interpreter New');
    await heard.readToEnd('read the list');
  },
};

export const DontColourOnly: Story = {
  name: 'Don’t: the same word in different colours',
  render: () => <ApplicationList colourOnly />,
  parameters: {
    docs: {
      description: {
        story:
          'Every tag says Status; only the colour tells them apart. A screen reader user, a person who does not see ' +
          'colour and anyone in a Windows contrast theme cannot tell new from accepted.',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Status')).toHaveLength(3);
  },
};

export const LongContent: Story = {
  args: {
    tone: 'secondary',
    children: 'Waiting on the applicant’s referee from the district disability rehabilitation centre',
  },
  parameters: {
    docs: {
      description: {
        story: 'Keep tags to one to three words. A longer one wraps inside its box rather than overflowing.',
      },
    },
  },
};

export const Narrow: Story = {
  name: 'Narrow viewport (400% zoom, 320×256)',
  render: () => <ApplicationList />,
  globals: { viewport: { value: 'zoom400', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(320);
    const tag = canvas.getByText('New');
    await expect(tag.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const AllStates: Story = {
  name: 'All states',
  render: () => (
    <>
      <h2>Every tone</h2>
      <AllTones />
      <h2>In a sentence</h2>
      <p>
        Asha Rao’s application is <Tag tone="info">In progress</Tag> since 14 June.
      </p>
      <h2>A long tag in a narrow column</h2>
      <div style={{ maxWidth: '16rem' }}>
        <Tag tone="secondary">
          Waiting on the applicant’s referee from the district disability rehabilitation centre
        </Tag>
      </div>
    </>
  ),
  parameters: { pictures: { modes: ['dark', 'forced-colors', 'narrow'] } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('.ui-tag')).toHaveLength(statuses.length + 2);
    const long = canvasElement.querySelector('div > .ui-tag') as HTMLElement;
    // It wraps inside its box.
    await expect(long.getBoundingClientRect().width).toBeLessThanOrEqual(16 * 16);
  },
};

export const DontInteractive: Story = {
  name: 'Don’t: a tag as a link',
  render: () => (
    <p>
      Show only{' '}
      <a href="#new">
        <Tag tone="strong">New</Tag>
      </a>{' '}
      applications
    </p>
  ),
  parameters: {
    docs: {
      description: {
        story:
          'A tag looks like a label, so people do not expect it to do anything. A filter is a link or a button ' +
          'that looks like one, with a name that says what it does.',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'New' })).toBeInTheDocument();
  },
};

export const DoFilterLink: Story = {
  name: 'Do: a filter that looks like a link',
  render: () => (
    <p>
      <a href="#new">Show only new applications</a>
    </p>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Show only new applications' })).toBeInTheDocument();
  },
};
