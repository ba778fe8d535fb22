import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyWords } from '../docs-support/story-language.js';
import { heard } from '../test-support/heard.js';
import { Steps } from './Steps.js';
import { stepsGuidance } from './Steps.guidance.js';

const steps = [
  {
    title: 'Listen',
    description: 'We start with the people a project is for, and ask what gets in their way.',
  },
  {
    title: 'Plan together',
    description: 'Families, schools and employers agree what will change, and who does what.',
  },
  {
    title: 'Act',
    description: 'We train, adapt buildings and provide assistive technology where it is needed.',
  },
  {
    title: 'Follow up',
    description: 'A year later we go back, measure what changed and share what we learned.',
  },
];

const stepsHi = [
  {
    title: 'सुनना',
    description: 'हम उन लोगों से शुरू करते हैं जिनके लिए परियोजना है, और पूछते हैं कि रास्ते में क्या रुकावट है।',
  },
  {
    title: 'मिलकर योजना बनाना',
    description: 'परिवार, स्कूल और नियोक्ता तय करते हैं कि क्या बदलेगा, और कौन क्या करेगा।',
  },
  {
    title: 'काम करना',
    description: 'हम प्रशिक्षण देते हैं, इमारतें बदलते हैं और जहाँ ज़रूरत हो वहाँ सहायक तकनीक देते हैं।',
  },
  {
    title: 'फिर से देखना',
    description: 'एक साल बाद हम लौटते हैं, देखते हैं कि क्या बदला और जो सीखा वह सबको बताते हैं।',
  },
];

/** A step whose description holds a link and a list. */
const richSteps = (language: 'en' | 'hi') =>
  language === 'en'
    ? [
        {
          title: 'Get in touch',
          description: (
            <p>
              Write to us through the <a href="#contact">contact form</a> or call during office hours.
            </p>
          ),
        },
        {
          title: 'Meet us',
          description: (
            <>
              <p>Bring what helps you:</p>
              <ul>
                <li>a support person</li>
                <li>your own device</li>
              </ul>
            </>
          ),
        },
      ]
    : [
        {
          title: 'संपर्क करें',
          description: (
            <p>
              हमें <a href="#contact">संपर्क फ़ॉर्म</a> से लिखें, या दफ़्तर के समय में फ़ोन करें।
            </p>
          ),
        },
        {
          title: 'हमसे मिलें',
          description: (
            <>
              <p>जो आपकी मदद करे, वह साथ लाएँ:</p>
              <ul>
                <li>कोई सहयोगी व्यक्ति</li>
                <li>अपना उपकरण</li>
              </ul>
            </>
          ),
        },
      ];

const longStep = {
  en: {
    title: 'Accessibility audits of public buildings, schools and transport with their owners',
    description:
      'Since 2019 our volunteers, many of them wheelchair users or blind, have audited more than two hundred buildings across North and South Goa, and followed up every year to see what changed.',
  },
  hi: {
    title: 'सार्वजनिक इमारतों, स्कूलों और परिवहन की सुगम्यता जाँच, उनके मालिकों के साथ',
    description:
      '2019 से हमारे स्वयंसेवकों ने, जिनमें कई व्हीलचेयर का उपयोग करते हैं या दृष्टिहीन हैं, उत्तर और दक्षिण गोवा में 200 से ज़्यादा इमारतों की जाँच की है, और हर साल लौटकर देखा है कि क्या बदला।',
  },
};

const meta = {
  title: 'Page/Steps',
  component: Steps,
  // Steps are h3 by default: they sit under a section's h2.
  decorators: [
    (Story, context) => (
      <>
        <h2>{storyWords(context, { en: 'Our approach', hi: 'हमारा तरीका' })}</h2>
        <Story />
      </>
    ),
  ],
  args: { steps, 'aria-label': 'Our approach in four steps' },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
  },
  parameters: {
    hindi: { args: { steps: stepsHi, 'aria-label': 'हमारा तरीका, चार कदमों में' } },
    docs: {
      guidance: stepsGuidance,
      description: {
        component:
          'The stages of a process as numbered cards in a grid: as many columns as fit at 15rem, one at 320px. ' +
          'It is an ordered list (with `role="list"`, which Safari needs once the bullets are gone), so screen ' +
          'readers announce "list, 4 items" and each step\'s position. The big number on each card is drawn ' +
          'with a CSS counter and given empty alternative text, so it is not read a second time. Each step has ' +
          "a heading (`headingLevel`, 3 by default under a section's h2) so the steps can be found by heading. " +
          'Name the list with `aria-label` when the page has more than one. In forced colours the number keeps a ring.',
      },
    },
  },
} satisfies Meta<typeof Steps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { transcript: true },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Our approach in four steps' });
    await expect(list.tagName).toBe('OL');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Plan together' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Listen' })).toHaveTextContent(/^Listen$/);
    await heard.readToEnd('read the page');
  },
};

export const RichDescriptions: Story = {
  name: 'Descriptions with links and lists',
  args: { steps: richSteps('en') },
  parameters: { hindi: { args: { steps: richSteps('hi') } } },
};

export const HeadingLevel: Story = {
  name: 'Heading level 4',
  decorators: [
    (Story, context) => (
      <>
        <h3>{storyWords(context, { en: 'Volunteer', hi: 'स्वयंसेवक बनें' })}</h3>
        <Story />
      </>
    ),
  ],
  args: { headingLevel: 4, steps: steps.slice(0, 3), 'aria-label': 'How to volunteer' },
  parameters: { hindi: { args: { steps: stepsHi.slice(0, 3), 'aria-label': 'स्वयंसेवक कैसे बनें' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 4 })).toHaveLength(3);
  },
};

export const LongContent: Story = {
  args: { steps: [longStep.en, ...steps.slice(1)] },
  parameters: { hindi: { args: { steps: [longStep.hi, ...stepsHi.slice(1)] } } },
};

export const NarrowViewport: Story = {
  ...LongContent,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const view = canvasElement.ownerDocument.documentElement;
    await expect(view.scrollWidth).toBeLessThanOrEqual(view.clientWidth);
    const [one, two] = canvas.getAllByRole('listitem').map((item) => item.getBoundingClientRect());
    await expect(two?.left).toBe(one?.left);
  },
};

export const AllStates: Story = {
  name: 'All states',
  render: (_args, context) => {
    const words = storyWords(context, {
      en: {
        steps,
        approach: 'Our approach in four steps',
        rich: 'Descriptions with links and lists (step headings at level 4)',
        richSteps: richSteps('en'),
        meet: 'How to meet us',
        long: 'A long step',
        longSteps: [longStep.en, ...steps.slice(3)],
        audit: 'How we audit buildings',
      },
      hi: {
        steps: stepsHi,
        approach: 'हमारा तरीका, चार कदमों में',
        rich: 'लिंक और सूची वाले विवरण (कदमों के शीर्षक स्तर 4 पर)',
        richSteps: richSteps('hi'),
        meet: 'हमसे कैसे मिलें',
        long: 'एक लंबा कदम',
        longSteps: [longStep.hi, ...stepsHi.slice(3)],
        audit: 'हम इमारतों की जाँच कैसे करते हैं',
      },
    });
    return (
      <>
        <Steps steps={words.steps} aria-label={words.approach} />
        <h3>{words.rich}</h3>
        <Steps headingLevel={4} aria-label={words.meet} steps={words.richSteps} />
        <h3>{words.long}</h3>
        <Steps headingLevel={4} aria-label={words.audit} steps={words.longSteps} />
      </>
    );
  },
  parameters: { pictures: { modes: ['dark', 'forced-colors', 'narrow'] } },
  play: async ({ canvas }) => {
    for (const name of ['Our approach in four steps', 'How to meet us', 'How we audit buildings']) {
      await expect(canvas.getByRole('list', { name })).toBeVisible();
    }
    await expect(canvas.getAllByRole('heading', { level: 4 })).toHaveLength(4);
  },
};

// Do and don't (shown on the docs page, from Steps.guidance.ts)

export const DontNumberTheTitles: Story = {
  name: "Don't: put the number in the title",
  args: { steps: steps.map((step, index) => ({ ...step, title: `${index + 1}. ${step.title}` })) },
  parameters: {
    hindi: {
      args: { steps: stepsHi.map((step, index) => ({ ...step, title: `${index + 1}. ${step.title}` })) },
    },
    docs: {
      description: {
        story:
          'The list already gives each step its number: screen readers say "1 of 4" and then "1. Listen", and the ' +
          'card shows the number twice. Leave the numbers to Steps.',
      },
    },
  },
};
