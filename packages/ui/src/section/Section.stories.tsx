import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { ButtonLink } from '../button/Button.js';
import { heard } from '../test-support/heard.js';
import { Section } from './Section.js';
import { sectionGuidance } from './Section.guidance.js';

const meta = {
  title: 'Page/Section',
  component: Section,
  args: {
    title: 'Who we are',
    children: (
      <p>
        We are a foundation working with persons with disabilities in Goa on education, employment, assistive
        technology, healthcare, accessibility and advocacy. <a href="#about">Read our story</a>.
      </p>
    ),
  },
  argTypes: {
    tone: { control: 'inline-radio', options: ['default', 'muted', 'brand'] },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      guidance: sectionGuidance,
      description: {
        component:
          'A `<section>` named by its own heading (`aria-labelledby`), so it is a region landmark that screen reader ' +
          'users can list and jump to. `headingLevel` keeps the outline right (2 under the page `h1`, 3 or 4 when ' +
          'nested). With `id` it is the target of in-page links such as `#volunteer-form`; `scroll-margin-top` keeps ' +
          'its heading clear of a sticky header (override `--ui-section-scroll-margin`). Tones: `default`, `muted` ' +
          '(surface) and `brand` (brand surface, on-brand text, links in the colour of the text they sit on).',
      },
    },
  },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { transcript: true },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Who we are' });
    await expect(canvas.getByRole('heading', { level: 2, name: 'Who we are' })).toBeVisible();
    await expect(region).toHaveClass('ui-section--default');
    await heard.readToEnd('read the page');
  },
};

export const Muted: Story = {
  args: { tone: 'muted', title: 'What we do' },
};

export const Brand: Story = {
  args: {
    tone: 'brand',
    title: 'Join us',
    intro: 'Volunteers, interns and partners make our work possible.',
    children: (
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', alignItems: 'center' }}>
        <ButtonLink href="#volunteer">Volunteer with Us</ButtonLink>
        <ButtonLink href="#collaborate" variant="outline">
          Collaborate
        </ButtonLink>
        <a href="#intern">Apply for an internship</a>
      </div>
    ),
  },
};

export const WithIntro: Story = {
  args: {
    title: 'Our projects',
    intro: (
      <>
        <p>Each project is run with the people it serves.</p>
        <p>Find one near you, or start one with us.</p>
      </>
    ),
  },
  parameters: { transcript: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Each project is run with the people it serves.')).toBeVisible();
    await heard.readToEnd('read the page');
  },
};

export const WithAnchor: Story = {
  name: 'With anchor id: an in-page link jumps to it',
  args: { id: 'who-we-are', tone: 'muted' },
  render: (args) => (
    <>
      <div
        style={{
          position: 'sticky',
          top: 0,
          zIndex: 1,
          height: '3.5rem',
          background: 'var(--ui-color-surface-raised)',
          borderBottom: '2px solid var(--ui-color-border)',
        }}
        data-testid="sticky-header"
      >
        <a href="#who-we-are">Who we are</a>
      </div>
      <div style={{ height: '150vh' }} />
      <Section {...args} />
      <div style={{ height: '150vh' }} />
    </>
  ),
  play: async ({ canvas, canvasElement }) => {
    const header = canvas.getByTestId('sticky-header');
    const heading = canvas.getByRole('heading', { name: 'Who we are' });
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Who we are' })).toHaveFocus();
    const section = canvasElement.ownerDocument.getElementById('who-we-are');
    // The jump may scroll smoothly: wait until the section has arrived, however long that takes.
    await heard.act('press Enter', () => userEvent.keyboard('{Enter}'), {
      until: () => Math.abs((section?.getBoundingClientRect().top ?? 0) - 64) < 0.5,
    });
    await expect(section?.getBoundingClientRect().top).toBeCloseTo(64, 0);
    await expect(heading.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      header.getBoundingClientRect().bottom,
    );
    await expect(section).toHaveAttribute('aria-labelledby', 'who-we-are-heading');
  },
};

export const HeadingLevels: Story = {
  args: { title: 'Get involved' },
  render: (args) => (
    <Section {...args}>
      <Section title="Volunteer" headingLevel={3} id="volunteer">
        <p>Give a few hours a month.</p>
        <Section title="Career guidance workshops" headingLevel={4}>
          <p>Help students prepare for interviews.</p>
        </Section>
      </Section>
      <Section title="Internship" headingLevel={3} id="intern">
        <p>Three months with our programmes team.</p>
      </Section>
    </Section>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Volunteer' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Career guidance workshops' })).toBeVisible();
  },
};

export const LongContent: Story = {
  args: {
    title:
      'Accessibility audits of public buildings, schools and transport across North and South Goa, and what changed after them',
    intro:
      'Since 2019 our volunteers, many of them wheelchair users or blind, have audited more than two hundred buildings with their owners, and followed up every year.',
  },
};

export const NarrowViewport: Story = {
  ...LongContent,
  args: { ...LongContent.args, tone: 'brand' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const view = canvasElement.ownerDocument.documentElement;
    await expect(view.scrollWidth).toBeLessThanOrEqual(view.clientWidth);
  },
};

export const AllStates: Story = {
  name: 'All states',
  render: () => (
    <>
      <Section
        tone="brand"
        title="Brand, with an action focused"
        intro="Volunteers, interns and partners make our work possible."
      >
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', alignItems: 'center' }}>
          <ButtonLink href="#volunteer">Volunteer with Us</ButtonLink>
          <ButtonLink href="#collaborate" variant="outline">
            Collaborate
          </ButtonLink>
          <a href="#intern">Apply for an internship</a>
        </div>
      </Section>
      <Section title="Default">
        <p>
          We work with persons with disabilities in Goa on education, employment and accessibility.{' '}
          <a href="#about">Read our story</a>.
        </p>
      </Section>
      <Section
        tone="muted"
        title="Muted, with an introduction"
        intro="Each project is run with the people it serves."
      >
        <p>
          Find one near you, or <a href="#start">start one with us</a>.
        </p>
      </Section>
      <Section title="Nested sections">
        <Section title="Volunteer, a level 3 heading" headingLevel={3}>
          <p>Give a few hours a month.</p>
          <Section title="Career guidance workshops, a level 4 heading" headingLevel={4}>
            <p>Help students prepare for interviews.</p>
          </Section>
        </Section>
      </Section>
      <Section
        tone="muted"
        title="Accessibility audits of public buildings, schools and transport across North and South Goa, and what changed after them"
        intro="Since 2019 our volunteers, many of them wheelchair users or blind, have audited more than two hundred buildings with their owners, and followed up every year."
      />
    </>
  ),
  parameters: { pictures: { modes: ['dark', 'forced-colors', 'narrow'] } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('region')).toHaveLength(7);
    await expect(canvas.getByRole('heading', { level: 4 })).toBeVisible();
    // The first action is photographed with its focus ring, on the brand surface.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Volunteer with Us' })).toHaveFocus();
  },
};

// Do and don't (shown on the docs page, from Section.guidance.ts)

export const DontSkipHeadingLevels: Story = {
  name: "Don't: skip heading levels",
  args: { title: 'Get involved', headingLevel: 4 },
  parameters: {
    // The failure shown: an h4 straight under the page's h1, which heading-order reports.
    a11y: { config: { rules: [{ id: 'heading-order', enabled: false }] } },
    docs: {
      description: {
        story:
          'A screen-reader user who lists headings sees a level 4 under the level 1 and looks for the sections ' +
          'in between that are not there. Choose `headingLevel` by the outline: 2 under the page heading.',
      },
    },
  },
};
