import type { Meta, StoryObj } from '@storybook/react-vite';
import { Children, type ReactNode } from 'react';
import { expect } from 'storybook/test';
import { storyWords } from '../docs-support/story-language.js';
import { FormField } from '../form-field/FormField.js';
import { heard } from '../test-support/heard.js';
import { TextArea } from './TextArea.js';
import { textAreaGuidance } from './TextArea.guidance.js';

const yourMessage = { en: 'Your message', hi: 'आपका संदेश' };
const howWeCanHelp = { en: 'Tell us how we can help.', hi: 'बताएँ कि हम आपकी कैसे मदद कर सकते हैं।' };
const noBankDetails = {
  en: `${howWeCanHelp.en} Do not include bank details.`,
  hi: `${howWeCanHelp.hi} बैंक की जानकारी न लिखें।`,
};
const volunteerAtTheFestHi = 'मैं गोवा उत्सव में स्वयंसेवा करना चाहती हूँ।';
/** 82 characters, as the English: 2 left of 84. */
const agendaHi = 'मैं स्क्रीन रीडर का उपयोग करती हूँ। कृपया आयोजन की कार्यसूची पहले भेज दें। धन्यवाद';
/** Over a limit of 50, as the English. */
const workshopHi = 'मैं गोवा उत्सव की करियर मार्गदर्शन कार्यशाला के लिए पंजीकरण करना चाहती हूँ।';
const accessNeedsLabel = {
  en: 'Tell us about any access needs you have for the event, so that we can plan for them before the day',
  hi: 'आयोजन के लिए अपनी सुगम्यता की ज़रूरतें बताएँ, ताकि हम उस दिन से पहले उनकी तैयारी कर सकें',
};
const accessNeedsHi =
  'मैं व्हीलचेयर का उपयोग करती हूँ और अपनी बहन के साथ पहली वर्षगाँठ के सम्मेलन में आना चाहती हूँ। मेरी बहन ' +
  'मेरी देखभाल भी करती हैं। क्या आप बता सकते हैं कि कार पार्किंग से कार्यक्रम स्थल तक बिना सीढ़ी का रास्ता है, और ' +
  'मुख्य हॉल वाली मंज़िल पर सुगम्य शौचालय है?';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  args: { name: 'message' },
  render: (args, context) => (
    <FormField label={storyWords(context, yourMessage)} required>
      <TextArea {...args} />
    </FormField>
  ),
  parameters: {
    docs: {
      guidance: textAreaGuidance,
      description: {
        component:
          'A multi-line text box for use inside a FormField, which gives it its label, hint, error and required state. ' +
          'With `maxCharacters` it counts characters the GOV.UK Frontend way. There is no native `maxlength`, which would cut ' +
          'pasted text without a word; the form validator reports a message that is too long. A visible count under the box ' +
          'says how many characters are left, or how many too many in bold error colour. Screen readers skip that count ' +
          '(`aria-hidden`) and get a polite live region instead, updated only once typing pauses for a second, so it does not ' +
          'talk over every keystroke. The live region is on the page only while the box has focus, and says nothing until the ' +
          'count changes, so it never lingers behind a modal dialog or repeats an old count. "You can enter up to N ' +
          'characters." is part of the description, after the hint and error; when the box already holds text, so is the ' +
          'count as it was when the visitor came in ("You have 24 characters too many"), so someone returning to fix the ' +
          'field hears what to do.',
      },
    },
  },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

const NAME = 'Your message (required)';
/** The visible count; the live region holds the same words, so find it by its class. */
const visibleCount = (canvasElement: HTMLElement) => canvasElement.querySelector('.ui-textarea__count');
/**
 * The visitor's pause after typing has lasted long enough once the live region says what the visible
 * count says: the TextArea speaks a second after the last key.
 */
const countAnnounced = (canvasElement: HTMLElement) => () => {
  const said = canvasElement.querySelector('.ui-textarea__status')?.textContent;
  return Boolean(said) && said === visibleCount(canvasElement)?.textContent;
};

export const Default: Story = {
  parameters: { transcript: true },
  play: async ({ canvas, userEvent }) => {
    const textarea = canvas.getByRole<HTMLTextAreaElement>('textbox', { name: NAME });
    await expect(textarea).toBeRequired();
    await expect(textarea).toHaveAttribute('rows', '5');
    await heard.readToEnd('read the page');
    await heard.act('Tab', () => userEvent.tab());
    await expect(textarea).toHaveFocus();
    await heard.act('type "I would like to volunteer."', () =>
      userEvent.keyboard('I would like to volunteer.'),
    );
    await expect(textarea).toHaveValue('I would like to volunteer.');
  },
};

export const WithHint: Story = {
  render: (args, context) => (
    <FormField label={storyWords(context, yourMessage)} hint={storyWords(context, noBankDetails)} required>
      <TextArea {...args} />
    </FormField>
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole<HTMLTextAreaElement>('textbox', { name: NAME }),
    ).toHaveAccessibleDescription('Tell us how we can help. Do not include bank details.');
  },
};

export const WithError: Story = {
  args: { defaultValue: 'Hi' },
  render: (args, context) => (
    <FormField
      label={storyWords(context, yourMessage)}
      error={storyWords(context, {
        en: 'Message must be at least 10 characters',
        hi: 'संदेश में कम से कम 10 अक्षर होने चाहिए',
      })}
      id="message"
      required
    >
      <TextArea {...args} />
    </FormField>
  ),
  parameters: { hindi: { args: { defaultValue: 'नमस्ते' } } },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole<HTMLTextAreaElement>('textbox', { name: NAME });
    await expect(textarea).toBeInvalid();
    await expect(textarea).toHaveAccessibleDescription('Error: Message must be at least 10 characters');
  },
};

export const Required: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole<HTMLTextAreaElement>('textbox', { name: NAME })).toBeRequired();
  },
};

export const Optional: Story = {
  render: (args, context) => (
    <FormField
      label={storyWords(context, { en: 'Anything else we should know?', hi: 'क्या हमें कुछ और जानना चाहिए?' })}
    >
      <TextArea {...args} />
    </FormField>
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('textbox', { name: 'Anything else we should know? (optional)' }),
    ).not.toBeRequired();
  },
};

export const Disabled: Story = {
  args: { defaultValue: 'I would like to volunteer at the Goa fest.' },
  render: (args, context) => (
    <FormField label={storyWords(context, yourMessage)} disabled required>
      <TextArea {...args} />
    </FormField>
  ),
  parameters: { hindi: { args: { defaultValue: volunteerAtTheFestHi } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole<HTMLTextAreaElement>('textbox', { name: NAME })).toBeDisabled();
  },
};

export const WithCharacterCount: Story = {
  args: { maxCharacters: 1000 },
  render: (args, context) => (
    <FormField label={storyWords(context, yourMessage)} hint={storyWords(context, howWeCanHelp)} required>
      <TextArea {...args} />
    </FormField>
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    const textarea = canvas.getByRole<HTMLTextAreaElement>('textbox', { name: NAME });
    const status = () => canvasElement.querySelector('[aria-live="polite"]');
    await expect(textarea).not.toHaveAttribute('maxlength');
    await expect(textarea).toHaveAccessibleDescription(
      'Tell us how we can help. You can enter up to 1000 characters.',
    );
    await expect(status()).toBeNull();
    await userEvent.tab();
    await expect(textarea).toHaveFocus();
    await expect(status()).toBeEmptyDOMElement();
    await userEvent.keyboard('Hello');
    const count = visibleCount(canvasElement);
    await expect(count).toHaveTextContent('You have 995 characters remaining');
    await expect(count).toHaveAttribute('aria-hidden', 'true');
    await expect(status()).toBeEmptyDOMElement();
    await heard.act('pause', () => undefined, { until: countAnnounced(canvasElement) });
    await expect(status()).toHaveTextContent('You have 995 characters remaining');
  },
};

export const NearTheLimit: Story = {
  args: {
    maxCharacters: 84,
    defaultValue: 'I use a screen reader and would like the event agenda in advance, please. Thank yo',
  },
  parameters: { transcript: true, hindi: { args: { defaultValue: agendaHi } } },
  play: async ({ canvasElement, userEvent }) => {
    const status = () => canvasElement.querySelector('.ui-textarea__status');
    const pause = () => heard.act('pause', () => undefined, { until: countAnnounced(canvasElement) });
    await expect(visibleCount(canvasElement)).toHaveTextContent('You have 2 characters remaining');
    await heard.readToEnd('read the page');
    await heard.act('Tab', () => userEvent.tab());
    await heard.act('press End, type "u"', () => userEvent.keyboard('{End}u'));
    await expect(visibleCount(canvasElement)).toHaveTextContent('You have 1 character remaining');
    await pause();
    await expect(status()).toHaveTextContent('You have 1 character remaining');
    await heard.act('type "."', () => userEvent.keyboard('.'));
    await expect(visibleCount(canvasElement)).toHaveTextContent('You have 0 characters remaining');
    await pause();
    await heard.act('type " See you"', () => userEvent.keyboard(' See you'));
    await expect(visibleCount(canvasElement)).toHaveTextContent('You have 8 characters too many');
    await pause();
    await heard.act('press Backspace 8 times', () => userEvent.keyboard('{Backspace>8/}'));
    await pause();
    await expect(status()).toHaveTextContent('You have 0 characters remaining');
  },
};

/** The count in Hindi: the visible words, the description and what the live region says. */
export const InHindi: Story = {
  name: 'In Hindi, near and over the limit',
  globals: { locale: 'hi' },
  args: {
    maxCharacters: 84,
    // 82 characters, as the box counts them (one for each letter, vowel sign and virama).
    defaultValue: 'मुझे स्क्रीन रीडर से पढ़ना होता है। कृपया कार्यक्रम की सूची पहले से भेज दें। धन्यव',
  },
  parameters: { transcript: true, hindi: { skip: 'it is drawn in Hindi already' } },
  render: (args) => (
    <FormField label={yourMessage.hi} required>
      <TextArea {...args} />
    </FormField>
  ),
  play: async ({ canvasElement, userEvent }) => {
    const pause = () => heard.act('pause', () => undefined, { until: countAnnounced(canvasElement) });
    await expect(visibleCount(canvasElement)).toHaveTextContent('अभी 2 अक्षर और लिख सकते हैं');
    await heard.act('Tab', () => userEvent.tab());
    await heard.act('press End, type "ा"', () => userEvent.keyboard('{End}ा'));
    await expect(visibleCount(canvasElement)).toHaveTextContent('अभी 1 अक्षर और लिख सकते हैं');
    await pause();
    await heard.act('type "द नमस्ते"', () => userEvent.keyboard('द नमस्ते'));
    await expect(visibleCount(canvasElement)).toHaveTextContent('आपने 7 अक्षर ज़्यादा लिखे हैं');
    await pause();
  },
};

export const OverTheLimit: Story = {
  args: {
    maxCharacters: 50,
    defaultValue: 'I would like to register for the career guidance workshop at the Goa fest.',
  },
  parameters: { hindi: { args: { defaultValue: workshopHi } } },
  play: async ({ canvas, canvasElement }) => {
    const count = visibleCount(canvasElement);
    await expect(count).toHaveTextContent('You have 24 characters too many');
    await expect(count).toHaveClass('ui-textarea__count--over');
    await expect(count && getComputedStyle(count).fontWeight).toBe('700');
    await expect(canvas.getByRole<HTMLTextAreaElement>('textbox', { name: NAME }).value).toHaveLength(74);
  },
};

export const LongContent: Story = {
  args: {
    maxCharacters: 1000,
    defaultValue:
      'I am a wheelchair user and would like to attend the First Anniversary Convention with my sister, who is also my carer. ' +
      'Could you tell me whether the venue has step-free access from the car park, an accessible toilet on the same floor as the ' +
      'main hall, and space for two wheelchairs near the front so that we can both see the sign language interpreter? ' +
      'We would also be grateful for the agenda in a large print format before the day.',
  },
  parameters: {
    hindi: {
      args: {
        defaultValue:
          `${accessNeedsHi.slice(0, -1)}, और आगे दो व्हीलचेयर की जगह है, ताकि हम दोनों सांकेतिक भाषा दुभाषिया को ` +
          'देख सकें? उस दिन से पहले बड़े अक्षरों में छपी कार्यसूची मिल जाए, तो हम आभारी रहेंगे।',
      },
    },
  },
  render: (args, context) => (
    <FormField
      label={storyWords(context, accessNeedsLabel)}
      hint={storyWords(context, {
        en: 'For example step-free access, a sign language interpreter, captions, large print or a quiet room. We only use this to plan the event.',
        hi: 'जैसे बिना सीढ़ी का रास्ता, सांकेतिक भाषा दुभाषिया, कैप्शन, बड़े अक्षरों में छपाई या शांत कमरा। हम इसका उपयोग सिर्फ़ आयोजन की तैयारी के लिए करते हैं।',
      })}
      required
    >
      <TextArea {...args} />
    </FormField>
  ),
};

export const NarrowViewport: Story = {
  ...WithCharacterCount,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const textarea = canvas.getByRole<HTMLTextAreaElement>('textbox', { name: NAME });
    await expect(textarea.getBoundingClientRect().right).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
    await expect(visibleCount(canvasElement)).toHaveTextContent('You have 1000 characters remaining');
  },
};

/**
 * The states in columns as wide as a form's, as many as fit, each state whole in one column, so that
 * one picture holds them all.
 */
function SideBySide({ children }: { children: ReactNode }) {
  return (
    <form noValidate style={{ columns: '3 18rem', columnGap: 'var(--ui-space-6)' }}>
      {Children.map(children, (state) => (
        <div style={{ breakInside: 'avoid' }}>{state}</div>
      ))}
    </form>
  );
}

/** The All states story's words: a Hindi page gives its own. */
const allStatesWords = {
  en: {
    message: yourMessage.en,
    anythingElse: 'Anything else we should know?',
    help: 'How can we help?',
    helpHint: noBankDetails.en,
    why: 'Why do you want to volunteer?',
    whyError: 'Your answer must be at least 10 characters',
    whyValue: 'Hi',
    earlier: 'Your earlier message',
    earlierValue: 'I would like to volunteer at the Goa fest.',
    question: 'Your question for the speakers',
    questionHint: 'Keep it short: we read them out.',
    accessNeeds: 'Your access needs',
    accessNeedsValue: 'I use a screen reader and would like the event agenda in advance, please. Thank yo',
    feedback: 'Your feedback on the workshop',
    feedbackValue: 'I would like to register for the career guidance workshop at the Goa fest.',
    longAccessNeeds: accessNeedsLabel.en,
    longAccessNeedsHint:
      'For example step-free access, a sign language interpreter, captions or a quiet room.',
    longAccessNeedsValue:
      'I am a wheelchair user and would like to attend the First Anniversary Convention with my sister, who is also my carer. ' +
      'Could you tell me whether the venue has step-free access from the car park, and an accessible toilet on the same floor as the main hall?',
  },
  hi: {
    message: yourMessage.hi,
    anythingElse: 'क्या हमें कुछ और जानना चाहिए?',
    help: 'हम कैसे मदद कर सकते हैं?',
    helpHint: noBankDetails.hi,
    why: 'आप स्वयंसेवा क्यों करना चाहते हैं?',
    whyError: 'आपके जवाब में कम से कम 10 अक्षर होने चाहिए',
    whyValue: 'नमस्ते',
    earlier: 'आपका पिछला संदेश',
    earlierValue: volunteerAtTheFestHi,
    question: 'वक्ताओं के लिए आपका सवाल',
    questionHint: 'छोटा रखें: हम सवाल पढ़कर सुनाते हैं।',
    accessNeeds: 'आपकी सुगम्यता की ज़रूरतें',
    accessNeedsValue: agendaHi,
    feedback: 'कार्यशाला पर आपकी राय',
    feedbackValue: workshopHi,
    longAccessNeeds: accessNeedsLabel.hi,
    longAccessNeedsHint: 'जैसे बिना सीढ़ी का रास्ता, सांकेतिक भाषा दुभाषिया, कैप्शन या शांत कमरा।',
    longAccessNeedsValue: accessNeedsHi,
  },
};

export const AllStates: Story = {
  name: 'All states',
  parameters: { pictures: { modes: ['dark', 'forced-colors', 'narrow'] } },
  render: (_args, context) => {
    const words = storyWords(context, allStatesWords);
    return (
      <SideBySide>
        <FormField label={words.message} required>
          <TextArea name="message" rows={3} />
        </FormField>
        <FormField label={words.anythingElse}>
          <TextArea name="anythingElse" rows={3} />
        </FormField>
        <FormField label={words.help} hint={words.helpHint} required>
          <TextArea name="help" rows={3} />
        </FormField>
        <FormField label={words.why} error={words.whyError} required>
          <TextArea name="why" rows={3} defaultValue={words.whyValue} />
        </FormField>
        <FormField label={words.earlier} disabled required>
          <TextArea name="earlier" rows={3} defaultValue={words.earlierValue} />
        </FormField>
        <FormField label={words.question} hint={words.questionHint} required>
          <TextArea name="question" rows={3} maxCharacters={200} />
        </FormField>
        <FormField label={words.accessNeeds} required>
          <TextArea name="accessNeeds" rows={3} maxCharacters={84} defaultValue={words.accessNeedsValue} />
        </FormField>
        <FormField label={words.feedback} required>
          <TextArea name="feedback" rows={3} maxCharacters={50} defaultValue={words.feedbackValue} />
        </FormField>
        <FormField label={words.longAccessNeeds} hint={words.longAccessNeedsHint} required>
          <TextArea name="longAccessNeeds" maxCharacters={1000} defaultValue={words.longAccessNeedsValue} />
        </FormField>
      </SideBySide>
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('textbox')).toHaveLength(9);
    await expect(canvas.getByRole('textbox', { name: 'Your earlier message (required)' })).toBeDisabled();
    await expect(
      canvas.getByRole('textbox', { name: 'Why do you want to volunteer? (required)' }),
    ).toBeInvalid();
    await expect(canvasElement.querySelector('.ui-textarea__count--over')).toHaveTextContent(
      'You have 24 characters too many',
    );
  },
};

// Do and don't (shown on the docs page, from TextArea.guidance.ts)

export const DontNativeMaxLength: Story = {
  name: "Don't: a native maxLength",
  args: { maxLength: 50 },
  parameters: {
    docs: {
      description: {
        story:
          'The browser silently stops typing at 50 characters and cuts pasted text short. A screen-reader user is ' +
          'not told that keys stopped working or that the end of their message was lost. Use `maxCharacters`.',
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const textarea = canvas.getByRole<HTMLTextAreaElement>('textbox', { name: NAME });
    await userEvent.click(textarea);
    await userEvent.paste('I would like to register for the career guidance workshop at the Goa fest.');
    // What goes wrong: the end of the message is gone, without a word.
    await expect(textarea.value).toHaveLength(50);
  },
};
