import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, userEvent } from 'storybook/test';
import { heard } from '../test-support/heard.js';
import { SkipLink } from './SkipLink.js';
import { skipLinkGuidance } from './SkipLink.guidance.js';

const meta = {
  title: 'Page/SkipLink',
  component: SkipLink,
  parameters: {
    docs: {
      guidance: skipLinkGuidance,
      description: {
        component:
          'The first thing in `<body>`, before the header: a link to the main content that is hidden until it has ' +
          'keyboard focus, then drawn at the top left above everything, with the focus ring. Following it moves ' +
          'focus to the target (given `tabindex="-1"` when it has no tabindex), so the next Tab continues from the ' +
          'main content in every browser. The target must exist: give `<main>` the id (`#main` by default).',
      },
    },
  },
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The target stands in for a page's `<main>` (the story is already inside one). It is a region named by
 * its heading, as `<main>` is a landmark: focus on a plain `<div>` is silent in a screen reader, which
 * leaves the visitor unsure whether the link did anything.
 */
function Page({ targetId, children }: { targetId: string; children?: ReactNode }) {
  return (
    <section id={targetId} aria-labelledby={`${targetId}-heading`}>
      <h2 id={`${targetId}-heading`}>Who we are</h2>
      <p>We work with persons with disabilities on education, employment and assistive technology.</p>
      {children}
      <a href="#donate">Donate</a>
    </section>
  );
}

const inViewport = (element: Element) => {
  const box = element.getBoundingClientRect();
  const { innerWidth, innerHeight } = element.ownerDocument.defaultView ?? window;
  return (
    box.width > 1 && box.top >= 0 && box.left >= 0 && box.right <= innerWidth && box.bottom <= innerHeight
  );
};

export const Default: Story = {
  render: (args) => (
    <>
      <SkipLink {...args} />
      <Page targetId="main" />
    </>
  ),
  parameters: { transcript: true },
  play: async ({ canvas, canvasElement }) => {
    // The first Tab finds the link; following it puts focus on the main content.
    const link = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(inViewport(link)).toBe(false);
    await heard.act('Tab', () => userEvent.tab());
    await expect(link).toHaveFocus();
    await expect(inViewport(link)).toBe(true);
    await heard.act('press Enter', () => userEvent.keyboard('{Enter}'));
    const target = canvasElement.ownerDocument.getElementById('main');
    await expect(target).toHaveFocus();
    await expect(target).toHaveAttribute('tabindex', '-1');
    await expect(inViewport(link)).toBe(false);
    await heard.readToEnd('read on');
    // The browser's own jump to #main focuses it too, in the frame after the click: a Tab pressed before
    // then would lose focus back to main. The listener has waited for the page to settle (frames with no
    // change) after Enter, so this Tab continues from main, as the browser's sequential focus starting point.
    await heard.act('Tab', () => userEvent.tab());
    await expect(canvas.getByRole('link', { name: 'Donate' })).toHaveFocus();
  },
};

export const OtherTarget: Story = {
  args: { href: '#volunteer-form', children: 'Skip to the volunteer form' },
  render: (args) => (
    <>
      <SkipLink {...args} />
      <nav aria-label="Main">
        <a href="#about">About</a> <a href="#projects">Projects</a>
      </nav>
      <Page targetId="volunteer-form" />
    </>
  ),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Skip to the volunteer form' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvasElement.ownerDocument.getElementById('volunteer-form')).toHaveFocus();
  },
};

export const LongLabel: Story = {
  args: {
    href: '#main-long',
    children: 'Skip past the site navigation and the search form to the main content of this page',
  },
  render: (args) => (
    <>
      <SkipLink {...args} />
      <Page targetId="main-long" />
    </>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(inViewport(canvas.getByRole('link', { name: /Skip past/ }))).toBe(true);
  },
};

export const NarrowViewport: Story = {
  ...LongLabel,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

export const AllStates: Story = {
  name: 'All states',
  args: { href: '#main-all' },
  render: (args) => (
    <>
      <SkipLink {...args} />
      {/* Room above the page: the link is drawn at the top left over whatever is there, and the picture
          shows it whole beside the page rather than over the first words of the navigation. */}
      <nav aria-label="Main" style={{ paddingBlockStart: '4.5rem' }}>
        <a href="#about">About</a> <a href="#projects">Projects</a>
      </nav>
      <Page targetId="main-all" />
    </>
  ),
  parameters: { pictures: { modes: ['dark', 'forced-colors', 'narrow'] } },
  // The link is drawn only while it has focus, at the top left above the page: that is the state shown.
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(inViewport(link)).toBe(false);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(inViewport(link)).toBe(true);
  },
};

// Do and don't (shown on the docs page, from SkipLink.guidance.ts)

export const DontMissingTarget: Story = {
  name: "Don't: a skip link to a target that does not exist",
  args: { href: '#content' },
  render: (args) => (
    <>
      <SkipLink {...args} />
      <Page targetId="main-content" />
    </>
  ),
  parameters: {
    // The failure shown: the link points at #content, which is not on the page, so following it does nothing.
    a11y: { config: { rules: [{ id: 'skip-link', enabled: false }] } },
    docs: {
      description: {
        story:
          'Following it does nothing: focus stays on the link and the next Tab goes through the header again. ' +
          'Give `<main>` the id the link points at (`#main` by default).',
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
  },
};
