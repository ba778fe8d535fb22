import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ButtonLink } from '../button/Button.js';
import { storyWords } from '../docs-support/story-language.js';
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

const imageHi = { ...image, alt: 'दो लोग बातचीत कर रहे हैं, उनमें से एक व्हीलचेयर का उपयोग करते हैं।' };

const actionsIn = ({ volunteer, donate }: { volunteer: string; donate: string }) => (
  <>
    <ButtonLink href="#volunteer" variant="secondary">
      {volunteer}
    </ButtonLink>
    <ButtonLink href="#donate" variant="outline">
      {donate}
    </ButtonLink>
  </>
);
const actions = actionsIn({ volunteer: 'Volunteer with Us', donate: 'Donate Now' });
const actionsHi = actionsIn({ volunteer: 'हमारे साथ स्वयंसेवा करें', donate: 'अभी दान करें' });

/** The stories' words in Hindi, as a Hindi page would give them. */
const hi = {
  eyebrow: 'हमारे बारे में',
  title: 'समावेशन एक अधिकार है, एहसान नहीं',
  lead: 'हम गोवा में दिव्यांगजनों के साथ शिक्षा, रोज़गार, सहायक तकनीक, स्वास्थ्य सेवा, सुगम्यता और पैरवी के लिए काम करते हैं।',
  ashaQuote: {
    text: 'दिव्यांगता यह नहीं कि हम कुछ कर नहीं सकते। दिव्यांगता यह है कि दुनिया हमें करने नहीं देती।',
    cite: 'आशा नाइक, 2019 से स्वयंसेवक',
  },
  rohanQuote: { text: 'उन्होंने पूछा कि मुझे क्या चाहिए, फिर मेरे साथ मिलकर वही बनाया।', cite: 'रोहन, इंटर्न 2024' },
  programmeTiles: [
    { title: 'शिक्षा', description: 'छात्रवृत्ति और सुगम्य अध्ययन सामग्री।' },
    { title: 'रोज़गार', description: 'करियर मार्गदर्शन और नौकरी दिलाने में मदद।' },
    { title: 'पैरवी', description: 'सुगम्य इमारतें और परिवहन।' },
  ],
  contact: 'संपर्क करें',
  contactLead: 'जैसे आपको सुविधा हो, वैसे हमसे संपर्क करें। हम 2 कामकाजी दिनों में जवाब देते हैं।',
  callUs: 'हमें फ़ोन करें',
  writeToUs: 'हमें लिखें',
  visitUs: 'हमसे मिलने आएँ',
  address: 'भूतल, बिना सीढ़ी का प्रवेश, पणजी, गोवा',
};

/** The three ways to reach the foundation, in the story's language. */
const contactTiles = (words: { callUs: string; writeToUs: string; visitUs: string; address: string }) => [
  { title: words.callUs, description: <a href="tel:+918322000000">+91 832 200 0000</a> },
  {
    title: words.writeToUs,
    description: <a href="mailto:hello@inclusion.example.org">hello@inclusion.example.org</a>,
  },
  { title: words.visitUs, description: words.address },
];

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
    hindi: { args: { eyebrow: hi.eyebrow, title: hi.title, lead: hi.lead } },
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
  parameters: { hindi: { args: { quote: hi.ashaQuote } } },
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
  parameters: { hindi: { args: { image: imageHi } } },
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
  parameters: { hindi: { args: { actions: actionsHi } } },
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
  parameters: {
    hindi: {
      args: {
        // No eyebrow, as in English: an empty one is not drawn.
        eyebrow: '',
        title: hi.contact,
        lead: hi.contactLead,
        tiles: [
          ...contactTiles(hi),
          { title: 'सांकेतिक भाषा', description: 'शनिवार को भारतीय सांकेतिक भाषा में वीडियो कॉल' },
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    await expect(list.querySelectorAll('li')).toHaveLength(4);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Visit us' })).toBeVisible();
  },
};

const completeHindi = {
  actions: actionsHi,
  image: imageHi,
  quote: hi.rohanQuote,
  tiles: hi.programmeTiles,
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
  parameters: { transcript: true, hindi: { args: completeHindi } },
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
  parameters: {
    hindi: {
      args: {
        ...completeHindi,
        eyebrow: 'आयोजन और अभियान, 2025',
        title: 'गोवा में शिक्षा, रोज़गार और सार्वजनिक जीवन में दिव्यांगता समावेशन पर पहली वर्षगाँठ का सम्मेलन',
        lead:
          '2 दिन की बातचीत, कार्यशालाएँ और रोज़गार मेला, बिना सीढ़ी की पहुँच के लिए जाँची गई जगह पर। साथ में भारतीय ' +
          'सांकेतिक भाषा दुभाषिए, लाइव कैप्शन, बड़े अक्षरों और ब्रेल में कार्यक्रम-सूची, और एक शांत कमरा।',
      },
    },
  },
};

export const NarrowViewport: Story = {
  args: Complete.args,
  parameters: { hindi: { args: completeHindi } },
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

/** The All states story's words: a Hindi page gives its own. */
const allStatesWords = {
  en: {
    everything: 'Everything, with an action focused',
    title: 'Inclusion is a right, not a favour',
    lead: 'We work with persons with disabilities in Goa for education, employment, assistive technology, healthcare, accessibility and advocacy.',
    actions,
    image,
    rohanQuote: { text: 'They asked what I needed, then they built it with me.', cite: 'Rohan, intern 2024' },
    programmeTiles: [
      { title: 'Education', description: 'Scholarships and accessible study material.' },
      { title: 'Employment', description: 'Career guidance and placements.' },
      { title: 'Advocacy', description: 'Accessible buildings and transport.' },
    ],
    titleAlone: 'A title alone',
    tilesWithLinks: 'Tiles with links',
    contact: 'Contact us',
    contactLead: 'Reach us the way that suits you. We answer within two working days.',
    callUs: 'Call us',
    writeToUs: 'Write to us',
    visitUs: 'Visit us',
    address: 'Ground floor, step-free entrance, Panaji, Goa',
    decorative: 'A decorative image and a quote',
    volunteers: 'Our volunteers',
    ashaQuote: {
      text: 'Disability is not the inability to do things. It is the inability of the world to let us.',
      cite: 'Asha Naik, volunteer since 2019',
    },
  },
  hi: {
    ...hi,
    everything: 'सब कुछ, एक लिंक पर फ़ोकस के साथ',
    actions: actionsHi,
    image: imageHi,
    titleAlone: 'केवल शीर्षक',
    tilesWithLinks: 'लिंक वाली टाइलें',
    decorative: 'सजावटी चित्र और एक उद्धरण',
    volunteers: 'हमारे स्वयंसेवक',
  },
};

export const AllStates: Story = {
  name: 'All states',
  render: (_args, context) => {
    const words = storyWords(context, allStatesWords);
    return (
      // A page has one hero: the gap keeps these apart.
      <div style={{ display: 'grid', gap: '1rem' }}>
        <Hero
          headingLevel={2}
          eyebrow={words.everything}
          title={words.title}
          lead={words.lead}
          actions={words.actions}
          image={words.image}
          quote={words.rohanQuote}
          tiles={words.programmeTiles}
        />
        <Hero headingLevel={2} title={words.titleAlone} />
        <Hero
          headingLevel={2}
          eyebrow={words.tilesWithLinks}
          title={words.contact}
          lead={words.contactLead}
          tiles={contactTiles(words)}
        />
        <Hero
          headingLevel={2}
          eyebrow={words.decorative}
          title={words.volunteers}
          image={{ ...words.image, alt: '' }}
          quote={words.ashaQuote}
        />
      </div>
    );
  },
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
