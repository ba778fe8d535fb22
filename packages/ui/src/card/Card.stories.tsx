import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType, ReactNode } from 'react';
import { expect, userEvent } from 'storybook/test';
import { Button, ButtonLink } from '../button/Button.js';
import { storyWords } from '../docs-support/story-language.js';
import { heard } from '../test-support/heard.js';
import illustration from './card-illustration.svg';
import { Card, CardGrid, type CardAccent, type CardProps } from './Card.js';
import { cardGuidance } from './Card.guidance.js';

const image = { src: illustration, alt: 'A hand reading a page of braille.', width: 480, height: 270 };
const imageHi = { ...image, alt: 'चित्र: ब्रेल का पन्ना पढ़ता एक हाथ।' };

/** The Hindi of the words several stories share. */
const hi = {
  drishti: 'दृष्टिहीन और अल्प दृष्टि वाले विद्यार्थियों के लिए ब्रेल पाठ्यपुस्तकें, स्क्रीन रीडर प्रशिक्षण और परीक्षा में मदद।',
  features: ['ब्रेल और बड़े अक्षरों वाली किताबें', 'स्क्रीन रीडर प्रशिक्षण', 'परीक्षा के लिए लेखक (स्क्राइब)'],
  workshopDate: 'शनिवार, 14 जून, पणजी',
  workshop: 'दिव्यांगजनों को नौकरी देने वाले नियोक्ताओं के साथ अभ्यास इंटरव्यू और सीवी पर सलाह।',
  kaam: 'समावेशी नियोक्ताओं के साथ नौकरी की तैयारी और नियुक्ति।',
  raasta: 'इमारतों और परिवहन की सुगम्यता जाँच, और उनके मालिकों के साथ आगे की बातचीत।',
  sportsTitle: 'बौद्धिक दिव्यांगता वाले बच्चों और युवाओं के लिए समावेशी खेल और मनोरंजन कार्यक्रम',
  sportsFeature: 'ज़रूरत के हिसाब से बदले गए उपकरण, जैसे खेल वाली व्हीलचेयर और आवाज़ करने वाली गेंदें',
  sportsLink: 'खेल कार्यक्रम के बारे में पढ़ें',
};

/** A workshop card's actions: a link and a button. */
const workshopActions = (words: { register: string; calendar: string }) => (
  <>
    <ButtonLink href="#register" size="sm">
      {words.register}
    </ButtonLink>
    <Button variant="outline" size="sm">
      {words.calendar}
    </Button>
  </>
);
const actionWords = {
  en: { register: 'Register', calendar: 'Add to calendar' },
  hi: { register: 'पंजीकरण करें', calendar: 'कैलेंडर में जोड़ें' },
};

const Star = () => (
  <svg viewBox="0 0 24 24" focusable="false">
    <path fill="currentColor" d="M12 2l3 6.9 7.5.7-5.7 5 1.7 7.4L12 18.3 5.5 22l1.7-7.4-5.7-5 7.5-.7z" />
  </svg>
);

const accents: CardAccent[] = ['blue', 'purple', 'green', 'orange', 'red', 'pink', 'yellow', 'indigo'];

/** Every prop of both kinds of card, flattened: Storybook cannot infer args from the union of props. */
type CardArgs = Omit<CardProps, 'href' | 'linkLabel' | 'actions'> & {
  href?: string;
  linkLabel?: ReactNode;
  actions?: ReactNode;
};
const AnyCard = Card as ComponentType<CardArgs>;

const meta = {
  title: 'Page/Card',
  component: AnyCard,
  // Cards are h3 by default: they sit under a section's h2.
  decorators: [
    (Story, context) => (
      <>
        <h2>{storyWords(context, { en: 'Our projects', hi: 'हमारी परियोजनाएँ' })}</h2>
        <Story />
      </>
    ),
  ],
  args: {
    title: 'Project Drishti',
    subtitle: 'Education',
    children: 'Braille textbooks, screen reader training and exam support for blind and low-vision students.',
  },
  argTypes: {
    accent: { control: 'select', options: [undefined, ...accents] },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
  },
  parameters: {
    hindi: { args: { title: 'परियोजना दृष्टि', subtitle: 'शिक्षा', children: hi.drishti } },
    docs: {
      guidance: cardGuidance,
      description: {
        component:
          'A project, programme or story under a heading (`h3` by default). With `href` the whole card is one link and ' +
          'one tab stop: the link is the title, stretched over the card, and the focus ring goes round the card. ' +
          'A linked card must hold no other links or buttons (the types forbid `actions` with `href`); its ' +
          '`linkLabel` ("Read more") is shown at the foot and added to the link\'s name. Unlinked cards may have ' +
          '`actions`. The image comes after the text in reading order but is drawn on top; its `alt` is required ' +
          '(`""` for decoration). The `accent` colour and the `icon` are decoration, hidden from assistive technology. ' +
          'Put several in a `CardGrid`: a list, one column on narrow screens.',
      },
    },
  },
} satisfies Meta<CardArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {
  parameters: { transcript: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Project Drishti' })).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
    await heard.readToEnd('read the page');
  },
};

export const WithImage: Story = {
  args: { image },
  parameters: { hindi: { args: { image: imageHi } } },
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: image.alt });
    const heading = canvas.getByRole('heading', { level: 3 });
    await expect(img.getBoundingClientRect().bottom).toBeLessThanOrEqual(heading.getBoundingClientRect().top);
  },
};

export const WithIconAndFeatures: Story = {
  args: {
    accent: 'purple',
    icon: <Star />,
    features: ['Braille and large-print books', 'Screen reader training', 'Scribes for exams'],
  },
  parameters: { hindi: { args: { features: hi.features } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list')).toHaveTextContent(/Screen reader training/);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

export const Linked: Story = {
  args: { href: '#drishti', accent: 'blue', image: { ...image, alt: '' } },
  render: (args, context) => (
    <>
      <div style={{ maxWidth: '24rem' }}>
        <AnyCard {...args} />
      </div>
      <p>
        <a href="#all-projects">{storyWords(context, { en: 'All projects', hi: 'सभी परियोजनाएँ' })}</a>
      </p>
    </>
  ),
  parameters: { transcript: true },
  play: async ({ canvas, canvasElement }) => {
    const link = canvas.getByRole('link', { name: 'Project Drishti' });
    await heard.readToEnd('read the page');
    await heard.act('Tab', () => userEvent.tab());
    await expect(link).toHaveFocus();
    const card = getComputedStyle(canvasElement.querySelector('.ui-card') as HTMLElement);
    await expect(card.outlineStyle).toBe('solid');
    await expect(parseFloat(card.outlineWidth)).toBeGreaterThanOrEqual(3);
    const text = canvas.getByText(/Braille textbooks/).getBoundingClientRect();
    const hit = canvasElement.ownerDocument.elementFromPoint(text.left + 10, text.top + 10);
    await expect(hit).toBe(link);
    await heard.act('Tab', () => userEvent.tab());
    await expect(canvas.getByRole('link', { name: 'All projects' })).toHaveFocus();
  },
};

export const LinkedWithLinkLabel: Story = {
  args: { href: '#drishti', linkLabel: 'Read more', accent: 'green' },
  parameters: { transcript: true, hindi: { args: { linkLabel: 'विस्तार से पढ़ें' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    const link = canvas.getByRole('link', { name: 'Project Drishti Read more' });
    await expect(link).toHaveAttribute('href', '#drishti');
    await expect(canvas.getByText('Read more')).toBeVisible();
    await heard.act('Tab', () => userEvent.tab());
    await expect(link).toHaveFocus();
  },
};

export const WithActions: Story = {
  args: {
    title: 'Career guidance workshop',
    subtitle: 'Saturday 14 June, Panaji',
    children: 'Mock interviews and CV clinics with employers who hire persons with disabilities.',
    accent: 'orange',
    actions: workshopActions(actionWords.en),
  },
  parameters: {
    transcript: true,
    hindi: {
      args: {
        title: 'करियर मार्गदर्शन कार्यशाला',
        subtitle: hi.workshopDate,
        children: hi.workshop,
        actions: workshopActions(actionWords.hi),
      },
    },
  },
  play: async ({ canvas }) => {
    await heard.readToEnd('read the page');
    await heard.act('Tab', () => userEvent.tab());
    await expect(canvas.getByRole('link', { name: 'Register' })).toHaveFocus();
    await heard.act('Tab', () => userEvent.tab());
    await expect(canvas.getByRole('button', { name: 'Add to calendar' })).toHaveFocus();
  },
};

const accentsHi: Record<CardAccent, string> = {
  blue: 'नीला',
  purple: 'बैंगनी',
  green: 'हरा',
  orange: 'नारंगी',
  red: 'लाल',
  pink: 'गुलाबी',
  yellow: 'पीला',
  indigo: 'जामुनी',
};

export const Accents: Story = {
  name: 'Every accent, in a CardGrid',
  render: (_args, context) => {
    const words = storyWords(context, {
      en: { accent: (accent: CardAccent) => `Accent ${accent}`, text: 'A decorative stripe and icon tile.' },
      hi: {
        accent: (accent: CardAccent) => `रंग: ${accentsHi[accent]}`,
        text: 'सजावट के लिए एक पट्टी और आइकन।',
      },
    });
    return (
      <CardGrid>
        {accents.map((accent) => (
          <Card key={accent} title={words.accent(accent)} accent={accent} icon={<Star />} href={`#${accent}`}>
            {words.text}
          </Card>
        ))}
      </CardGrid>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(8);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Accent blue' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Accent purple' })).toHaveFocus();
  },
};

export const Grid: Story = {
  name: 'CardGrid with images',
  render: (args, context) => {
    const words = storyWords(context, {
      en: {
        projects: 'Projects',
        kaam: 'Project Kaam',
        employment: 'Employment',
        kaamText: 'Job coaching and placements with inclusive employers.',
        raasta: 'Project Raasta',
        accessibility: 'Accessibility',
        raastaText: 'Audits of buildings and transport, and follow-up with their owners.',
      },
      hi: {
        projects: 'परियोजनाएँ',
        kaam: 'परियोजना काम',
        employment: 'रोज़गार',
        kaamText: hi.kaam,
        raasta: 'परियोजना रास्ता',
        accessibility: 'सुगम्यता',
        raastaText: hi.raasta,
      },
    });
    return (
      <CardGrid aria-label={words.projects}>
        <AnyCard {...args} image={{ ...image, alt: '' }} href="#drishti" accent="blue" />
        <Card title={words.kaam} subtitle={words.employment} href="#kaam" accent="green">
          {words.kaamText}
        </Card>
        <Card title={words.raasta} subtitle={words.accessibility} href="#raasta" accent="red">
          {words.raastaText}
        </Card>
      </CardGrid>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Projects' }).children).toHaveLength(3);
  },
};

export const LongContent: Story = {
  args: {
    title:
      'Inclusive sports and recreation programme for children and young adults with intellectual disabilities',
    subtitle: 'Sports, culture and recreation across North and South Goa',
    children:
      'Weekly football, swimming and dance sessions led by trained coaches, with transport for those who need it, and a yearly inter-school sports day that anyone can join.',
    features: [
      'Adapted equipment, including sports wheelchairs and audible balls',
      'Sessions in Konkani, Marathi, Hindi and English',
    ],
    href: '#sports',
    linkLabel: 'Read about the sports programme',
    accent: 'yellow',
  },
  parameters: {
    hindi: {
      args: {
        title: hi.sportsTitle,
        subtitle: 'उत्तर और दक्षिण गोवा में खेल, संस्कृति और मनोरंजन',
        children:
          'प्रशिक्षित कोच के साथ हर हफ़्ते फ़ुटबॉल, तैराकी और नृत्य के सत्र, ज़रूरत हो तो आने-जाने की सुविधा, और हर साल ' +
          'एक अंतर-विद्यालय खेल दिवस, जिसमें कोई भी भाग ले सकता है।',
        features: [hi.sportsFeature, 'कोंकणी, मराठी, हिन्दी और अंग्रेज़ी में सत्र'],
        linkLabel: hi.sportsLink,
      },
    },
  },
};

export const NarrowViewport: Story = {
  ...Grid,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const view = canvasElement.ownerDocument.documentElement;
    await expect(view.scrollWidth).toBeLessThanOrEqual(view.clientWidth);
    const [first, second] = canvas.getAllByRole('listitem').map((item) => item.getBoundingClientRect());
    await expect(second?.left).toBe(first?.left);
    await expect(second?.top).toBeGreaterThan(first?.bottom ?? Infinity);
  },
};

/** The All states story's words: a Hindi page gives its own. */
const allStatesWords = {
  en: {
    grid: 'Every kind of card',
    linkedFocused: 'Linked, focused',
    education: 'Education',
    drishti: 'Braille textbooks, screen reader training and exam support for blind and low-vision students.',
    linkedLabel: 'Linked, with a link label',
    readMore: 'Read more',
    kaam: 'Job coaching and placements with inclusive employers.',
    plain: 'Plain',
    accessibility: 'Accessibility',
    raasta: 'Audits of buildings and transport, and follow-up with their owners.',
    withImage: 'With an image',
    image,
    books: 'Braille and large-print books for every class, from the first to the twelfth.',
    withFeatures: 'With an icon and features',
    features: ['Braille and large-print books', 'Screen reader training', 'Scribes for exams'],
    support: 'Support for blind and low-vision students.',
    withActions: 'With actions',
    workshopDate: 'Saturday 14 June, Panaji',
    actions: actionWords.en,
    workshop: 'Mock interviews and CV clinics with employers who hire persons with disabilities.',
    sportsTitle:
      'Inclusive sports and recreation programme for children and young adults with intellectual disabilities',
    long: 'A long title, subtitle and text',
    sportsLink: 'Read about the sports programme',
    sportsFeature: 'Adapted equipment, including sports wheelchairs and audible balls',
    sports:
      'Weekly football, swimming and dance sessions led by trained coaches, with transport for those who need it.',
  },
  hi: {
    grid: 'हर तरह का कार्ड',
    linkedFocused: 'लिंक वाला, फ़ोकस में',
    education: 'शिक्षा',
    drishti: hi.drishti,
    linkedLabel: 'लिंक वाला, लिंक के लेबल के साथ',
    readMore: 'विस्तार से पढ़ें',
    kaam: hi.kaam,
    plain: 'सादा',
    accessibility: 'सुगम्यता',
    raasta: hi.raasta,
    withImage: 'चित्र के साथ',
    image: imageHi,
    books: 'कक्षा 1 से 12 तक, हर कक्षा के लिए ब्रेल और बड़े अक्षरों वाली किताबें।',
    withFeatures: 'आइकन और खूबियों के साथ',
    features: hi.features,
    support: 'दृष्टिहीन और अल्प दृष्टि वाले विद्यार्थियों के लिए मदद।',
    withActions: 'बटन और लिंक के साथ',
    workshopDate: hi.workshopDate,
    actions: actionWords.hi,
    workshop: hi.workshop,
    sportsTitle: hi.sportsTitle,
    long: 'लंबा शीर्षक, उपशीर्षक और पाठ',
    sportsLink: hi.sportsLink,
    sportsFeature: hi.sportsFeature,
    sports: 'प्रशिक्षित कोच के साथ हर हफ़्ते फ़ुटबॉल, तैराकी और नृत्य के सत्र, ज़रूरत हो तो आने-जाने की सुविधा।',
  },
};

export const AllStates: Story = {
  name: 'All states',
  render: (_args, context) => {
    const words = storyWords(context, allStatesWords);
    return (
      // The padding keeps the focus ring, drawn outside the card, inside the picture.
      <div style={{ padding: '0.5rem' }}>
        <CardGrid aria-label={words.grid}>
          <Card
            title={words.linkedFocused}
            subtitle={words.education}
            href="#drishti"
            accent="blue"
            icon={<Star />}
          >
            {words.drishti}
          </Card>
          <Card title={words.linkedLabel} href="#kaam" linkLabel={words.readMore} accent="green">
            {words.kaam}
          </Card>
          <Card title={words.plain} subtitle={words.accessibility}>
            {words.raasta}
          </Card>
          <Card title={words.withImage} subtitle={words.education} image={words.image}>
            {words.books}
          </Card>
          <Card title={words.withFeatures} accent="purple" icon={<Star />} features={words.features}>
            {words.support}
          </Card>
          <Card
            title={words.withActions}
            subtitle={words.workshopDate}
            accent="orange"
            actions={workshopActions(words.actions)}
          >
            {words.workshop}
          </Card>
          <Card
            title={words.sportsTitle}
            subtitle={words.long}
            href="#sports"
            linkLabel={words.sportsLink}
            accent="yellow"
            features={[words.sportsFeature]}
          >
            {words.sports}
          </Card>
        </CardGrid>
      </div>
    );
  },
  parameters: { pictures: { modes: ['dark', 'forced-colors', 'narrow'] } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(7);
    await expect(canvas.getByRole('img', { name: image.alt })).toBeVisible();
    // The first card is photographed with its focus ring.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Linked, focused' })).toHaveFocus();
  },
};

// Do and don't (shown on the docs page, from Card.guidance.ts)

export const DontWrapInALink: Story = {
  name: "Don't: wrap the whole card in a link",
  render: (args) => (
    <a href="#drishti" style={{ display: 'block', maxWidth: '24rem', color: 'inherit' }}>
      <AnyCard {...args} />
    </a>
  ),
  parameters: {
    docs: {
      description: {
        story:
          'The link’s name becomes the whole card ("Project Drishti Education Braille textbooks, screen reader ' +
          'training..."), read in full in every links list, and the heading is buried inside a link. Pass `href`: ' +
          'the title is the link and the whole card is its click area.',
      },
    },
  },
};
