import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect } from 'storybook/test';
import { storyWords } from '../docs-support/story-language.js';
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

const imageHi = { ...image, alt: 'चाय के कप के पास ब्रेल का एक पन्ना पढ़ता हुआ हाथ।' };

/** The stories' words in Hindi, as a Hindi page would give them. */
const hi = {
  intro:
    'हम एक फ़ाउंडेशन हैं। हम गोवा में दिव्यांगजनों के साथ शिक्षा, रोज़गार, सहायक तकनीक, स्वास्थ्य सेवा, ' +
    'सुगम्यता और पैरवी पर काम करते हैं।',
  readOurStory: 'हमारी कहानी पढ़ें',
  audits: 'इन जाँचों के बाद रैंप, स्पर्श से पहचाने जाने वाले रास्ते, सुगम्य शौचालय, और बड़े अक्षरों और ब्रेल में ' + 'संकेत लगे।',
  education: 'शिक्षा और छात्रवृत्ति',
  employment: 'रोज़गार और कौशल प्रशिक्षण',
};

/**
 * The Hindi of the meta's children. Each story gives it itself: Storybook merges a story's parameters
 * into the meta's key by key, so a meta's element would lend its props to a story's own.
 */
const childrenHi = (
  <>
    <p>{hi.intro}</p>
    <p>
      <a href="#about">{hi.readOurStory}</a>
    </p>
  </>
);

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
    hindi: { args: { image: imageHi } },
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
  parameters: { transcript: true, hindi: { args: { children: childrenHi } } },
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
  parameters: { hindi: { args: { children: childrenHi } } },
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
  parameters: {
    transcript: true,
    hindi: { args: { children: childrenHi, image: { ...imageHi, alt: '', loading: 'eager' } } },
  },
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
  parameters: {
    hindi: {
      args: {
        children: (
          <>
            <p>
              2019 से हमारे स्वयंसेवकों ने, जिनमें से कई व्हीलचेयर का उपयोग करते हैं या दृष्टिहीन हैं, उत्तरी और दक्षिणी गोवा में 200
              से ज़्यादा सार्वजनिक इमारतों, स्कूलों और बस अड्डों की सुगम्यता जाँच उनके मालिकों के साथ की है। हर साल वे फिर जाकर
              देखते हैं कि क्या बदला।
            </p>
            <p>
              इन जाँचों के बाद रैंप, स्पर्श से पहचाने जाने वाले रास्ते, सुगम्य शौचालय, और बड़े अक्षरों और ब्रेल में संकेत लगे। इमारतें रोज़
              चलाने वाले कर्मचारियों को प्रशिक्षण भी मिला।
            </p>
            <ul>
              <li>{hi.education}</li>
              <li>{hi.employment}</li>
              <li>सहायक तकनीक</li>
            </ul>
          </>
        ),
      },
    },
  },
};

export const NarrowViewport: Story = {
  args: { imagePosition: 'start' },
  parameters: { hindi: { args: { children: childrenHi } } },
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

/** The All states story's words: a Hindi page gives its own. */
const allStatesWords = {
  en: {
    image,
    atTheEnd: 'Image at the end',
    intro:
      'We are a foundation working with persons with disabilities in Goa on education, employment, ' +
      'assistive technology, healthcare, accessibility and advocacy.',
    readOurStory: 'Read our story',
    atTheStart: 'Image at the start',
    pageAlt: 'A page of braille, read by hand.',
    buildings:
      'Our volunteers have audited more than two hundred public buildings, schools and bus stands across ' +
      'North and South Goa with their owners.',
    decorative: 'Decorative image',
    audits:
      'The audits led to ramps, tactile paths, accessible toilets and signage in large print and braille.',
    longText: 'Long text, in a narrow column',
    teaAlt: 'Braille beside a cup of tea.',
    // A node, as the Hindi marks the CSS length in it as English.
    longParagraph:
      ('Since 2019 our volunteers, many of them wheelchair users or blind, have audited public buildings ' +
        'and followed up every year to see what changed. Two columns of 20rem do not fit here, so the text ' +
        'comes first and the image below it.') as ReactNode,
    education: 'Education and scholarships',
    employment: 'Employment and skills training',
  },
  hi: {
    ...hi,
    image: imageHi,
    atTheEnd: 'चित्र आख़िर में',
    atTheStart: 'चित्र शुरू में',
    pageAlt: 'हाथ से पढ़ा जा रहा ब्रेल का एक पन्ना।',
    buildings:
      'हमारे स्वयंसेवकों ने उत्तरी और दक्षिणी गोवा में 200 से ज़्यादा सार्वजनिक इमारतों, स्कूलों और बस ' +
      'अड्डों की जाँच उनके मालिकों के साथ की है।',
    decorative: 'सजावटी चित्र',
    longText: 'लंबा पाठ, एक पतले कॉलम में',
    teaAlt: 'चाय के कप के पास ब्रेल।',
    longParagraph: (
      <>
        2019 से हमारे स्वयंसेवक, जिनमें से कई व्हीलचेयर का उपयोग करते हैं या दृष्टिहीन हैं, सार्वजनिक इमारतों की जाँच करते हैं और हर
        साल देखते हैं कि क्या बदला। यहाँ {/* A CSS length, written as in code. */}
        <span lang="en">20rem</span> के दो कॉलम नहीं समाते, इसलिए पहले पाठ आता है और चित्र उसके नीचे।
      </>
    ),
  },
};

export const AllStates: Story = {
  name: 'All states',
  render: (_args, context) => {
    const words = storyWords(context, allStatesWords);
    return (
      <div style={{ display: 'grid', gap: '1rem' }}>
        <h2>{words.atTheEnd}</h2>
        <MediaText image={words.image}>
          <p>{words.intro}</p>
          <p>
            <a href="#about">{words.readOurStory}</a>
          </p>
        </MediaText>
        <h2>{words.atTheStart}</h2>
        <MediaText image={{ ...words.image, alt: words.pageAlt }} imagePosition="start">
          <p>{words.buildings}</p>
        </MediaText>
        <h2>{words.decorative}</h2>
        <MediaText image={{ ...words.image, alt: '' }}>
          <p>{words.audits}</p>
        </MediaText>
        <h2>{words.longText}</h2>
        <div style={{ maxWidth: '30rem' }}>
          <MediaText image={{ ...words.image, alt: words.teaAlt }} imagePosition="start">
            <p>{words.longParagraph}</p>
            <ul>
              <li>{words.education}</li>
              <li>{words.employment}</li>
            </ul>
          </MediaText>
        </div>
      </div>
    );
  },
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
    hindi: {
      args: {
        children: childrenHi,
        image: {
          ...imageHi,
          alt: 'नीले और पीले रंग का चित्र: चार उँगलियों वाला एक हाथ ब्रेल के बिंदुओं से भरा पन्ना पढ़ रहा है, भाप निकलता सफ़ेद चाय का कप है, और कोने में एक हरा पौधा है।',
        },
      },
    },
    docs: {
      description: {
        story:
          'The text already says everything; a long description of a decorative drawing makes a screen-reader user ' +
          'listen to it on every visit. Give a picture that adds nothing `alt: ""`.',
      },
    },
  },
};
