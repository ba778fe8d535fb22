import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect } from 'storybook/test';
import { storyWords } from '../docs-support/story-language.js';
import { heard } from '../test-support/heard.js';
import { Container } from './Container.js';
import { containerGuidance } from './Container.guidance.js';

/** The Hindi of the words several stories share. */
const hi = {
  works:
    'इन्क्लूज़न फ़ाउंडेशन शिक्षा, रोज़गार, सहायक तकनीक, स्वास्थ्य सेवा, सुगम्यता और पैरवी पर दिव्यांगजनों के साथ ' +
    'काम करता है।',
  partners: 'हमारे साझेदार',
  partnersText: 'हम पूरे गोवा में स्कूलों, कॉलेजों, नियोक्ताओं और अस्पतालों के साथ काम करते हैं।',
  address:
    'volunteer.coordination.goa@inclusion-foundation.example.org जैसा लंबा, बिना टूटा पता पेज को बगल में ' +
    'धकेलने के बजाय अगली पंक्ति में चला जाता है।',
};

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
    hindi: {
      args: {
        children: (
          <p style={{ background: 'var(--ui-color-surface)', margin: 0, maxWidth: 'none' }}>{hi.works}</p>
        ),
      },
    },
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
  parameters: { hindi: { args: { 'aria-label': hi.partners, children: <p>{hi.partnersText}</p> } } },
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
  parameters: {
    hindi: {
      args: {
        children: (
          <p style={{ margin: 0 }}>
            हमारे कार्यक्रमों में करियर मार्गदर्शन कार्यशालाएँ, सांकेतिक भाषा की कक्षाएँ, सहायक तकनीक के प्रदर्शन, सार्वजनिक
            इमारतों की सुगम्यता जाँच, स्वास्थ्य शिविर, और सुगम्य परिवहन के लिए स्थानीय सरकार के साथ पैरवी शामिल हैं।{' '}
            {hi.address}
          </p>
        ),
      },
    },
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

const works =
  'Inclusion Foundation works with persons with disabilities on education, employment, assistive technology, ' +
  'healthcare, accessibility and advocacy.';

/** The All states story's words: a Hindi page gives its own. */
const allStatesWords: Record<
  'en' | 'hi',
  { narrow: string; standard: string; wide: string; partners: string; landmark: ReactNode; address: string }
> = {
  en: {
    narrow: `Narrow: one column of text, at most 70 characters wide. ${works}`,
    standard: `Default: the page, at most 72rem wide. ${works}`,
    wide: `Wide: galleries and grids, at most 90rem wide. ${works}`,
    partners: 'Our partners',
    landmark:
      'A named landmark (an aside): we work with schools, colleges, employers and hospitals across Goa.',
    address:
      'A long unbroken address such as volunteer.coordination.goa@inclusion-foundation.example.org wraps instead ' +
      'of pushing the page sideways.',
  },
  hi: {
    narrow: `संकरा: पाठ का एक कॉलम, ज़्यादा से ज़्यादा 70 अक्षर चौड़ा। ${hi.works}`,
    standard: `सामान्य: पूरा पेज, ज़्यादा से ज़्यादा 72 रेम चौड़ा। ${hi.works}`,
    wide: `चौड़ा: गैलरी और ग्रिड, ज़्यादा से ज़्यादा 90 रेम चौड़ा। ${hi.works}`,
    partners: hi.partners,
    // The element's name is code, read in English.
    landmark: (
      <>
        नाम वाला लैंडमार्क (<span lang="en">aside</span>): {hi.partnersText}
      </>
    ),
    address: hi.address,
  },
};

export const AllStates: Story = {
  name: 'All states',
  render: (_args, context) => {
    const words = storyWords(context, allStatesWords);
    return (
      <>
        <Container size="narrow">
          <p style={shaded}>{words.narrow}</p>
        </Container>
        <Container>
          <p style={shaded}>{words.standard}</p>
        </Container>
        <Container size="wide">
          <p style={shaded}>{words.wide}</p>
        </Container>
        <Container as="aside" aria-label={words.partners}>
          <p style={shaded}>{words.landmark}</p>
        </Container>
        <Container>
          <p style={shaded}>{words.address}</p>
        </Container>
      </>
    );
  },
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
    hindi: {
      args: {
        children: (
          <>
            <h2>{hi.partners}</h2>
            <p>{hi.partnersText}</p>
          </>
        ),
      },
    },
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
