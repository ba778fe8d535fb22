import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { heard } from '../test-support/heard.js';
import { breadcrumbsGuidance } from './Breadcrumbs.guidance.js';
import { Breadcrumbs } from './Breadcrumbs.js';

const items = [
  { label: 'Home', href: '#home' },
  { label: 'Staff inbox', href: '#staff' },
  { label: 'Volunteer applications', href: '#staff-volunteer' },
];

const meta = {
  title: 'Navigation/Breadcrumbs',
  component: Breadcrumbs,
  args: { items },
  parameters: {
    docs: {
      guidance: breadcrumbsGuidance,
      description: {
        component:
          'Where the page sits in the site: a `nav` landmark named “Breadcrumb” with an ordered list of links to the ' +
          'pages above it. Like GOV.UK, it leaves the current page out by default, because the page’s `h1` comes ' +
          'next and says it; `currentPage` adds it as plain text with `aria-current="page"` where no heading follows. ' +
          'The chevrons are CSS, never read, and turn round in right-to-left text. Each link is a 44px target.',
      },
    },
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The trail comes before the page's h1, as on a real page. */
const ownHeading = { page: 'own-heading' } as const;

export const Default: Story = {
  parameters: { ...ownHeading, transcript: true },
  render: (args) => (
    <>
      <Breadcrumbs {...args} />
      <h1>Asha Rao’s application</h1>
    </>
  ),
  play: async ({ canvas, userEvent }) => {
    const nav = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Home',
      'Staff inbox',
      'Volunteer applications',
    ]);
    await expect(nav.querySelector('ol')).not.toBeNull();
    await heard.readToEnd('read the page');
    for (const link of links) {
      await heard.act('Tab', () => userEvent.tab());
      await expect(link).toHaveFocus();
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};

export const WithCurrentPage: Story = {
  name: 'With the current page (no heading follows)',
  args: { currentPage: 'Asha Rao' },
  parameters: { transcript: true },
  play: async ({ canvas }) => {
    const current = canvas.getByText('Asha Rao');
    await expect(current.tagName).toBe('LI');
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(within(current).queryByRole('link')).toBeNull();
    await heard.readToEnd('read the page');
  },
};

const longItems = [
  { label: 'Home', href: '#home' },
  { label: 'Programmes for persons with disabilities', href: '#programmes' },
  { label: 'Assistive technology and digital accessibility training', href: '#at' },
  { label: 'Screen reader workshops for government office staff in North Goa', href: '#workshops' },
];

export const LongContent: Story = {
  args: { items: longItems },
  render: Default.render,
  parameters: ownHeading,
};

export const Narrow: Story = {
  name: 'Narrow viewport (400% zoom, 320×256)',
  args: { items: longItems },
  render: Default.render,
  parameters: ownHeading,
  globals: { viewport: { value: 'zoom400', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(320);
    for (const link of canvas.getAllByRole('link')) {
      await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    }
  },
};

export const DarkTheme: Story = {
  render: Default.render,
  parameters: ownHeading,
  globals: { theme: 'dark' },
};

export const RightToLeft: Story = {
  name: 'Right-to-left text',
  args: {
    label: 'بریڈ کرمب',
    items: [
      { label: 'ہوم', href: '#home' },
      { label: 'پروگرام', href: '#programmes' },
    ],
  },
  render: (args) => (
    <div dir="rtl" lang="ur">
      <Breadcrumbs {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const [home, programmes] = canvas.getAllByRole('link');
    await expect(programmes?.getBoundingClientRect().right).toBeLessThan(
      home?.getBoundingClientRect().left ?? 0,
    );
  },
};

export const AllStates: Story = {
  name: 'All states',
  render: () => (
    // The padding keeps the focus ring, drawn outside the link, inside the picture.
    <div style={{ padding: '0.5rem' }}>
      <h2>Focused</h2>
      <Breadcrumbs label="Breadcrumb, focused" items={items} />
      <h2>With the current page</h2>
      <Breadcrumbs label="Breadcrumb, with the current page" items={items} currentPage="Asha Rao" />
      <h2>One page above</h2>
      <Breadcrumbs label="Breadcrumb, one page above" items={items.slice(0, 1)} />
      <h2>A long trail</h2>
      <Breadcrumbs label="Breadcrumb, a long trail" items={longItems} currentPage="Dates and places" />
      <h2>Right-to-left text</h2>
      <div dir="rtl" lang="ur">
        <Breadcrumbs
          label="بریڈ کرمب"
          items={[
            { label: 'ہوم', href: '#home' },
            { label: 'پروگرام', href: '#programmes' },
          ]}
          currentPage="ورکشاپ"
        />
      </div>
    </div>
  ),
  parameters: { pictures: { modes: ['dark', 'forced-colors', 'narrow'] } },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getAllByRole('navigation')).toHaveLength(5);
    await expect(canvas.getAllByText(/^(Asha Rao|Dates and places|ورکشاپ)$/)).toHaveLength(3);
    // The first link is photographed with its focus ring.
    await userEvent.tab();
    await expect(
      within(canvas.getByRole('navigation', { name: 'Breadcrumb, focused' })).getByRole('link', {
        name: 'Home',
      }),
    ).toHaveFocus();
  },
};

export const DontCurrentPageAsLink: Story = {
  name: 'Don’t: the current page as a link',
  args: { items: [...items, { label: 'Asha Rao’s application', href: '#asha' }] },
  render: Default.render,
  parameters: {
    ...ownHeading,
    docs: {
      description: {
        story:
          'A link to the page you are on reloads it and loses your place. Screen reader users, who hear the trail ' +
          'and then the heading, hear the page’s name twice and cannot tell from the links list where they are.',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(4);
  },
};
