import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import type { ReactNode } from 'react';
import { ButtonLink } from '../button/Button.js';
import { storyWords } from '../docs-support/story-language.js';
import { heard } from '../test-support/heard.js';
import { Section } from './Section.js';
import { sectionGuidance } from './Section.guidance.js';

/** The stories' words in Hindi, as a Hindi page would give them. */
const hi = {
  whoWeAre: 'हम कौन हैं',
  readOurStory: 'हमारी कहानी पढ़ें',
  joinUs: 'हमसे जुड़ें',
  joinIntro: 'स्वयंसेवक, इंटर्न और साझेदार ही हमारा काम संभव बनाते हैं।',
  volunteerWithUs: 'हमारे साथ स्वयंसेवा करें',
  collaborate: 'मिलकर काम करें',
  applyForInternship: 'इंटर्नशिप के लिए आवेदन करें',
  projectsIntro: 'हर परियोजना उन्हीं लोगों के साथ मिलकर चलती है, जिनके लिए वह है।',
  getInvolved: 'हमारे काम से जुड़ें',
  volunteer: 'स्वयंसेवा',
  fewHours: 'महीने में कुछ घंटे दें।',
  workshops: 'करियर मार्गदर्शन कार्यशालाएँ',
  interviews: 'छात्रों को इंटरव्यू की तैयारी में मदद करें।',
  auditsTitle: 'उत्तरी और दक्षिणी गोवा में सार्वजनिक इमारतों, स्कूलों और परिवहन की सुगम्यता जाँच, और उसके बाद क्या बदला',
  auditsIntro:
    '2019 से हमारे स्वयंसेवकों ने, जिनमें से कई व्हीलचेयर का उपयोग करते हैं या दृष्टिहीन हैं, 200 से ज़्यादा ' +
    'इमारतों की जाँच उनके मालिकों के साथ की है, और हर साल फिर जाकर देखा है।',
};

/**
 * The meta's children in Hindi, given by each story that shows them rather than by the meta: Storybook
 * merges a story's parameters into the meta's key by key, so a meta's element would lend its props to a
 * story's own.
 */
const whoWeAreHi = (
  <p>
    हम एक फ़ाउंडेशन हैं। हम गोवा में दिव्यांगजनों के साथ शिक्षा, रोज़गार, सहायक तकनीक, स्वास्थ्य सेवा, सुगम्यता और पैरवी पर काम
    करते हैं। <a href="#about">{hi.readOurStory}</a>।
  </p>
);

/** The Brand story's actions, in the story's language. */
const joinActions = (words: { volunteerWithUs: string; collaborate: string; applyForInternship: string }) => (
  <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', alignItems: 'center' }}>
    <ButtonLink href="#volunteer">{words.volunteerWithUs}</ButtonLink>
    <ButtonLink href="#collaborate" variant="outline">
      {words.collaborate}
    </ButtonLink>
    <a href="#intern">{words.applyForInternship}</a>
  </div>
);

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
    hindi: { args: { title: hi.whoWeAre } },
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
  parameters: { transcript: true, hindi: { args: { children: whoWeAreHi } } },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Who we are' });
    await expect(canvas.getByRole('heading', { level: 2, name: 'Who we are' })).toBeVisible();
    await expect(region).toHaveClass('ui-section--default');
    await heard.readToEnd('read the page');
  },
};

export const Muted: Story = {
  args: { tone: 'muted', title: 'What we do' },
  parameters: { hindi: { args: { title: 'हम क्या करते हैं', children: whoWeAreHi } } },
};

export const Brand: Story = {
  args: {
    tone: 'brand',
    title: 'Join us',
    intro: 'Volunteers, interns and partners make our work possible.',
    children: joinActions({
      volunteerWithUs: 'Volunteer with Us',
      collaborate: 'Collaborate',
      applyForInternship: 'Apply for an internship',
    }),
  },
  parameters: { hindi: { args: { title: hi.joinUs, intro: hi.joinIntro, children: joinActions(hi) } } },
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
  parameters: {
    transcript: true,
    hindi: {
      args: {
        title: 'हमारी परियोजनाएँ',
        intro: (
          <>
            <p>{hi.projectsIntro}</p>
            <p>अपने पास की कोई परियोजना ढूँढें, या हमारे साथ नई शुरू करें।</p>
          </>
        ),
        children: whoWeAreHi,
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Each project is run with the people it serves.')).toBeVisible();
    await heard.readToEnd('read the page');
  },
};

export const WithAnchor: Story = {
  name: 'With anchor id: an in-page link jumps to it',
  args: { id: 'who-we-are', tone: 'muted' },
  parameters: { hindi: { args: { children: whoWeAreHi } } },
  render: (args, context) => (
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
        <a href="#who-we-are">{storyWords(context, { en: 'Who we are', hi: hi.whoWeAre })}</a>
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
  parameters: { hindi: { args: { title: hi.getInvolved } } },
  render: (args, context) => {
    const words = storyWords(context, {
      en: {
        volunteer: 'Volunteer',
        fewHours: 'Give a few hours a month.',
        workshops: 'Career guidance workshops',
        interviews: 'Help students prepare for interviews.',
        internship: 'Internship',
        threeMonths: 'Three months with our programmes team.',
      },
      hi: { ...hi, internship: 'इंटर्नशिप', threeMonths: 'हमारी कार्यक्रम टीम के साथ 3 महीने।' },
    });
    return (
      <Section {...args}>
        <Section title={words.volunteer} headingLevel={3} id="volunteer">
          <p>{words.fewHours}</p>
          <Section title={words.workshops} headingLevel={4}>
            <p>{words.interviews}</p>
          </Section>
        </Section>
        <Section title={words.internship} headingLevel={3} id="intern">
          <p>{words.threeMonths}</p>
        </Section>
      </Section>
    );
  },
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
  parameters: { hindi: { args: { title: hi.auditsTitle, intro: hi.auditsIntro, children: whoWeAreHi } } },
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

/** The All states story's words: a Hindi page gives its own. */
const allStatesWords = {
  en: {
    brand: 'Brand, with an action focused',
    joinIntro: 'Volunteers, interns and partners make our work possible.',
    volunteerWithUs: 'Volunteer with Us',
    collaborate: 'Collaborate',
    applyForInternship: 'Apply for an internship',
    default: 'Default',
    weWork: 'We work with persons with disabilities in Goa on education, employment and accessibility.',
    readOurStory: 'Read our story',
    stop: '.',
    muted: 'Muted, with an introduction',
    projectsIntro: 'Each project is run with the people it serves.',
    findOne: (link: ReactNode) => <>Find one near you, or {link}.</>,
    startOne: 'start one with us',
    nested: 'Nested sections',
    volunteer: 'Volunteer, a level 3 heading',
    fewHours: 'Give a few hours a month.',
    workshops: 'Career guidance workshops, a level 4 heading',
    interviews: 'Help students prepare for interviews.',
    auditsTitle:
      'Accessibility audits of public buildings, schools and transport across North and South Goa, and what changed after them',
    auditsIntro:
      'Since 2019 our volunteers, many of them wheelchair users or blind, have audited more than two hundred buildings with their owners, and followed up every year.',
  },
  hi: {
    ...hi,
    brand: 'ब्रांड रंग, एक लिंक पर फ़ोकस के साथ',
    default: 'सामान्य',
    weWork: 'हम गोवा में दिव्यांगजनों के साथ शिक्षा, रोज़गार और सुगम्यता पर काम करते हैं।',
    stop: '।',
    muted: 'हल्का रंग, परिचय के साथ',
    findOne: (link: ReactNode) => <>अपने पास की कोई परियोजना ढूँढें, या {link}।</>,
    startOne: 'हमारे साथ नई शुरू करें',
    nested: 'एक के अंदर एक सेक्शन',
    volunteer: 'स्वयंसेवा, स्तर 3 का शीर्षक',
    workshops: 'करियर मार्गदर्शन कार्यशालाएँ, स्तर 4 का शीर्षक',
  },
};

export const AllStates: Story = {
  name: 'All states',
  render: (_args, context) => {
    const words = storyWords(context, allStatesWords);
    return (
      <>
        <Section tone="brand" title={words.brand} intro={words.joinIntro}>
          {joinActions(words)}
        </Section>
        <Section title={words.default}>
          <p>
            {words.weWork} <a href="#about">{words.readOurStory}</a>
            {words.stop}
          </p>
        </Section>
        <Section tone="muted" title={words.muted} intro={words.projectsIntro}>
          <p>{words.findOne(<a href="#start">{words.startOne}</a>)}</p>
        </Section>
        <Section title={words.nested}>
          <Section title={words.volunteer} headingLevel={3}>
            <p>{words.fewHours}</p>
            <Section title={words.workshops} headingLevel={4}>
              <p>{words.interviews}</p>
            </Section>
          </Section>
        </Section>
        <Section tone="muted" title={words.auditsTitle} intro={words.auditsIntro} />
      </>
    );
  },
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
    hindi: { args: { title: hi.getInvolved, children: whoWeAreHi } },
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
