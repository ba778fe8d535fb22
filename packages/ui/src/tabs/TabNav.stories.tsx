import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
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
  play: async ({ canvas, userEvent }) => {
    const nav = canvas.getByRole('navigation', { name: 'Volunteer applications by status' });
    for (const item of items) {
      await userEvent.tab();
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
