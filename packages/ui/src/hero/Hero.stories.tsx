import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ButtonLink } from '../button/Button.js';
import { heard } from '../test-support/heard.js';
import illustration from './hero-illustration.svg';
import { Hero } from './Hero.js';
import { heroGuidance } from './Hero.guidance.js';

const image = {
  src: illustration,
  alt: 'Two people in conversation, one of them using a wheelchair.',
  width: 480,
  height: 360,
};

const actions = (
  <>
    <ButtonLink href="#volunteer" variant="secondary">
      Volunteer with Us
    </ButtonLink>
    <ButtonLink href="#donate" variant="outline">
      Donate Now
    </ButtonLink>
  </>
);

const meta = {
  title: 'Page/Hero',
  component: Hero,
  args: {
    headingLevel: 2,
    eyebrow: 'About us',
    title: 'Inclusion is a right, not a favour',
    lead: 'We work with persons with disabilities in Goa for education, employment, assistive technology, healthcare, accessibility and advocacy.',
  },
  argTypes: { headingLevel: { control: 'inline-radio', options: [1, 2] } },
  parameters: {
    layout: 'fullscreen',
    docs: {
      guidance: heroGuidance,
      description: {
        component:
          "The top of a page, on the brand surface with on-brand text. Its title is the page's `h1` (`headingLevel` 2 " +
          'when it sits under another h1, as in these stories, whose frame supplies one); tile titles are one level ' +
          'below. Place it inside `<main>`: there its `<header>` is not a banner landmark. The quote is a `<figure>` ' +
          'with a `<blockquote>` and its source in `<figcaption><cite>`; tiles are a list. The image always has width ' +
          'and height (no layout shift), `alt` is required (`""` for decoration) and images must not contain text. ' +
          'Links take the text colour; two columns become one on narrow screens, in reading order.',
      },
    },
  },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { transcript: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Inclusion is a right, not a favour' }),
    ).toBeVisible();
    await heard.readToEnd('read the page');
  },
};

export const PageHeading: Story = {
  name: 'As the page heading (h1)',
  args: { headingLevel: 1 },
  parameters: {
    page: 'own-heading',
    docs: {
      description: {
        story: "On a page the hero holds the page's only `h1`.",
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Inclusion is a right, not a favour' }),
    ).toBeVisible();
    await expect(canvasElement.querySelectorAll('h1')).toHaveLength(1);
  },
};

export const WithQuote: Story = {
  args: {
    quote: {
      text: 'Disability is not the inability to do things. It is the inability of the world to let us.',
      cite: 'Asha Naik, volunteer since 2019',
    },
  },
  play: async ({ canvas }) => {
    const figure = canvas.getByRole('figure');
    await expect(figure.querySelector('blockquote')).toHaveTextContent(/inability of the world/);
    await expect(figure.querySelector('figcaption cite')).toHaveTextContent(
      'Asha Naik, volunteer since 2019',
    );
  },
};

export const WithImage: Story = {
  args: { image },
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: image.alt });
    await expect(img).toHaveAttribute('width', '480');
    await expect(img).toHaveAttribute('height', '360');
  },
};

export const WithDecorativeImage: Story = {
  args: { image: { ...image, alt: '' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '');
  },
};

export const WithActions: Story = {
  args: { actions },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Volunteer with Us' })).toHaveAttribute(
      'href',
      '#volunteer',
    );
  },
};

export const WithTiles: Story = {
  args: {
    eyebrow: undefined,
    title: 'Contact us',
    lead: 'Reach us the way that suits you. We answer within two working days.',
    tiles: [
      { title: 'Call us', description: <a href="tel:+918322000000">+91 832 200 0000</a> },
      {
        title: 'Write to us',
        description: <a href="mailto:hello@inclusion.example.org">hello@inclusion.example.org</a>,
      },
      { title: 'Visit us', description: 'Ground floor, step-free entrance, Panaji, Goa' },
      { title: 'Sign language', description: 'Video calls in Indian Sign Language on Saturdays' },
    ],
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    await expect(list.querySelectorAll('li')).toHaveLength(4);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Visit us' })).toBeVisible();
  },
};

export const Complete: Story = {
  args: {
    actions,
    image,
    quote: { text: 'They asked what I needed, then they built it with me.', cite: 'Rohan, intern 2024' },
    tiles: [
      { title: 'Education', description: 'Scholarships and accessible study material.' },
      { title: 'Employment', description: 'Career guidance and placements.' },
      { title: 'Advocacy', description: 'Accessible buildings and transport.' },
    ],
  },
  parameters: { transcript: true },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: 'Inclusion is a right, not a favour' });
    const img = canvas.getByRole('img', { name: image.alt });
    // The image comes after the text and the actions in reading order.
    await expect(heading.compareDocumentPosition(img) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    await heard.readToEnd('read the page');
  },
};

export const LongContent: Story = {
  args: {
    ...Complete.args,
    eyebrow: 'Events and campaigns, 2025',
    title:
      'First Anniversary Convention on disability inclusion in education, employment and public life in Goa',
    lead: 'Two days of talks, workshops and a job fair, held in a venue audited for step-free access, with Indian Sign Language interpreters, live captions, large-print and braille programmes, and a quiet room.',
  },
};

export const NarrowViewport: Story = {
  args: Complete.args,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const view = canvasElement.ownerDocument.documentElement;
    await expect(view.scrollWidth).toBeLessThanOrEqual(view.clientWidth);
    const heading = canvas.getByRole('heading', { level: 2 }).getBoundingClientRect();
    const img = canvas.getByRole('img').getBoundingClientRect();
    await expect(img.top).toBeGreaterThan(heading.bottom);
    await expect(img.right).toBeLessThanOrEqual(view.clientWidth);
  },
};

export const AllStates: Story = {
  name: 'All states',
  render: () => (
    // A page has one hero: the gap keeps these apart.
    <div style={{ display: 'grid', gap: '1rem' }}>
      <Hero
        headingLevel={2}
        eyebrow="Everything, with an action focused"
        title="Inclusion is a right, not a favour"
        lead="We work with persons with disabilities in Goa for education, employment, assistive technology, healthcare, accessibility and advocacy."
        actions={actions}
        image={image}
        quote={{ text: 'They asked what I needed, then they built it with me.', cite: 'Rohan, intern 2024' }}
        tiles={[
          { title: 'Education', description: 'Scholarships and accessible study material.' },
          { title: 'Employment', description: 'Career guidance and placements.' },
          { title: 'Advocacy', description: 'Accessible buildings and transport.' },
        ]}
      />
      <Hero headingLevel={2} title="A title alone" />
      <Hero
        headingLevel={2}
        eyebrow="Tiles with links"
        title="Contact us"
        lead="Reach us the way that suits you. We answer within two working days."
        tiles={[
          { title: 'Call us', description: <a href="tel:+918322000000">+91 832 200 0000</a> },
          {
            title: 'Write to us',
            description: <a href="mailto:hello@inclusion.example.org">hello@inclusion.example.org</a>,
          },
          { title: 'Visit us', description: 'Ground floor, step-free entrance, Panaji, Goa' },
        ]}
      />
      <Hero
        headingLevel={2}
        eyebrow="A decorative image and a quote"
        title="Our volunteers"
        image={{ ...image, alt: '' }}
        quote={{
          text: 'Disability is not the inability to do things. It is the inability of the world to let us.',
          cite: 'Asha Naik, volunteer since 2019',
        }}
      />
    </div>
  ),
  parameters: { pictures: { modes: ['dark', 'forced-colors', 'narrow'] } },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(4);
    await expect(canvas.getAllByRole('figure')).toHaveLength(2);
    // The first action is photographed with its focus ring, on the brand surface.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Volunteer with Us' })).toHaveFocus();
  },
};

// Do and don't (shown on the docs page, from Hero.guidance.ts)

export const DontFileNameAsAlt: Story = {
  name: "Don't: a file name or 'image' as the alternative text",
  args: { image: { ...image, alt: 'hero-illustration.svg' } },
  parameters: {
    docs: {
      description: {
        story:
          'axe accepts any alternative text, but "hero-illustration.svg" tells a screen-reader user nothing. Say ' +
          'what the picture shows, or pass `alt: ""` when it only decorates.',
      },
    },
  },
};
