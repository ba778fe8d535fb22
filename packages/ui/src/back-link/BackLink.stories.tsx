import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect } from 'storybook/test';
import { storyWords } from '../docs-support/story-language.js';
import { heard } from '../test-support/heard.js';
import { backLinkGuidance } from './BackLink.guidance.js';
import { BackLink } from './BackLink.js';

const meta = {
  title: 'Navigation/BackLink',
  component: BackLink,
  args: { href: '#applications' },
  parameters: {
    docs: {
      guidance: backLinkGuidance,
      description: {
        component:
          'A link to the previous page of a journey (GOV.UK Frontend’s back link): a visible “Back” or the text you ' +
          'give, a chevron that is never read, and a 44px target. It follows `href`, an address you choose, not the ' +
          'browser history; `historyBack` asks for the history instead when the tab has some, with `href` as the ' +
          'fallback. `asChild` renders your router’s link.',
      },
    },
  },
} satisfies Meta<typeof BackLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page around the link: a Hindi page gives its own words. */
const pageWords = {
  en: {
    heading: 'Asha Rao’s application',
    received: 'Received 14 June. Sign language interpreter, weekends.',
  },
  hi: { heading: 'आशा राव का आवेदन', received: '14 जून को मिला। सांकेतिक भाषा दुभाषिया, शनिवार-रविवार।' },
};

function Page({ children, words }: { children: ReactNode; words: (typeof pageWords)['en'] }) {
  return (
    <>
      {children}
      <h2>{words.heading}</h2>
      <p>{words.received}</p>
    </>
  );
}

const longDestinationHi = 'पणजी में समावेशी करियर मेले के लिए मिले स्वयंसेवक आवेदनों की सूची पर वापस जाएँ';

export const Default: Story = {
  render: (args, context) => (
    <Page words={storyWords(context, pageWords)}>
      <BackLink {...args} />
    </Page>
  ),
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Back' });
    await expect(link).toHaveAttribute('href', '#applications');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    const { height } = link.getBoundingClientRect();
    await expect(height).toBeGreaterThanOrEqual(44);
  },
};

export const WithDestination: Story = {
  name: 'Saying where it goes',
  args: { children: 'Back to volunteer applications' },
  render: Default.render,
  parameters: { transcript: true, hindi: { args: { children: 'स्वयंसेवकों के आवेदनों पर वापस जाएँ' } } },
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Back to volunteer applications' });
    await expect(link).toBeVisible();
    await heard.readToEnd('read the page');
    await heard.act('Tab', () => userEvent.tab());
    await expect(link).toHaveFocus();
  },
};

export const LongContent: Story = {
  args: {
    children: 'Back to the list of volunteer applications received for the Inclusive Career Fair in Panaji',
  },
  parameters: { hindi: { args: { children: longDestinationHi } } },
  render: Default.render,
};

export const Narrow: Story = {
  name: 'Narrow viewport (400% zoom, 320×256)',
  ...LongContent,
  globals: { viewport: { value: 'zoom400', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(320);
    const link = canvas.getByRole('link');
    await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const DarkTheme: Story = {
  ...Default,
  globals: { theme: 'dark' },
};

export const RightToLeft: Story = {
  name: 'Right-to-left text',
  args: { children: 'واپس' },
  render: (args) => (
    <div dir="rtl" lang="ur">
      <BackLink {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'واپس' });
    await expect(getComputedStyle(link, '::before').transform).not.toBe('none');
  },
};

/** The All states story's words: a Hindi page gives its own. */
const allStatesWords: Record<'en' | 'hi', Record<string, ReactNode>> = {
  en: {
    focused: 'Focused',
    step2: 'Back to step 2',
    default: 'Default',
    saying: 'Saying where it goes',
    volunteers: 'Back to volunteer applications',
    long: 'A long destination',
    careerFair: 'Back to the list of volunteer applications received for the Inclusive Career Fair in Panaji',
    rightToLeft: 'Right-to-left text',
    router: 'A router’s link (asChild)',
    inbox: 'Back to the inbox',
  },
  hi: {
    focused: 'फ़ोकस में',
    step2: 'चरण 2 पर वापस जाएँ',
    default: 'सामान्य',
    saying: 'कहाँ ले जाता है, यह बताते हुए',
    volunteers: 'स्वयंसेवकों के आवेदनों पर वापस जाएँ',
    long: 'लंबे नाम वाली मंज़िल',
    careerFair: longDestinationHi,
    rightToLeft: 'दाएँ से बाएँ लिखा पाठ',
    // The prop's name is code, read in English.
    router: (
      <>
        राउटर का लिंक (<span lang="en">asChild</span>)
      </>
    ),
    inbox: 'इनबॉक्स पर वापस जाएँ',
  },
};

export const AllStates: Story = {
  name: 'All states',
  render: (_args, context) => {
    const words = storyWords(context, allStatesWords);
    return (
      // The padding keeps the focus ring, drawn outside the link, inside the picture.
      <div style={{ padding: '0.5rem' }}>
        <h2>{words.focused}</h2>
        <BackLink href="#step-2">{words.step2}</BackLink>
        <h2>{words.default}</h2>
        <BackLink href="#applications" />
        <h2>{words.saying}</h2>
        <BackLink href="#volunteers">{words.volunteers}</BackLink>
        <h2>{words.long}</h2>
        <BackLink href="#career-fair">{words.careerFair}</BackLink>
        <h2>{words.rightToLeft}</h2>
        <div dir="rtl" lang="ur">
          <BackLink href="#ur">واپس</BackLink>
        </div>
        <h2>{words.router}</h2>
        <BackLink asChild>
          <a href="#inbox">{words.inbox}</a>
        </BackLink>
      </div>
    );
  },
  parameters: { pictures: { modes: ['dark', 'forced-colors', 'narrow'] } },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(6);
    // The first one is photographed with its focus ring.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Back to step 2' })).toHaveFocus();
  },
};

export const DontButton: Story = {
  name: 'Don’t: a back button with no address',
  render: (_args, context) => (
    <Page words={storyWords(context, pageWords)}>
      <button type="button" className="ui-back-link" onClick={() => window.history.back()}>
        {storyWords(context, { en: 'Back', hi: 'पीछे जाएँ' })}
      </button>
    </Page>
  ),
  parameters: {
    docs: {
      description: {
        story:
          'A button that calls `history.back()` goes wherever the history goes: out of the site for someone who ' +
          'arrived from a search or a shared link, nowhere in a new tab, and nowhere without scripts. It cannot be ' +
          'opened in a new tab or bookmarked, and voice control users hear “button” where they expect a link.',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  },
};
