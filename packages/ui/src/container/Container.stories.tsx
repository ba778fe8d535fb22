import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { heard } from '../test-support/heard.js';
import { Container } from './Container.js';
import { containerGuidance } from './Container.guidance.js';

const meta = {
  title: 'Page/Container',
  component: Container,
  args: {
    children: (
      <p style={{ background: 'var(--ui-color-surface)', margin: 0, maxWidth: 'none' }}>
        Inclusion Foundation works with persons with disabilities on education, employment, assistive
        technology, healthcare, accessibility and advocacy.
      </p>
    ),
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['narrow', 'default', 'wide'] },
    as: {
      control: 'select',
      options: ['div', 'section', 'article', 'aside', 'header', 'footer', 'nav', 'main'],
    },
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      guidance: containerGuidance,
      description: {
        component:
          'Centres content at a readable width: `narrow` is one column of text (`--ui-measure`), `default` the page ' +
          '(`--ui-container-max`), `wide` galleries and grids. Its inline padding keeps text and focus rings off the ' +
          'screen edges down to 320px wide, so nothing needs scrolling sideways (WCAG 1.4.10). `as` picks the element; ' +
          'a landmark such as `nav`, `aside` or a named `section` needs `aria-label` or `aria-labelledby`.',
      },
    },
  },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

const paragraph = (canvasElement: HTMLElement) => canvasElement.querySelector('p') as HTMLParagraphElement;

export const Default: Story = {
  parameters: { transcript: true },
  play: async ({ canvasElement }) => {
    const box = paragraph(canvasElement).getBoundingClientRect();
    await expect(box.width).toBeLessThanOrEqual(72 * 16);
    await expect(box.left).toBeGreaterThanOrEqual(16);
    await heard.readToEnd('read the page');
  },
};

export const Narrow: Story = {
  args: { size: 'narrow' },
  play: async ({ canvasElement }) => {
    const container = canvasElement.querySelector('.ui-container') as HTMLElement;
    await expect(container).toHaveClass('ui-container--narrow');
    await expect(paragraph(canvasElement).getBoundingClientRect().width).toBeLessThan(72 * 16);
  },
};

export const Wide: Story = {
  args: { size: 'wide' },
};

export const AsLandmark: Story = {
  name: 'As a named landmark',
  args: {
    as: 'aside',
    'aria-label': 'Our partners',
    children: <p>We work with schools, colleges, employers and hospitals across Goa.</p>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('complementary', { name: 'Our partners' })).toHaveClass('ui-container');
  },
};

export const LongContent: Story = {
  args: {
    children: (
      <p style={{ margin: 0 }}>
        Our programmes include career guidance workshops, sign language classes, assistive technology
        demonstrations, accessibility audits of public buildings, health camps, and advocacy with local
        government for accessible transport. A long unbroken address such as
        volunteer.coordination.goa@inclusion-foundation.example.org wraps instead of pushing the page
        sideways.
      </p>
    ),
  },
};

export const NarrowViewport: Story = {
  ...LongContent,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const view = canvasElement.ownerDocument.documentElement;
    await expect(view.clientWidth).toBeLessThanOrEqual(320);
    await expect(view.scrollWidth).toBeLessThanOrEqual(view.clientWidth);
    const box = paragraph(canvasElement).getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(16);
    await expect(box.right).toBeLessThanOrEqual(view.clientWidth - 16);
  },
};

/** A shaded paragraph, so the picture shows how wide each container lets its content be. */
const shaded = { background: 'var(--ui-color-surface)', marginBlock: '0 1rem', maxWidth: 'none' };

export const AllStates: Story = {
  name: 'All states',
  render: () => (
    <>
      <Container size="narrow">
        <p style={shaded}>
          Narrow: one column of text, at most 70 characters wide. Inclusion Foundation works with persons with
          disabilities on education, employment, assistive technology, healthcare, accessibility and advocacy.
        </p>
      </Container>
      <Container>
        <p style={shaded}>
          Default: the page, at most 72rem wide. Inclusion Foundation works with persons with disabilities on
          education, employment, assistive technology, healthcare, accessibility and advocacy.
        </p>
      </Container>
      <Container size="wide">
        <p style={shaded}>
          Wide: galleries and grids, at most 90rem wide. Inclusion Foundation works with persons with
          disabilities on education, employment, assistive technology, healthcare, accessibility and advocacy.
        </p>
      </Container>
      <Container as="aside" aria-label="Our partners">
        <p style={shaded}>
          A named landmark (an aside): we work with schools, colleges, employers and hospitals across Goa.
        </p>
      </Container>
      <Container>
        <p style={shaded}>
          A long unbroken address such as volunteer.coordination.goa@inclusion-foundation.example.org wraps
          instead of pushing the page sideways.
        </p>
      </Container>
    </>
  ),
  parameters: { pictures: { modes: ['dark', 'forced-colors', 'narrow'] } },
  play: async ({ canvas, canvasElement }) => {
    const [narrow, standard] = [...canvasElement.querySelectorAll('.ui-container')].map(
      (container) => container.getBoundingClientRect().width,
    );
    await expect(narrow).toBeLessThan(standard ?? 0);
    await expect(canvas.getByRole('complementary', { name: 'Our partners' })).toHaveClass('ui-container');
  },
};

// Do and don't (shown on the docs page, from Container.guidance.ts)

export const DontUnnamedSection: Story = {
  name: "Don't: a section with no name",
  args: {
    as: 'section',
    children: (
      <>
        <h2>Our partners</h2>
        <p>We work with schools, colleges, employers and hospitals across Goa.</p>
      </>
    ),
  },
  parameters: {
    docs: {
      description: {
        story:
          'A `<section>` without `aria-label` or `aria-labelledby` is no landmark at all, so it is missing from the ' +
          'landmarks list, and with a name but no heading it is missing from the headings list. Use Section, which ' +
          'is named by its own heading.',
      },
    },
  },
};
