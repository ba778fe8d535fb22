import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { heard } from '../test-support/heard.js';
import illustration from './media-text-illustration.svg';
import { MediaText } from './MediaText.js';
import { mediaTextGuidance } from './MediaText.guidance.js';

const image = {
  src: illustration,
  alt: 'A hand reading a page of braille beside a cup of tea.',
  width: 480,
  height: 270,
};

const meta = {
  title: 'Page/MediaText',
  component: MediaText,
  args: {
    image,
    children: (
      <>
        <p>
          We are a foundation working with persons with disabilities in Goa on education, employment,
          assistive technology, healthcare, accessibility and advocacy.
        </p>
        <p>
          <a href="#about">Read our story</a>
        </p>
      </>
    ),
  },
  argTypes: {
    imagePosition: { control: 'inline-radio', options: ['start', 'end'] },
  },
  parameters: {
    docs: {
      guidance: mediaTextGuidance,
      description: {
        component:
          'Text beside an image: two equal columns when both fit at 20rem, one column when they do not, so it ' +
          'reflows at 320px and inside narrow containers as well as on narrow screens. The text comes first in ' +
          'the source, so it is read first and sits above the image when stacked; `imagePosition` only chooses ' +
          'the side the image is drawn on when they share a row. The image needs `alt` (`""` when it is ' +
          'decoration only) and `width`/`height`, so the page does not jump as it loads; it loads lazily unless ' +
          '`loading: "eager"`, and takes `srcSet` and `sizes` for a sharp picture at every width.',
      },
    },
  },
} satisfies Meta<typeof MediaText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Image at the end',
  parameters: { transcript: true },
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: image.alt });
    const text = canvas.getByText(/We are a foundation/);
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(text.compareDocumentPosition(img) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await heard.readToEnd('read the page');
  },
};

export const ImageAtStart: Story = {
  name: 'Image at the start',
  args: { imagePosition: 'start' },
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: image.alt });
    const text = canvas.getByText(/We are a foundation/);
    // Drawn first when there is room; still read after the text.
    await expect(img.getBoundingClientRect().right).toBeLessThanOrEqual(text.getBoundingClientRect().left);
    await expect(text.compareDocumentPosition(img) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};

export const DecorativeImage: Story = {
  name: 'Decorative image (empty alt)',
  args: { image: { ...image, alt: '', loading: 'eager' } },
  parameters: { transcript: true },
  play: async ({ canvasElement }) => {
    const img = canvasElement.querySelector('img');
    await expect(img).toHaveAttribute('alt', '');
    await expect(img).toHaveAttribute('loading', 'eager');
    await heard.readToEnd('read the page');
  },
};

export const LongContent: Story = {
  args: {
    children: (
      <>
        <p>
          Since 2019 our volunteers, many of them wheelchair users or blind, have audited more than two
          hundred public buildings, schools and bus stands across North and South Goa with their owners, and
          followed up every year to see what changed.
        </p>
        <p>
          The audits led to ramps, tactile paths, accessible toilets and signage in large print and braille,
          and to training for the staff who run the buildings every day.
        </p>
        <ul>
          <li>Education and scholarships</li>
          <li>Employment and skills training</li>
          <li>Assistive technology</li>
        </ul>
      </>
    ),
  },
};

export const NarrowViewport: Story = {
  args: { imagePosition: 'start' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const view = canvasElement.ownerDocument.documentElement;
    await expect(view.scrollWidth).toBeLessThanOrEqual(view.clientWidth);
    // Stacked: the text above the image, whichever side the image takes on a wide screen.
    const img = canvas.getByRole('img', { name: image.alt });
    const text = canvas.getByText(/We are a foundation/);
    await expect(img.getBoundingClientRect().top).toBeGreaterThan(text.getBoundingClientRect().bottom);
  },
};

export const AllStates: Story = {
  name: 'All states',
  render: () => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <h2>Image at the end</h2>
      <MediaText image={image}>
        <p>
          We are a foundation working with persons with disabilities in Goa on education, employment,
          assistive technology, healthcare, accessibility and advocacy.
        </p>
        <p>
          <a href="#about">Read our story</a>
        </p>
      </MediaText>
      <h2>Image at the start</h2>
      <MediaText image={{ ...image, alt: 'A page of braille, read by hand.' }} imagePosition="start">
        <p>
          Our volunteers have audited more than two hundred public buildings, schools and bus stands across
          North and South Goa with their owners.
        </p>
      </MediaText>
      <h2>Decorative image</h2>
      <MediaText image={{ ...image, alt: '' }}>
        <p>
          The audits led to ramps, tactile paths, accessible toilets and signage in large print and braille.
        </p>
      </MediaText>
      <h2>Long text, in a narrow column</h2>
      <div style={{ maxWidth: '30rem' }}>
        <MediaText image={{ ...image, alt: 'Braille beside a cup of tea.' }} imagePosition="start">
          <p>
            Since 2019 our volunteers, many of them wheelchair users or blind, have audited public buildings
            and followed up every year to see what changed. Two columns of 20rem do not fit here, so the text
            comes first and the image below it.
          </p>
          <ul>
            <li>Education and scholarships</li>
            <li>Employment and skills training</li>
          </ul>
        </MediaText>
      </div>
    </div>
  ),
  parameters: { pictures: { modes: ['dark', 'forced-colors', 'narrow'] } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('img')).toHaveLength(3);
    await expect(canvasElement.querySelectorAll('img')).toHaveLength(4);
    const stacked = canvas.getByRole('img', { name: 'Braille beside a cup of tea.' });
    const text = canvas.getByText(/Two columns of 20rem/);
    await expect(stacked.getBoundingClientRect().top).toBeGreaterThan(text.getBoundingClientRect().bottom);
  },
};

// Do and don't (shown on the docs page, from MediaText.guidance.ts)

export const DontDescribeDecoration: Story = {
  name: "Don't: describe a picture that only decorates",
  args: {
    image: {
      ...image,
      alt: 'Illustration in blue and yellow: a hand with four fingers reading a page covered in braille dots, a white cup of tea with steam, and a green plant in the corner.',
    },
  },
  parameters: {
    docs: {
      description: {
        story:
          'The text already says everything; a long description of a decorative drawing makes a screen-reader user ' +
          'listen to it on every visit. Give a picture that adds nothing `alt: ""`.',
      },
    },
  },
};
