import type { Meta, StoryObj } from '@storybook/react-vite';
import { Children, type ReactNode } from 'react';
import { expect, fn } from 'storybook/test';
import { storyWords } from '../docs-support/story-language.js';
import { heard } from '../test-support/heard.js';
import type { ChoiceOption } from './ChoiceGroup.js';
import { RadioGroup } from './RadioGroup.js';
import { radioGroupGuidance } from './RadioGroup.guidance.js';

const yesNo: readonly ChoiceOption[] = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

const attendance: readonly ChoiceOption[] = [
  { value: 'in-person', label: 'In person' },
  { value: 'online', label: 'Online' },
  { value: 'undecided', label: 'I have not decided yet' },
];

const yesNoHi: readonly ChoiceOption[] = [
  { value: 'yes', label: 'हाँ' },
  { value: 'no', label: 'नहीं' },
];

const attendanceHi: readonly ChoiceOption[] = [
  { value: 'in-person', label: 'खुद आकर' },
  { value: 'online', label: 'ऑनलाइन' },
  { value: 'undecided', label: 'मैंने अभी तय नहीं किया है' },
];

const agendaFormats = {
  en: [
    { value: 'email', label: 'By email', hint: 'A tagged PDF that works with screen readers.' },
    { value: 'large-print', label: 'Large print by post', hint: 'Printed in 18 point type.' },
    { value: 'braille', label: 'Braille by post', disabled: true, hint: 'Not available for this event.' },
  ],
  hi: [
    { value: 'email', label: 'ई-मेल से', hint: 'टैग की हुई PDF, जो स्क्रीन रीडर के साथ काम करती है।' },
    { value: 'large-print', label: 'बड़े अक्षरों में, डाक से', hint: '18 पॉइंट के अक्षरों में छपी हुई।' },
    { value: 'braille', label: 'ब्रेल में, डाक से', disabled: true, hint: 'इस आयोजन के लिए उपलब्ध नहीं है।' },
  ],
};

/** The question asked of people who came before: long enough to wrap everywhere. */
const attendedBefore = {
  en: {
    legend:
      'Have you attended one of our career guidance workshops, skill development sessions or awareness programmes in the last two years?',
    error:
      'Select whether you have attended one of our workshops, sessions or programmes in the last two years',
    several: 'Yes, I have attended more than one workshop, session or programme',
    no: 'No, this will be my first time',
  },
  hi: {
    legend:
      'क्या आपने पिछले 2 साल में हमारी करियर मार्गदर्शन कार्यशालाओं, कौशल विकास सत्रों या जागरूकता कार्यक्रमों में से किसी में हिस्सा लिया है?',
    error: 'चुनें कि क्या आपने पिछले 2 साल में हमारी किसी कार्यशाला, सत्र या कार्यक्रम में हिस्सा लिया है',
    several: 'हाँ, मैंने एक से ज़्यादा कार्यशाला, सत्र या कार्यक्रम में हिस्सा लिया है',
    no: 'नहीं, यह मेरा पहला मौका होगा',
  },
};

const isPersonWithDisabilityHi = 'क्या आप दिव्यांग व्यक्ति हैं?';
const conventionHi = 'आप सम्मेलन में कैसे शामिल होंगे?';
const changeLaterHi = 'आप हमें लिखकर इसे बाद में बदल सकते हैं।';
const interpreterHi = 'क्या आपको सांकेतिक भाषा दुभाषिया चाहिए?';
const agendaHi = 'आपको कार्यसूची किस रूप में चाहिए?';

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: {
    legend: 'Are you a person with disability?',
    name: 'personWithDisability',
    options: yesNo,
    inline: true,
    required: true,
    onValueChange: fn(),
  },
  parameters: {
    hindi: { args: { legend: isPersonWithDisabilityHi, options: yesNoHi } },
    docs: {
      guidance: radioGroupGuidance,
      description: {
        component:
          'Native radio buttons in a `<fieldset>` whose `<legend>` asks the question, so screen readers read the question ' +
          'with each option. The legend says "(required)" or "(optional)" in words. The hint and the error, which begins ' +
          'with a hidden "Error:", describe the fieldset through `aria-describedby`; the fieldset carries no `aria-invalid`, ' +
          'which a group does not support. The keyboard is the browser’s: Tab enters the group on the checked radio (or ' +
          'the first), the arrow keys move and select, Space selects. Each radio stays the real, focusable input, drawn with ' +
          'a dot when checked so the state shows by shape, with system colours in forced-colours mode; with its label it ' +
          'makes a row at least 44px tall. `id` is the first radio’s, for error summary links.',
      },
    },
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const YesNo: Story = {
  parameters: { transcript: true },
  play: async ({ canvas, args, userEvent }) => {
    const group = canvas.getByRole('group', { name: 'Are you a person with disability? (required)' });
    await expect(group.tagName).toBe('FIELDSET');
    for (const radio of canvas.getAllByRole('radio')) {
      await expect(radio).toBeRequired();
      await expect(radio).not.toBeChecked();
      const row = radio.closest('.ui-choice')?.getBoundingClientRect();
      await expect(row?.height).toBeGreaterThanOrEqual(44);
    }
    const yes = canvas.getByRole('radio', { name: 'Yes' });
    const no = canvas.getByRole('radio', { name: 'No' });
    await heard.readToEnd('read the page');
    await heard.act('Tab', () => userEvent.tab());
    await expect(yes).toHaveFocus();
    await heard.act('press Space', () => userEvent.keyboard(' '));
    await expect(yes).toBeChecked();
    await heard.act('press Right arrow', () => userEvent.keyboard('{ArrowRight}'));
    await expect(no).toHaveFocus();
    await expect(no).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('no');
  },
};

export const WithHint: Story = {
  args: {
    legend: 'How will you attend the convention?',
    name: 'attendance',
    options: attendance,
    inline: false,
    hint: 'You can change this later by writing to us.',
  },
  parameters: { hindi: { args: { legend: conventionHi, options: attendanceHi, hint: changeLaterHi } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group')).toHaveAccessibleDescription(
      'You can change this later by writing to us.',
    );
  },
};

export const WithError: Story = {
  args: {
    id: 'personWithDisability',
    hint: 'We ask so that we can plan access for everyone.',
    error: 'Select yes if you are a person with disability',
  },
  parameters: {
    transcript: true,
    hindi: {
      args: {
        hint: 'हम यह इसलिए पूछते हैं ताकि सबके लिए सुगम्यता की योजना बना सकें।',
        error: 'अगर आप दिव्यांग व्यक्ति हैं, तो हाँ चुनें',
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('group')).toHaveAccessibleDescription(
      'We ask so that we can plan access for everyone. Error: Select yes if you are a person with disability',
    );
    const yes = canvas.getByRole('radio', { name: 'Yes' });
    await expect(yes).toHaveAttribute('id', 'personWithDisability');
    await heard.readToEnd('read the page');
    await heard.act('Tab', () => userEvent.tab());
    await expect(yes).toHaveFocus();
    await heard.act('press Space', () => userEvent.keyboard(' '));
    await expect(yes).toBeChecked();
  },
};

export const Required: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('group', { name: 'Are you a person with disability? (required)' }),
    ).toBeInTheDocument();
  },
};

export const Optional: Story = {
  args: { legend: 'Do you need a sign language interpreter?', name: 'interpreter', required: false },
  parameters: { hindi: { args: { legend: interpreterHi } } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('group', { name: 'Do you need a sign language interpreter? (optional)' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: 'Yes' })).not.toBeRequired();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'no' },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: 'No' })).toBeChecked();
  },
};

export const WithOptionHints: Story = {
  args: {
    legend: 'How would you like to receive the agenda?',
    name: 'agendaFormat',
    inline: false,
    options: agendaFormats.en,
  },
  parameters: { hindi: { args: { legend: agendaHi, options: agendaFormats.hi } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'By email' })).toHaveAccessibleDescription(
      'A tagged PDF that works with screen readers.',
    );
    await expect(canvas.getByRole('radio', { name: 'Braille by post' })).toBeDisabled();
  },
};

export const LongContent: Story = {
  args: {
    legend: attendedBefore.en.legend,
    name: 'attendedBefore',
    inline: false,
    hint: 'Count any session run by the foundation or by one of our partner organisations, in person or online.',
    error: attendedBefore.en.error,
    options: [
      { value: 'yes-several', label: attendedBefore.en.several },
      {
        value: 'yes-once',
        label: 'Yes, once',
        hint: 'Tell us which one in your message, if you remember, so that we can send you the follow-up material.',
      },
      { value: 'no', label: attendedBefore.en.no },
    ],
  },
  parameters: {
    hindi: {
      args: {
        legend: attendedBefore.hi.legend,
        hint: 'फ़ाउंडेशन या हमारी किसी साझेदार संस्था का कोई भी सत्र गिनें, चाहे वह आमने-सामने हुआ हो या ऑनलाइन।',
        error: attendedBefore.hi.error,
        options: [
          { value: 'yes-several', label: attendedBefore.hi.several },
          {
            value: 'yes-once',
            label: 'हाँ, एक बार',
            hint: 'याद हो तो अपने संदेश में बताएँ कि कौन-सा, ताकि हम आपको आगे की सामग्री भेज सकें।',
          },
          { value: 'no', label: attendedBefore.hi.no },
        ],
      },
    },
  },
};

export const NarrowViewport: Story = {
  ...LongContent,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const width = document.documentElement.clientWidth;
    await expect(canvas.getByRole('group').getBoundingClientRect().right).toBeLessThanOrEqual(width);
    for (const radio of canvas.getAllByRole('radio')) {
      await expect(radio.closest('.ui-choice')?.getBoundingClientRect().right).toBeLessThanOrEqual(width);
    }
  },
};

export const Keyboard: Story = {
  args: {
    legend: 'How will you attend the convention?',
    name: 'attendance',
    options: attendance,
    inline: false,
  },
  parameters: { hindi: { args: { legend: conventionHi, options: attendanceHi } } },
  play: async ({ canvas, args, userEvent }) => {
    const [inPerson, online, undecided] = canvas.getAllByRole('radio');
    await userEvent.tab();
    await expect(inPerson).toHaveFocus();
    await expect(inPerson).not.toBeChecked();
    await userEvent.keyboard(' ');
    await expect(inPerson).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('in-person');
    await userEvent.keyboard('{ArrowDown}');
    await expect(online).toHaveFocus();
    await expect(online).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('online');
    await userEvent.keyboard('{ArrowRight}');
    await expect(undecided).toHaveFocus();
    await expect(undecided).toBeChecked();
    await expect(inPerson).not.toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('undecided');
    // Leaving and coming back lands on the checked radio, not the first.
    await userEvent.tab({ shift: true });
    await expect(undecided).not.toHaveFocus();
    await userEvent.tab();
    await expect(undecided).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenCalledTimes(3);
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
    pwd: 'Are you a person with disability?',
    yesNo,
    interpreter: 'Do you need a sign language interpreter?',
    convention: 'How will you attend the convention?',
    attendance,
    changeLater: 'You can change this later by writing to us.',
    assistant: 'Will you bring an assistant?',
    assistantHint: 'We ask so that we can plan seats.',
    assistantError: 'Select yes if you will bring an assistant',
    agenda: 'How would you like to receive the agenda?',
    agendaFormats: agendaFormats.en,
    session: 'Which session did you register for?',
    sessions: [
      { value: 'morning', label: 'Morning session' },
      { value: 'afternoon', label: 'Afternoon session' },
    ],
    sessionHint: 'Registration has closed.',
  },
  hi: {
    pwd: isPersonWithDisabilityHi,
    yesNo: yesNoHi,
    interpreter: interpreterHi,
    convention: conventionHi,
    attendance: attendanceHi,
    changeLater: changeLaterHi,
    assistant: 'क्या आपके साथ कोई सहायक आएगा?',
    assistantHint: 'हम यह इसलिए पूछते हैं ताकि सीटों की योजना बना सकें।',
    assistantError: 'अगर आपके साथ कोई सहायक आएगा, तो हाँ चुनें',
    agenda: agendaHi,
    agendaFormats: agendaFormats.hi,
    session: 'आपने किस सत्र के लिए पंजीकरण किया था?',
    sessions: [
      { value: 'morning', label: 'सुबह का सत्र' },
      { value: 'afternoon', label: 'दोपहर का सत्र' },
    ],
    sessionHint: 'पंजीकरण बंद हो गया है।',
  },
};

export const AllStates: Story = {
  name: 'All states',
  parameters: { pictures: { modes: ['dark', 'forced-colors', 'narrow'] } },
  render: (_args, context) => {
    const words = storyWords(context, allStatesWords);
    const long = storyWords(context, attendedBefore);
    return (
      <SideBySide>
        <RadioGroup legend={words.pwd} name="pwd" options={words.yesNo} inline required />
        <RadioGroup
          legend={words.interpreter}
          name="interpreter"
          options={words.yesNo}
          inline
          defaultValue="yes"
        />
        <RadioGroup
          legend={words.convention}
          name="attendance"
          options={words.attendance}
          required
          hint={words.changeLater}
          defaultValue="online"
        />
        <RadioGroup
          legend={words.assistant}
          name="assistant"
          id="assistant"
          options={words.yesNo}
          inline
          required
          hint={words.assistantHint}
          error={words.assistantError}
        />
        <RadioGroup
          legend={words.agenda}
          name="agendaFormat"
          options={words.agendaFormats}
          defaultValue="large-print"
        />
        <RadioGroup
          legend={words.session}
          name="session"
          options={words.sessions}
          disabled
          hint={words.sessionHint}
          defaultValue="morning"
        />
        <RadioGroup
          legend={long.legend}
          name="attendedBefore"
          required
          error={long.error}
          options={[
            { value: 'yes-several', label: long.several },
            { value: 'no', label: long.no },
          ]}
        />
      </SideBySide>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('group')).toHaveLength(7);
    await expect(canvas.getByRole('radio', { name: 'Online' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Braille by post' })).toBeDisabled();
    await expect(
      canvas.getByRole('group', { name: 'Which session did you register for? (optional)' }),
    ).toBeDisabled();
  },
};

// Do and don't (shown on the docs page, from RadioGroup.guidance.ts)

export const DontQuestionOutsideTheGroup: Story = {
  name: "Don't: the question as a paragraph above loose radios",
  render: (_args, context) => {
    const words = storyWords(context, {
      en: { question: 'Are you a person with disability?', yes: 'Yes', no: 'No' },
      hi: { question: isPersonWithDisabilityHi, yes: 'हाँ', no: 'नहीं' },
    });
    return (
      <div>
        <p>{words.question}</p>
        <div className="ui-choice">
          <input id="dont-yes" type="radio" name="dontDisability" value="yes" className="ui-choice__input" />
          <label htmlFor="dont-yes" className="ui-choice__label">
            {words.yes}
          </label>
        </div>
        <div className="ui-choice">
          <input id="dont-no" type="radio" name="dontDisability" value="no" className="ui-choice__input" />
          <label htmlFor="dont-no" className="ui-choice__label">
            {words.no}
          </label>
        </div>
      </div>
    );
  },
  parameters: {
    docs: {
      description: {
        story:
          'Tabbing in, a screen reader says only "Yes, radio button, 1 of 2": the question is never heard, and an ' +
          'error about it cannot be tied to the group. RadioGroup puts the question in the legend of a fieldset.',
      },
    },
  },
};
