import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, within } from 'storybook/test';
import { SummaryList } from '../summary-list/SummaryList.js';
import { Tag } from '../tag/Tag.js';
import { heard } from '../test-support/heard.js';
import { tabsGuidance } from './Tabs.guidance.js';
import { Tabs, type TabItem } from './Tabs.js';

const applicationTabs: TabItem[] = [
  {
    id: 'details',
    label: 'Details',
    content: (
      <SummaryList
        rows={[
          { key: 'Name', value: 'Asha Rao' },
          { key: 'Role', value: 'Sign language interpreter' },
          { key: 'Status', value: <Tag tone="info">In progress</Tag> },
        ]}
      />
    ),
  },
  {
    id: 'notes',
    label: 'Notes (2)',
    content: (
      <ul>
        <li>Priya, 14 June: called Asha; she can start in July.</li>
        <li>Rahul, 15 June: references received.</li>
      </ul>
    ),
  },
  {
    id: 'history',
    label: 'History',
    content: (
      <ol>
        <li>14 June 09:12: received.</li>
        <li>14 June 11:40: Priya changed the status from New to In progress.</li>
      </ol>
    ),
  },
  {
    id: 'mails',
    label: 'Mails',
    content: <p>One mail sent: the confirmation of receipt, on 14 June at 09:12.</p>,
  },
];

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: { label: 'Asha Rao’s application', tabs: applicationTabs },
  argTypes: { activation: { control: 'inline-radio', options: ['automatic', 'manual'] } },
  parameters: {
    // Progressive enhancement: the server's contents list and panel headings go once the tabs work.
    ssr: { textRemovedOnHydration: 'the contents list and panel headings give way to tabs' },
    docs: {
      guidance: tabsGuidance,
      description: {
        component:
          'The WAI-ARIA tabs pattern, for panels of one page. Left and Right arrows move between tabs and wrap (the other ' +
          'way in right-to-left text), Home and End go to the ends, and Tab moves on to the selected panel. Activation is ' +
          'automatic by default (moving selects, as WAI-ARIA advises when panels show at once); `activation="manual"` ' +
          'waits for Enter or Space, for panels that load or do something. The server renders, and a visitor without ' +
          'scripts gets, a contents list of links with every panel under its heading; after hydration it becomes tabs. ' +
          'When a tab should change the address, use TabNav.',
      },
    },
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { transcript: true },
  play: async ({ canvas, userEvent }) => {
    const tablist = canvas.getByRole('tablist', { name: 'Asha Rao’s application' });
    const tab = (name: string) => within(tablist).getByRole('tab', { name });
    await heard.act('Tab', () => userEvent.tab());
    await expect(tab('Details')).toHaveFocus();
    await expect(tab('Details')).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Details' })).toBeVisible();

    await heard.act('press Right arrow', () => userEvent.keyboard('{ArrowRight}'));
    await expect(tab('Notes (2)')).toHaveFocus();
    await expect(tab('Notes (2)')).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Notes (2)' })).toBeVisible();
    await expect(canvas.queryByRole('tabpanel', { name: 'Details' })).toBeNull();
    await heard.act('press Right arrow', () => userEvent.keyboard('{ArrowRight}'));
    await expect(tab('History')).toHaveFocus();

    // Tab moves on into the selected panel, and Shift + Tab comes back to its tab.
    await heard.act('Tab', () => userEvent.tab());
    await expect(canvas.getByRole('tabpanel', { name: 'History' })).toHaveFocus();
    await heard.readToEnd('read the panel');
    await heard.act('Shift + Tab', () => userEvent.tab({ shift: true }));
    await expect(tab('History')).toHaveFocus();

    await heard.act('press End', () => userEvent.keyboard('{End}'));
    await expect(tab('Mails')).toHaveFocus();
    await heard.act('press Right arrow', () => userEvent.keyboard('{ArrowRight}'));
    await expect(tab('Details')).toHaveFocus();
    await heard.act('press Left arrow', () => userEvent.keyboard('{ArrowLeft}'));
    await expect(tab('Mails')).toHaveFocus();
    await heard.act('press Home', () => userEvent.keyboard('{Home}'));
    await expect(tab('Details')).toHaveFocus();

    await heard.act('Tab', () => userEvent.tab());
    await expect(canvas.getByRole('tabpanel', { name: 'Details' })).toHaveFocus();
  },
};

export const Manual: Story = {
  name: 'Manual activation',
  args: { activation: 'manual' },
  parameters: { transcript: true },
  play: async ({ canvas, userEvent }) => {
    const tab = (name: string) => canvas.getByRole('tab', { name });
    await heard.act('Tab', () => userEvent.tab());
    await heard.act('press Right arrow', () => userEvent.keyboard('{ArrowRight}'));
    await expect(tab('Notes (2)')).toHaveAttribute('aria-selected', 'false');
    await heard.act('press Right arrow', () => userEvent.keyboard('{ArrowRight}'));
    await expect(tab('History')).toHaveFocus();
    await expect(tab('History')).toHaveAttribute('aria-selected', 'false');
    await expect(canvas.getByRole('tabpanel', { name: 'Details' })).toBeVisible();
    await heard.act('press Enter', () => userEvent.keyboard('{Enter}'));
    await expect(tab('History')).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'History' })).toBeVisible();
    await heard.act('press Left arrow', () => userEvent.keyboard('{ArrowLeft}'));
    await heard.act('press Space', () => userEvent.keyboard(' '));
    await expect(tab('Notes (2)')).toHaveAttribute('aria-selected', 'true');
    await heard.act('Tab', () => userEvent.tab());
    await expect(canvas.getByRole('tabpanel', { name: 'Notes (2)' })).toHaveFocus();
  },
};

function InTheAddress() {
  const [tab, setTab] = useState('history');
  return (
    <>
      <p>
        Selected: <code>?tab={tab}</code>
      </p>
      <Tabs label="Asha Rao’s application" tabs={applicationTabs} value={tab} onValueChange={setTab} />
    </>
  );
}

export const Controlled: Story = {
  name: 'Controlled (the caller keeps the tab)',
  render: () => <InTheAddress />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByText('?tab=mails')).toBeVisible();
  },
};

export const BeforeScripts: Story = {
  name: 'Before scripts run (server HTML)',
  render: (args) => (
    // The exact HTML the server sends, drawn without React: what a visitor without scripts gets.
    <div dangerouslySetInnerHTML={{ __html: renderToStaticMarkup(<Tabs {...args} />) }} />
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole('tablist')).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'Contents' })).toBeVisible();
    for (const name of ['Details', 'Notes (2)', 'History', 'Mails']) {
      await expect(canvas.getByRole('heading', { name })).toBeVisible();
    }
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Details' });
    await expect(link).toHaveFocus();
    await expect(document.getElementById(link.getAttribute('href')?.slice(1) ?? '')).toHaveTextContent(
      /Sign language interpreter/,
    );
  },
};

const manyTabs: TabItem[] = [
  ...applicationTabs,
  { id: 'documents', label: 'Documents and references', content: <p>Two references, one CV.</p> },
  {
    id: 'accessibility',
    label: 'Access needs for interviews and training',
    content: <p>Asha asked for interviews in Indian Sign Language, with an interpreter she knows.</p>,
  },
];

export const LongContent: Story = {
  name: 'Many and long tabs',
  args: { tabs: manyTabs },
};

export const Narrow: Story = {
  name: 'Narrow viewport (400% zoom, 320×256)',
  args: { tabs: manyTabs },
  globals: { viewport: { value: 'zoom400', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await expect(window.innerWidth).toBe(320);
    for (const tab of canvas.getAllByRole('tab')) {
      await expect(tab.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    }
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Access needs for interviews and training' })).toHaveFocus();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement.dataset.theme).toBe('dark');
    await expect(canvas.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const RightToLeft: Story = {
  name: 'Right-to-left text',
  args: {
    label: 'درخواست',
    tabs: [
      { id: 'one', label: 'تفصیل', content: <p>آشا راؤ</p> },
      { id: 'two', label: 'نوٹس', content: <p>دو نوٹس</p> },
    ],
  },
  render: (args) => (
    <div dir="rtl" lang="ur">
      <Tabs {...args} />
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    // In right-to-left text the next tab is to the left.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'نوٹس' })).toHaveFocus();
  },
};

/**
 * The exact HTML the server sends for a Tabs, drawn without React: what a visitor without scripts gets.
 * Rendered once, here: a server render inside the story's own would change the ids of its other Tabs.
 */
const serverHtml = renderToStaticMarkup(
  <Tabs
    label="Joseph Fernandes’s application"
    headingLevel={3}
    tabs={[
      { id: 'static-details', label: 'Details', content: <p>Accessibility tester.</p> },
      { id: 'static-notes', label: 'Notes', content: <p>No notes yet.</p> },
    ]}
  />,
);

export const AllStates: Story = {
  name: 'All states',
  render: () => (
    // The padding keeps the focus ring, drawn outside the tab, inside the picture.
    <div style={{ padding: '0.5rem' }}>
      <h2>Automatic activation, the selected tab focused</h2>
      <Tabs label="Asha Rao’s application" tabs={applicationTabs} />
      <h2>Manual activation, a later tab selected</h2>
      <Tabs
        label="Vikram Naik’s application"
        tabs={applicationTabs}
        activation="manual"
        defaultValue="history"
      />
      <h2>Many and long tabs</h2>
      <Tabs label="Asha Rao’s application, every tab" tabs={manyTabs} defaultValue="accessibility" />
      <h2>Right-to-left text</h2>
      <div dir="rtl" lang="ur">
        <Tabs
          label="درخواست"
          tabs={[
            { id: 'one', label: 'تفصیل', content: <p>آشا راؤ</p> },
            { id: 'two', label: 'نوٹس', content: <p>دو نوٹس</p> },
          ]}
        />
      </div>
      <h2>Before scripts run (server HTML)</h2>
      <div dangerouslySetInnerHTML={{ __html: serverHtml }} />
    </div>
  ),
  parameters: { pictures: { modes: ['dark', 'forced-colors', 'narrow'] } },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getAllByRole('tablist')).toHaveLength(4);
    const manual = canvas.getByRole('tablist', { name: 'Vikram Naik’s application' });
    await expect(within(manual).getByRole('tab', { name: 'History' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('heading', { level: 3, name: 'Contents' })).toBeVisible();
    // The first tab is photographed with its focus ring.
    await userEvent.tab();
    const first = canvas.getByRole('tablist', { name: 'Asha Rao’s application' });
    await expect(within(first).getByRole('tab', { name: 'Details' })).toHaveFocus();
  },
};

export const DontSplitAForm: Story = {
  name: 'Don’t: a form split across tabs',
  args: {
    label: 'Volunteer application',
    tabs: [
      {
        id: 'you',
        label: 'About you',
        content: (
          <p>
            <label htmlFor="dont-name">Full name</label> <input id="dont-name" autoComplete="name" />
          </p>
        ),
      },
      {
        id: 'availability',
        label: 'Availability',
        content: (
          <p>
            <label htmlFor="dont-days">Days you can help</label> <input id="dont-days" />
          </p>
        ),
      },
    ],
  },
  parameters: {
    docs: {
      description: {
        story:
          'Fields in a hidden panel are easy to miss, and an error in them cannot be seen or reached from the error ' +
          'summary. People also need to compare and check what they entered. Put a long form on several pages, or ' +
          'on one page with headings.',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tabpanel', { name: 'About you' })).toBeVisible();
  },
};
