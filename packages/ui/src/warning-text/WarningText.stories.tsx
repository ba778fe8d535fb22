import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyWords } from '../docs-support/story-language.js';
import { heard } from '../test-support/heard.js';
import { warningTextGuidance } from './WarningText.guidance.js';
import { WarningText } from './WarningText.js';

const erasingHi =
  'किसी व्यक्ति का डेटा एक बार मिटाने पर वापस नहीं आ सकता। अगर उन्होंने कॉपी माँगी है, तो पहले उसे एक्सपोर्ट करें।';
const circumstancesHi =
  'अगर आपकी स्थिति बदलती है, जैसे आप घर बदलते हैं, काम शुरू करते हैं या आपकी सहायता की ज़रूरतें बदलती हैं, ' +
  'तो 30 दिनों के अंदर हमें बताएँ। अगर आप नहीं बताते, तो सहायक तकनीक कार्यक्रम में आपकी जगह प्रतीक्षा सूची ' +
  'में किसी और को दी जा सकती है';

const meta = {
  title: 'Page/WarningText',
  component: WarningText,
  args: {
    children: 'Erasing a person’s data cannot be undone. Export it first if they asked for a copy.',
  },
  parameters: {
    hindi: { args: { children: erasingHi } },
    docs: {
      guidance: warningTextGuidance,
      description: {
        component:
          'An important warning: a legal consequence, a deadline, something that cannot be undone (GOV.UK Frontend’s ' +
          'warning text). The exclamation-mark icon is hidden from assistive technology; a visually hidden “Warning:” ' +
          'is read before the bold text instead, so the warning is heard, not only seen. `label` translates it.',
      },
    },
  },
} satisfies Meta<typeof WarningText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { transcript: true },
  play: async ({ canvasElement }) => {
    // The warning is said in words before its text; the icon is not read.
    await heard.readToEnd('read the page');
    const warning = canvasElement.querySelector('.ui-warning-text') as HTMLElement;
    await expect(warning.querySelector('.ui-warning-text__icon')).toHaveAttribute('aria-hidden', 'true');
    await expect(warning.querySelector('strong')).toHaveTextContent(/^Warning: Erasing a person’s data/);
  },
};

export const Translated: Story = {
  args: { label: 'चेतावनी', lang: 'hi', children: 'यह कार्रवाई वापस नहीं ली जा सकती।' },
  parameters: { hindi: { args: { children: 'यह कार्रवाई वापस नहीं ली जा सकती।' } } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('strong')).toHaveTextContent(
      /^चेतावनी: यह कार्रवाई वापस नहीं ली जा सकती।$/,
    );
  },
};

export const LongContent: Story = {
  args: {
    children:
      'You must tell us within 30 days if your circumstances change, for example if you move house, start work or ' +
      'your support needs change. If you do not, your place on the assistive technology programme may be given to ' +
      'someone on the waiting list, and any equipment on loan to you will need to be returned to the foundation.',
  },
  parameters: {
    hindi: {
      args: { children: `${circumstancesHi}, और आपको उधार दिया गया हर उपकरण फ़ाउंडेशन को लौटाना होगा।` },
    },
  },
};

export const Narrow: Story = {
  name: 'Narrow viewport (400% zoom, 320×256)',
  ...LongContent,
  globals: { viewport: { value: 'zoom400', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(320);
    const icon = canvasElement.querySelector('.ui-warning-text__icon') as Element;
    const { width, height } = icon.getBoundingClientRect();
    // The icon keeps its circle while the text wraps beside it.
    await expect(width).toBe(height);
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement.dataset.theme).toBe('dark');
    const icon = canvasElement.querySelector('.ui-warning-text__icon') as Element;
    await expect(getComputedStyle(icon).color).not.toBe(getComputedStyle(icon).backgroundColor);
  },
};

export const AllStates: Story = {
  name: 'All states',
  render: (_args, context) => {
    const words = storyWords(context, {
      en: {
        erasing: 'Erasing a person’s data cannot be undone. Export it first if they asked for a copy.',
        circumstances:
          'You must tell us within 30 days if your circumstances change, for example if you move house, start ' +
          'work or your support needs change. If you do not, your place on the assistive technology programme ' +
          'may be given to someone on the waiting list.',
      },
      hi: { erasing: erasingHi, circumstances: `${circumstancesHi}।` },
    });
    return (
      <>
        <WarningText>{words.erasing}</WarningText>
        {/* A warning in Portuguese keeps its own language on a Hindi page too. */}
        <WarningText label="Aviso" lang="pt">
          Esta ação não pode ser desfeita.
        </WarningText>
        <WarningText>{words.circumstances}</WarningText>
      </>
    );
  },
  parameters: { pictures: { modes: ['dark', 'forced-colors', 'narrow'] } },
  play: async ({ canvasElement }) => {
    const prefixes = [...canvasElement.querySelectorAll('strong .ui-visually-hidden')].map(
      (prefix) => prefix.textContent,
    );
    await expect(prefixes).toEqual(['Warning: ', 'Aviso: ', 'Warning: ']);
  },
};

export const DontMinorTip: Story = {
  name: 'Don’t: a warning for a tip',
  args: { children: 'You can upload your CV later if you do not have it to hand.' },
  parameters: {
    hindi: { args: { children: 'अगर आपका सीवी अभी आपके पास नहीं है, तो आप उसे बाद में अपलोड कर सकते हैं।' } },
    docs: {
      description: {
        story:
          'A tip is not a warning. Each needless warning makes people, and screen reader users who hear “Warning” ' +
          'every time, pay less attention to the ones that matter. Put a tip in a paragraph or in inset text.',
      },
    },
  },
};
