import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { NotificationBanner } from '../notification-banner/NotificationBanner.js';
import { Tag } from '../tag/Tag.js';
import { heard } from '../test-support/heard.js';
import { summaryListGuidance } from './SummaryList.guidance.js';
import { SummaryCard, SummaryList, type SummaryListRow } from './SummaryList.js';

const application: SummaryListRow[] = [
  {
    key: 'Name',
    value: 'Asha Rao',
    actions: [{ label: 'Change', href: '#name', visuallyHiddenText: 'name' }],
  },
  {
    key: 'Email',
    value: 'asha.rao@example.org',
    actions: [{ label: 'Change', href: '#email', visuallyHiddenText: 'email' }],
  },
  {
    key: 'Availability',
    value: (
      <>
        <p>Weekends</p>
        <p>Weekday evenings after 18:00</p>
      </>
    ),
    actions: [{ label: 'Change', href: '#availability', visuallyHiddenText: 'availability' }],
  },
  {
    key: 'Status',
    value: <Tag tone="info">In progress</Tag>,
    actions: [{ label: 'Change', href: '#status', visuallyHiddenText: 'status' }],
  },
  { key: 'Reference', value: 'VOL-20260614-3KQ8' },
];

const meta = {
  title: 'Data/SummaryList',
  component: SummaryList,
  args: { rows: application },
  parameters: {
    docs: {
      guidance: summaryListGuidance,
      description: {
        component:
          'Rows of key, value and actions in a description list (GOV.UK Frontend’s summary list). Each action’s name ' +
          'says what it changes: the visible “Change” is followed by visually hidden text (“name”), so the links list, ' +
          'a screen reader and voice control all get “Change name”. An action is a link with `href`, or a button with ' +
          '`onClick` for a change made in place. The rows lay out in columns when the list has room (a container ' +
          'query), and stack at 320px. `SummaryCard` puts a list under a titled bar; its title is added to every ' +
          'action’s name in it.',
      },
    },
  },
} satisfies Meta<typeof SummaryList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { transcript: true },
  play: async ({ canvas, userEvent }) => {
    await heard.readToEnd('read the list');
    const names = ['Change name', 'Change email', 'Change availability', 'Change status'];
    for (const name of names) {
      await heard.act('Tab', () => userEvent.tab());
      const link = canvas.getByRole('link', { name });
      await expect(link).toHaveFocus();
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Name',
      'Email',
      'Availability',
      'Status',
      'Reference',
    ]);
  },
};

export const NoActions: Story = {
  args: { rows: application.map(({ key, value }) => ({ key, value })) },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
  },
};

export const MissingValues: Story = {
  name: 'Missing answers',
  args: {
    rows: [
      { key: 'Name', value: 'Vikram Naik' },
      {
        key: 'Mobile number',
        value: <a href="#mobile">Add a mobile number</a>,
      },
      { key: 'Area of interest', value: 'Not given' },
    ],
  },
  parameters: {
    docs: {
      description: {
        story:
          'Say there is no answer, or link to where it can be given in the value column. A blank value is heard as ' +
          'nothing at all, which sounds like a fault.',
      },
    },
  },
};

const onRemove = fn();

export const SeveralActions: Story = {
  name: 'Several actions, one in place',
  args: {
    rows: [
      {
        key: 'Note from Priya, 14 June',
        value: 'Called Asha; she can start in July and would like to work at the Margao centre.',
        actions: [
          { label: 'Change', href: '#note-1', visuallyHiddenText: 'note from Priya, 14 June' },
          { label: 'Remove', onClick: onRemove, visuallyHiddenText: 'note from Priya, 14 June' },
        ],
      },
    ],
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Change note from Priya, 14 June' })).toHaveFocus();
    await userEvent.tab();
    const remove = canvas.getByRole('button', { name: 'Remove note from Priya, 14 June' });
    await expect(remove).toHaveFocus();
    await expect(remove).toHaveAttribute('type', 'button');
    await userEvent.keyboard('{Enter}');
    await expect(onRemove).toHaveBeenCalledTimes(1);
  },
};

function Applicants() {
  const [removed, setRemoved] = useState<string[]>([]);
  const people = [
    { name: 'Asha Rao', email: 'asha.rao@example.org', role: 'Sign language interpreter' },
    { name: 'Vikram Naik', email: 'vikram.naik@example.org', role: 'Braille transcriber' },
  ].filter((person) => !removed.includes(person.name));
  const lastRemoved = removed.at(-1);
  return (
    <>
      {/* The card and its Remove button are gone: say what happened and give focus a place to land. */}
      {lastRemoved ? (
        <NotificationBanner
          type="success"
          heading={`${lastRemoved} has been removed from the shortlist`}
          focusKey={removed.length}
        />
      ) : null}
      {people.map((person) => (
        <SummaryCard
          key={person.name}
          title={person.name}
          actions={[{ label: 'Remove', onClick: () => setRemoved((list) => [...list, person.name]) }]}
        >
          <SummaryList
            rows={[
              {
                key: 'Email',
                value: person.email,
                actions: [{ label: 'Change', href: '#email', visuallyHiddenText: 'email' }],
              },
              {
                key: 'Role',
                value: person.role,
                actions: [{ label: 'Change', href: '#role', visuallyHiddenText: 'role' }],
              },
            ]}
          />
        </SummaryCard>
      ))}
      {people.length === 0 ? <p>No applicants left.</p> : null}
    </>
  );
}

export const Cards: Story = {
  name: 'Summary cards',
  render: () => <Applicants />,
  parameters: { transcript: true },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Asha Rao' })).toBeVisible();
    await heard.readToEnd('read the cards');
    await heard.act('Tab', () => userEvent.tab());
    await expect(canvas.getByRole('button', { name: 'Remove Asha Rao' })).toHaveFocus();
    await heard.act('Tab', () => userEvent.tab());
    await expect(canvas.getByRole('link', { name: 'Change email (Asha Rao)' })).toHaveFocus();
    await expect(canvas.getByRole('link', { name: 'Change email (Vikram Naik)' })).toBeVisible();

    await heard.act('Shift + Tab', () => userEvent.tab({ shift: true }));
    await heard.act('press Enter', () => userEvent.keyboard('{Enter}'), {
      until: () => canvas.queryByRole('alert') !== null,
    });
    const banner = canvas.getByRole('alert', { name: 'Success' });
    await expect(banner).toHaveFocus();
    await expect(banner).toHaveTextContent('Asha Rao has been removed from the shortlist');
    await expect(canvas.queryByRole('heading', { name: 'Asha Rao' })).toBeNull();
  },
};

const longRows: SummaryListRow[] = [
  {
    key: 'Address for post, including parcels of braille books and large-print materials',
    value:
      'Inclusion Foundation for Persons with Disabilities, Second Floor, Building of the Municipal Council Annexe, ' +
      '12 Rua de Ourém, Fontainhas, Panaji, Goa 403001, India',
    actions: [{ label: 'Change', href: '#address', visuallyHiddenText: 'address for post' }],
  },
  {
    key: 'Email',
    value: 'volunteering-and-internships-coordinator@inclusion-foundation.example.org',
    actions: [
      { label: 'Change', href: '#email', visuallyHiddenText: 'email' },
      { label: 'Copy to the clipboard', onClick: () => undefined, visuallyHiddenText: 'email' },
    ],
  },
];

export const LongContent: Story = {
  args: { rows: longRows },
};

export const Narrow: Story = {
  name: 'Narrow viewport (400% zoom, 320×256)',
  args: { rows: longRows },
  globals: { viewport: { value: 'zoom400', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(320);
    const [key, value] = [canvas.getAllByRole('term')[0], canvas.getAllByRole('definition')[0]];
    // Stacked: the value starts below its key, at the same left edge.
    await expect(value?.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      key?.getBoundingClientRect().bottom ?? 0,
    );
    await expect(value?.getBoundingClientRect().left).toBe(key?.getBoundingClientRect().left);
  },
};

export const DarkTheme: Story = {
  render: () => <Applicants />,
  globals: { theme: 'dark' },
};

export const AllStates: Story = {
  name: 'All states',
  render: () => (
    // The padding keeps the focus ring, drawn outside the link, inside the picture.
    <div style={{ padding: '0.5rem' }}>
      <h2>With actions, the first one focused</h2>
      <SummaryList rows={application} />
      <h2>Without actions, borderless</h2>
      <SummaryList rows={application.slice(0, 3).map(({ key, value }) => ({ key, value }))} borderless />
      <h2>Missing answers</h2>
      <SummaryList
        rows={[
          { key: 'Mobile number', value: <a href="#mobile">Add a mobile number</a> },
          { key: 'Area of interest', value: 'Not given' },
        ]}
      />
      <h2>Several actions, one in place</h2>
      <SummaryList
        rows={[
          {
            key: 'Note from Priya, 14 June',
            value: 'Called Asha; she can start in July.',
            actions: [
              { label: 'Change', href: '#note-1', visuallyHiddenText: 'note from Priya, 14 June' },
              { label: 'Remove', onClick: () => undefined, visuallyHiddenText: 'note from Priya, 14 June' },
            ],
          },
        ]}
      />
      <h2>Long keys and values</h2>
      <SummaryList rows={longRows} />
      <h2>A summary card</h2>
      <SummaryCard
        title="Vikram Naik"
        headingLevel={3}
        actions={[{ label: 'Remove', onClick: () => undefined }]}
      >
        <SummaryList
          rows={[
            {
              key: 'Role',
              value: 'Braille transcriber',
              actions: [{ label: 'Change', href: '#role', visuallyHiddenText: 'role' }],
            },
          ]}
        />
      </SummaryCard>
    </div>
  ),
  parameters: { pictures: { modes: ['dark', 'forced-colors', 'narrow'] } },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('button', { name: 'Remove Vikram Naik' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Change role (Vikram Naik)' })).toBeVisible();
    // The first action is photographed with its focus ring.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Change name' })).toHaveFocus();
  },
};

export const DontVagueActions: Story = {
  name: 'Don’t: actions named only “Change”',
  args: {
    rows: application.map((row) => ({
      ...row,
      actions: row.actions?.map((action) => ({ ...action, visuallyHiddenText: '' })),
    })),
  },
  parameters: {
    docs: {
      description: {
        story:
          'With the hidden text removed, the links list of a screen reader shows four links called “Change”, and ' +
          '“click Change” in voice control has four answers. Say what each one changes.',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link', { name: 'Change' })).toHaveLength(4);
  },
};

export const DoColumnsWhenWide: Story = {
  name: 'In a wide column',
  render: (args) => (
    <div style={{ maxWidth: '48rem' }}>
      <SummaryList {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const row = canvasElement.querySelector('.ui-summary-list__row') as HTMLElement;
    const key = within(row).getByRole('term');
    const value = row.querySelector('.ui-summary-list__value') as Element;
    await expect(value.getBoundingClientRect().left).toBeGreaterThan(key.getBoundingClientRect().right);
    await expect(value.getBoundingClientRect().top).toBe(key.getBoundingClientRect().top);
  },
};
