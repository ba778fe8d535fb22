import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyWords } from '../docs-support/story-language.js';
import { heard } from '../test-support/heard.js';
import { tabNavGuidance } from './TabNav.guidance.js';
import { TabNav, type TabNavItem } from './TabNav.js';

const items: TabNavItem[] = [
  { label: 'All (40)', href: '#all' },
  { label: 'New (12)', href: '#new', current: true },
  { label: 'In progress (9)', href: '#in-progress' },
  { label: 'Closed (19)', href: '#closed' },
];

const itemsHi: TabNavItem[] = [
  { label: 'सभी (40)', href: '#all' },
  { label: 'नए (12)', href: '#new', current: true },
  { label: 'काम जारी (9)', href: '#in-progress' },
  { label: 'बंद (19)', href: '#closed' },
];

const byStatus = {
  en: { label: 'Volunteer applications by status', items },
  hi: { label: 'स्थिति के अनुसार स्वयंसेवा के आवेदन', items: itemsHi },
};

const kindsOfSubmission = {
  en: [
    { label: 'Volunteer applications', href: '#volunteer', current: true },
    { label: 'Internship applications', href: '#internship' },
    { label: 'Partnership requests from organisations', href: '#partnership' },
    { label: 'Event registrations for the Inclusive Career Fair', href: '#events' },
  ],
  hi: [
    { label: 'स्वयंसेवा के आवेदन', href: '#volunteer', current: true },
    { label: 'इंटर्नशिप के आवेदन', href: '#internship' },
    { label: 'संस्थाओं के साझेदारी के अनुरोध', href: '#partnership' },
    { label: 'समावेशी करियर मेले के लिए आयोजन पंजीकरण', href: '#events' },
  ],
} satisfies Record<string, TabNavItem[]>;

const meta = {
  title: 'Navigation/TabNav',
  component: TabNav,
  args: { label: 'Volunteer applications by status', items },
  parameters: {
    hindi: { args: byStatus.hi },
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
  args: { items: kindsOfSubmission.en },
  parameters: { hindi: { args: { items: kindsOfSubmission.hi } } },
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

/** The All states story's words: a Hindi page gives its own. */
const allStatesWords = {
  en: {
    middle: 'The current page in the middle, the first link focused',
    byStatus: byStatus.en,
    first: 'The current page first',
    internships: 'Internship applications by status',
    long: 'Long labels',
    kinds: 'Kinds of submission',
    kindsOfSubmission: kindsOfSubmission.en,
    rightToLeft: 'Right-to-left text',
  },
  hi: {
    // No play function runs in Hindi, so nothing has focus in the Hindi picture.
    middle: 'अभी का पेज बीच में',
    byStatus: byStatus.hi,
    first: 'अभी का पेज सबसे पहले',
    internships: 'स्थिति के अनुसार इंटर्नशिप के आवेदन',
    long: 'लंबे नाम',
    kinds: 'जमा किए गए फ़ॉर्म के प्रकार',
    kindsOfSubmission: kindsOfSubmission.hi,
    rightToLeft: 'दाएँ से बाएँ लिखा पाठ',
  },
};

export const AllStates: Story = {
  name: 'All states',
  render: (_args, context) => {
    const words = storyWords(context, allStatesWords);
    return (
      // The padding keeps the focus ring, drawn outside the link, inside the picture.
      <div style={{ padding: '0.5rem' }}>
        <h2>{words.middle}</h2>
        <TabNav label={words.byStatus.label} items={words.byStatus.items} />
        <h2>{words.first}</h2>
        <TabNav
          label={words.internships}
          items={words.byStatus.items.map((item, index) => ({ ...item, current: index === 0 }))}
        />
        <h2>{words.long}</h2>
        <TabNav label={words.kinds} items={words.kindsOfSubmission} />
        <h2>{words.rightToLeft}</h2>
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
    );
  },
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
  render: (_args, context) => {
    const words = storyWords(context, byStatus);
    return (
      <div className="ui-tabs">
        <div role="tablist" aria-label={words.label} className="ui-tabs__list">
          {words.items.map((item) => (
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
    );
  },
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
