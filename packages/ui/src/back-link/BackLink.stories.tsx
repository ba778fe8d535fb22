import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect } from 'storybook/test';
import { heard } from '../test-support/heard.js';
import { backLinkGuidance } from './BackLink.guidance.js';
import { BackLink } from './BackLink.js';

const meta = {
  title: 'Navigation/BackLink',
  component: BackLink,
  args: { href: '#applications' },
  parameters: {
    docs: {
      guidance: backLinkGuidance,
      description: {
        component:
          'A link to the previous page of a journey (GOV.UK Frontend’s back link): a visible “Back” or the text you ' +
          'give, a chevron that is never read, and a 44px target. It follows `href`, an address you choose, not the ' +
          'browser history; `historyBack` asks for the history instead when the tab has some, with `href` as the ' +
          'fallback. `asChild` renders your router’s link.',
      },
    },
  },
} satisfies Meta<typeof BackLink>;

export default meta;
type Story = StoryObj<typeof meta>;

function Page({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <h2>Asha Rao’s application</h2>
      <p>Received 14 June. Sign language interpreter, weekends.</p>
    </>
  );
}

export const Default: Story = {
  render: (args) => (
    <Page>
      <BackLink {...args} />
    </Page>
  ),
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Back' });
    await expect(link).toHaveAttribute('href', '#applications');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    const { height } = link.getBoundingClientRect();
    await expect(height).toBeGreaterThanOrEqual(44);
  },
};

export const WithDestination: Story = {
  name: 'Saying where it goes',
  args: { children: 'Back to volunteer applications' },
  render: Default.render,
  parameters: { transcript: true },
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Back to volunteer applications' });
    await expect(link).toBeVisible();
    await heard.readToEnd('read the page');
    await heard.act('Tab', () => userEvent.tab());
    await expect(link).toHaveFocus();
  },
};

export const LongContent: Story = {
  args: {
    children: 'Back to the list of volunteer applications received for the Inclusive Career Fair in Panaji',
  },
  render: Default.render,
};

export const Narrow: Story = {
  name: 'Narrow viewport (400% zoom, 320×256)',
  ...LongContent,
  globals: { viewport: { value: 'zoom400', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(320);
    const link = canvas.getByRole('link');
    await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const DarkTheme: Story = {
  ...Default,
  globals: { theme: 'dark' },
};

export const RightToLeft: Story = {
  name: 'Right-to-left text',
  args: { children: 'واپس' },
  render: (args) => (
    <div dir="rtl" lang="ur">
      <BackLink {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'واپس' });
    await expect(getComputedStyle(link, '::before').transform).not.toBe('none');
  },
};

export const AllStates: Story = {
  name: 'All states',
  render: () => (
    // The padding keeps the focus ring, drawn outside the link, inside the picture.
    <div style={{ padding: '0.5rem' }}>
      <h2>Focused</h2>
      <BackLink href="#step-2">Back to step 2</BackLink>
      <h2>Default</h2>
      <BackLink href="#applications" />
      <h2>Saying where it goes</h2>
      <BackLink href="#volunteers">Back to volunteer applications</BackLink>
      <h2>A long destination</h2>
      <BackLink href="#career-fair">
        Back to the list of volunteer applications received for the Inclusive Career Fair in Panaji
      </BackLink>
      <h2>Right-to-left text</h2>
      <div dir="rtl" lang="ur">
        <BackLink href="#ur">واپس</BackLink>
      </div>
      <h2>A router’s link (asChild)</h2>
      <BackLink asChild>
        <a href="#inbox">Back to the inbox</a>
      </BackLink>
    </div>
  ),
  parameters: { pictures: { modes: ['dark', 'forced-colors', 'narrow'] } },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(6);
    // The first one is photographed with its focus ring.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Back to step 2' })).toHaveFocus();
  },
};

export const DontButton: Story = {
  name: 'Don’t: a back button with no address',
  render: () => (
    <Page>
      <button type="button" className="ui-back-link" onClick={() => window.history.back()}>
        Back
      </button>
    </Page>
  ),
  parameters: {
    docs: {
      description: {
        story:
          'A button that calls `history.back()` goes wherever the history goes: out of the site for someone who ' +
          'arrived from a search or a shared link, nowhere in a new tab, and nowhere without scripts. It cannot be ' +
          'opened in a new tab or bookmarked, and voice control users hear “button” where they expect a link.',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  },
};
