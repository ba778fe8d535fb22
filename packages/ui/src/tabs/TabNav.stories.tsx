import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { heard } from '../test-support/heard.js';
import { tabNavGuidance } from './TabNav.guidance.js';
import { TabNav, type TabNavItem } from './TabNav.js';

const items: TabNavItem[] = [
  { label: 'All (40)', href: '#all' },
  { label: 'New (12)', href: '#new', current: true },
  { label: 'In progress (9)', href: '#in-progress' },
  { label: 'Closed (19)', href: '#closed' },
];

const meta = {
  title: 'Navigation/TabNav',
  component: TabNav,
  args: { label: 'Volunteer applications by status', items },
  parameters: {
    docs: {
      guidance: tabNavGuidance,
      description: {
        component:
          'Tabs that are links, for when choosing a tab changes the address: each tab is a page of its own (the staff ' +
          'inbox’s statuses, the kinds of submission). A `nav` landmark with a list of links, the current one marked ' +
          'with `aria-current="page"` and drawn as the selected tab. It keeps the keys of links, Tab and Enter; for ' +
          'panels within one page, use Tabs.',
      },
    },
  },
} satisfies Meta<typeof TabNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { transcript: true },
  play: async ({ canvas, userEvent }) => {
    const nav = canvas.getByRole('navigation', { name: 'Volunteer applications by status' });
    await heard.readToEnd('read the navigation');
    for (const item of items) {
      await heard.act('Tab', () => userEvent.tab());
      await expect(within(nav).getByRole('link', { name: String(item.label) })).toHaveFocus();
    }
    await expect(within(nav).getByRole('link', { name: 'New (12)' })).toHaveAttribute('aria-current', 'page');
  },
};

export const LongContent: Story = {
  args: {
    items: [
      { label: 'Volunteer applications', href: '#volunteer', current: true },
      { label: 'Internship applications', href: '#internship' },
      { label: 'Partnership requests from organisations', href: '#partnership' },
      { label: 'Event registrations for the Inclusive Career Fair', href: '#events' },
    ],
  },
};

export const Narrow: Story = {
  name: 'Narrow viewport (400% zoom, 320×256)',
  ...LongContent,
  globals: { viewport: { value: 'zoom400', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(320);
    for (const link of canvas.getAllByRole('link')) {
      await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    }
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
};

export const AllStates: Story = {
  name: 'All states',
  render: () => (
    // The padding keeps the focus ring, drawn outside the link, inside the picture.
    <div style={{ padding: '0.5rem' }}>
      <h2>The current page in the middle, the first link focused</h2>
      <TabNav label="Volunteer applications by status" items={items} />
      <h2>The current page first</h2>
      <TabNav
        label="Internship applications by status"
        items={items.map((item, index) => ({ ...item, current: index === 0 }))}
      />
      <h2>Long labels</h2>
      <TabNav
        label="Kinds of submission"
        items={[
          { label: 'Volunteer applications', href: '#volunteer', current: true },
          { label: 'Internship applications', href: '#internship' },
          { label: 'Partnership requests from organisations', href: '#partnership' },
          { label: 'Event registrations for the Inclusive Career Fair', href: '#events' },
        ]}
      />
      <h2>Right-to-left text</h2>
      <div dir="rtl" lang="ur">
        <TabNav
          label="درخواستیں"
          items={[
            { label: 'سب', href: '#ur-all', current: true },
            { label: 'نئی', href: '#ur-new' },
          ]}
        />
      </div>
    </div>
  ),
  parameters: { pictures: { modes: ['dark', 'forced-colors', 'narrow'] } },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getAllByRole('navigation')).toHaveLength(4);
    // One current page in each.
    const current = canvas
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    await expect(current).toHaveLength(4);
    // The first link is photographed with its focus ring.
    await userEvent.tab();
    const first = canvas.getByRole('navigation', { name: 'Volunteer applications by status' });
    await expect(within(first).getByRole('link', { name: 'All (40)' })).toHaveFocus();
  },
};

export const DontTabRoles: Story = {
  name: 'Don’t: links with tab roles',
  render: () => (
    <div className="ui-tabs">
      <div role="tablist" aria-label="Volunteer applications by status" className="ui-tabs__list">
        {items.map((item) => (
          <a
            key={item.href}
            href={item.href}
            role="tab"
            aria-selected={item.current ?? false}
            className="ui-tabs__tab"
          >
            {item.label}
          </a>
        ))}
      </div>
    </div>
  ),
  parameters: {
    docs: {
      description: {
        story:
          'Screen readers announce “tab, 2 of 4” and their users press the arrow keys, which do nothing here; when ' +
          'they press Enter, the whole page changes instead of a panel. Links that change the page are a navigation.',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('tab')).toHaveLength(4);
  },
};
