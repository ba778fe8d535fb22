import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect } from 'storybook/test';
import { storyWords } from '../docs-support/story-language.js';
import { heard } from '../test-support/heard.js';
import { insetTextGuidance } from './InsetText.guidance.js';
import { InsetText } from './InsetText.js';

/** The Hindi of the words several stories share. */
const hi = {
  weeks: 'आपके स्वयंसेवक आवेदन का जवाब आने में 4 हफ़्ते तक लग सकते हैं।',
  weWrite: 'हम आपके दिए पते पर आपको लिखेंगे।',
  afterYouApply: 'आवेदन के बाद',
  weRead: 'हम हर आवेदन खुद पढ़ते हैं।',
  askFormats: 'जवाब ब्रेल, बड़े अक्षरों या आसान भाषा में माँगें।',
};

const meta = {
  title: 'Page/InsetText',
  component: InsetText,
  args: {
    children: (
      <p>
        It can take up to 4 weeks to hear back about your volunteer application. We will write to you at the
        address you gave us.
      </p>
    ),
  },
  parameters: {
    hindi: {
      args: {
        children: (
          <p>
            {hi.weeks} {hi.weWrite}
          </p>
        ),
      },
    },
    docs: {
      guidance: insetTextGuidance,
      description: {
        component:
          'Sets a short piece of content apart from the text around it: a quotation, an example, or something ' +
          'to keep in mind (GOV.UK Frontend’s inset text). A thick border on its start side draws it; it has no ' +
          'role, so screen readers read it in place and its words must stand on their own.',
      },
    },
  },
} satisfies Meta<typeof InsetText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args, context) => {
    const words = storyWords(context, {
      en: {
        heading: 'After you apply',
        weRead: 'We read every application ourselves and reply by e-mail or by post, as you asked.',
        formats: 'If you need the reply in braille, large print or Easy Read, say so in your application.',
      },
      hi: {
        heading: hi.afterYouApply,
        weRead: 'हम हर आवेदन खुद पढ़ते हैं, और आपके कहे अनुसार ई-मेल या डाक से जवाब देते हैं।',
        formats: 'अगर आपको जवाब ब्रेल, बड़े अक्षरों या आसान भाषा (ईज़ी रीड) में चाहिए, तो अपने आवेदन में बताएँ।',
      },
    });
    return (
      <>
        <h2>{words.heading}</h2>
        <p>{words.weRead}</p>
        <InsetText {...args} />
        <p>{words.formats}</p>
      </>
    );
  },
  parameters: { transcript: true },
  play: async ({ canvasElement }) => {
    // The inset is read in place, as part of the text around it.
    await heard.readToEnd('read the page');
    const inset = canvasElement.querySelector('.ui-inset-text');
    await expect(inset).toHaveTextContent(/up to 4 weeks/);
    await expect(inset?.getAttribute('role')).toBeNull();
    await expect(
      parseFloat(getComputedStyle(inset as Element).borderInlineStartWidth),
    ).toBeGreaterThanOrEqual(10);
  },
};

export const LongContent: Story = {
  args: {
    children: (
      <>
        <p>
          “Before the foundation’s workshop I had never used a screen reader at my desk. Now I answer the
          office’s e-mail, fill in the attendance sheets and write the monthly report myself, and my manager
          asks me to show new colleagues how I do it.”
        </p>
        <p>Nandini, a receptionist in Margao who took part in the assistive technology programme in 2025.</p>
      </>
    ),
  },
  parameters: {
    hindi: {
      args: {
        children: (
          <>
            <p>
              “फ़ाउंडेशन की कार्यशाला से पहले मैंने अपनी डेस्क पर कभी स्क्रीन रीडर का उपयोग नहीं किया था। अब मैं दफ़्तर के ई-मेल के
              जवाब देती हूँ, हाज़िरी की शीट भरती हूँ और हर महीने की रिपोर्ट खुद लिखती हूँ। मेरे मैनेजर मुझसे कहते हैं कि मैं नए
              साथियों को भी यह करना सिखाऊँ।”
            </p>
            <p>नंदिनी, मडगाँव में रिसेप्शनिस्ट, जिन्होंने 2025 में सहायक तकनीक कार्यक्रम में भाग लिया।</p>
          </>
        ),
      },
    },
  },
};

export const Narrow: Story = {
  name: 'Narrow viewport (400% zoom, 320×256)',
  ...LongContent,
  globals: { viewport: { value: 'zoom400', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(320);
    const inset = canvasElement.querySelector('.ui-inset-text') as Element;
    await expect(inset.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const DarkTheme: Story = {
  ...Default,
  // Default's transcript is the same in either theme.
  parameters: { transcript: false },
  globals: { theme: 'dark' },
};

/** The All states story's words: a Hindi page gives its own. */
const allStatesWords: Record<'en' | 'hi', Record<string, ReactNode>> = {
  en: {
    short: 'A short note',
    weeks: 'It can take up to 4 weeks to hear back about your volunteer application.',
    quotation: 'A quotation over two paragraphs',
    quote:
      '“Before the foundation’s workshop I had never used a screen reader at my desk. Now I answer the office’s ' +
      'e-mail and write the monthly report myself.”',
    who: 'Nandini, a receptionist in Margao.',
    withLink: 'With a link',
    formats: (
      <>
        Ask for the reply in braille, large print or Easy Read on the <a href="#formats">formats page</a>.
      </>
    ),
  },
  hi: {
    short: 'एक छोटी-सी बात',
    weeks: hi.weeks,
    quotation: 'दो पैराग्राफ़ का उद्धरण',
    quote:
      '“फ़ाउंडेशन की कार्यशाला से पहले मैंने अपनी डेस्क पर कभी स्क्रीन रीडर का उपयोग नहीं किया था। अब मैं दफ़्तर के ' +
      'ई-मेल के जवाब और हर महीने की रिपोर्ट खुद लिखती हूँ।”',
    who: 'नंदिनी, मडगाँव में रिसेप्शनिस्ट।',
    withLink: 'लिंक के साथ',
    formats: (
      <>
        जवाब ब्रेल, बड़े अक्षरों या आसान भाषा में चाहिए, तो <a href="#formats">सुगम्य रूपों वाले पेज</a> पर माँगें।
      </>
    ),
  },
};

export const AllStates: Story = {
  name: 'All states',
  render: (_args, context) => {
    const words = storyWords(context, allStatesWords);
    return (
      <>
        <h2>{words.short}</h2>
        <InsetText>
          <p>{words.weeks}</p>
        </InsetText>
        <h2>{words.quotation}</h2>
        <InsetText>
          <p>{words.quote}</p>
          <p>{words.who}</p>
        </InsetText>
        <h2>{words.withLink}</h2>
        <InsetText>
          <p>{words.formats}</p>
        </InsetText>
      </>
    );
  },
  parameters: { pictures: { modes: ['dark', 'forced-colors', 'narrow'] } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('.ui-inset-text')).toHaveLength(3);
  },
};

export const DontManyInsets: Story = {
  name: 'Don’t: inset every paragraph',
  render: (_args, context) => {
    const words = storyWords(context, {
      en: {
        heading: 'After you apply',
        weRead: 'We read every application ourselves.',
        weeks: 'It can take up to 4 weeks to hear back.',
        formats: 'Ask for the reply in braille, large print or Easy Read.',
      },
      hi: {
        heading: hi.afterYouApply,
        weRead: hi.weRead,
        weeks: 'जवाब आने में 4 हफ़्ते तक लग सकते हैं।',
        formats: hi.askFormats,
      },
    });
    return (
      <>
        <h2>{words.heading}</h2>
        <InsetText>
          <p>{words.weRead}</p>
        </InsetText>
        <InsetText>
          <p>{words.weeks}</p>
        </InsetText>
        <InsetText>
          <p>{words.formats}</p>
        </InsetText>
      </>
    );
  },
  parameters: {
    docs: {
      description: {
        story:
          'When everything is set apart, nothing stands out, and screen reader users never knew it was set ' +
          'apart in the first place. Use one inset for the one thing to keep in mind.',
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('.ui-inset-text')).toHaveLength(3);
  },
};
