import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { storyWords } from '../docs-support/story-language.js';
import { heard } from '../test-support/heard.js';
import { CheckboxGroup, type CheckboxGroupProps } from './CheckboxGroup.js';
import { checkboxGroupGuidance } from './CheckboxGroup.guidance.js';

const expertise = [
  'Education',
  'Skill Development',
  'Content Creation',
  'Advocacy',
  'Event Coordination',
  'Research & Policy',
  'More',
].map((label) => ({ value: label, label }));

/** The options' Hindi labels, as the site's forms have them; the values sent stay English. */
const labelsHi: Record<string, string> = {
  Education: 'शिक्षा',
  'Skill Development': 'कौशल विकास',
  'Content Creation': 'सामग्री निर्माण',
  Advocacy: 'पैरवी (एडवोकेसी)',
  'Event Coordination': 'आयोजन प्रबंधन',
  'Research & Policy': 'शोध और नीति',
  More: 'अन्य',
};
const inHindi = (options: typeof expertise) =>
  options.map((option) => ({ ...option, label: labelsHi[option.value] ?? option.label }));
const expertiseHi = inHindi(expertise);

/** The Hindi of the words several stories share. */
const hi = {
  legend: 'आपकी विशेषज्ञता के क्षेत्र',
  selectAll: 'जितने लागू हों, सभी चुनें।',
  newsletters: 'आप कौन-से न्यूज़लेटर पाना चाहेंगे?',
  workedIn: 'पिछले 5 साल में आपने इनमें से किन क्षेत्रों में कम से कम 6 महीने काम किया है, स्वयंसेवक के रूप में या वेतन पर?',
  workedInHint:
    'जितने लागू हों, सभी चुनें। आपके जवाब से हम आपके लिए काम सुझाते हैं। इससे यह तय नहीं होता कि आप हमारे साथ ' +
    'स्वयंसेवा कर सकते हैं या नहीं।',
  workedInError: 'कम से कम एक क्षेत्र चुनें जिसमें आपने काम किया है, या "इनमें से कोई नहीं" चुनें',
  teaching: 'शिक्षा, जिसमें पढ़ाना, ट्यूशन देना और समावेशी कक्षाएँ चलाना शामिल है',
  teachingHint: 'जैसे किसी स्कूल या कॉलेज में, विशेष शिक्षक के रूप में, या शैडो टीचर के रूप में।',
  none: 'इनमें से कोई नहीं',
};

const meta = {
  title: 'Forms/CheckboxGroup',
  component: CheckboxGroup,
  args: {
    legend: 'Areas of expertise',
    name: 'expertise',
    options: expertise,
    required: true,
    hint: 'Select all that apply.',
    onValueChange: fn(),
  },
  parameters: {
    hindi: { args: { legend: hi.legend, options: expertiseHi, hint: hi.selectAll } },
    docs: {
      guidance: checkboxGroupGuidance,
      description: {
        component:
          'Native checkboxes in a `<fieldset>` whose `<legend>` asks the question; each checked box submits `name=value` ' +
          'with its form. The legend says "(required)" or "(optional)" in words; no box carries `required`, which natively ' +
          'would demand every box. The hint and the error, which begins with a hidden "Error:", describe the fieldset through ' +
          '`aria-describedby`. Tab moves from box to box and Space toggles the focused one. Each checkbox stays the real, ' +
          'focusable input, drawn with a check mark when checked so the state shows by shape, with system colours in ' +
          'forced-colours mode; with its label it makes a row at least 44px tall. `id` is the first box’s, for error summary links.',
      },
    },
  },
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Expertise: Story = {
  parameters: { transcript: true },
  play: async ({ canvas, userEvent }) => {
    const group = canvas.getByRole('group', { name: 'Areas of expertise (required)' });
    await expect(group).toHaveAccessibleDescription('Select all that apply.');
    const boxes = canvas.getAllByRole('checkbox');
    await expect(boxes).toHaveLength(7);
    for (const box of boxes) {
      await expect(box).not.toBeRequired();
      await expect(box.closest('.ui-choice')?.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    const education = canvas.getByRole('checkbox', { name: 'Education' });
    const skills = canvas.getByRole('checkbox', { name: 'Skill Development' });
    await heard.readToEnd('read the page');
    await heard.act('Tab', () => userEvent.tab());
    await expect(education).toHaveFocus();
    await heard.act('press Space', () => userEvent.keyboard(' '));
    await expect(education).toBeChecked();
    await heard.act('Tab', () => userEvent.tab());
    await expect(skills).toHaveFocus();
    await heard.act('press Space', () => userEvent.keyboard(' '));
    await expect(skills).toBeChecked();
    await heard.act('Shift + Tab', () => userEvent.tab({ shift: true }));
    await expect(education).toHaveFocus();
    await heard.act('press Space', () => userEvent.keyboard(' '));
    await expect(education).not.toBeChecked();
    await expect(skills).toBeChecked();
  },
};

export const WithHint: Story = {
  args: { hint: 'Select all that apply. You can tell us more about your experience in your message.' },
  parameters: {
    hindi: {
      args: { hint: `${hi.selectAll} अपने अनुभव के बारे में आप अपने संदेश में और बता सकते हैं।` },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group')).toHaveAccessibleDescription(
      'Select all that apply. You can tell us more about your experience in your message.',
    );
  },
};

export const WithError: Story = {
  args: { id: 'expertise', error: 'Select at least one area of expertise' },
  parameters: { transcript: true, hindi: { args: { error: 'विशेषज्ञता का कम से कम एक क्षेत्र चुनें' } } },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('group')).toHaveAccessibleDescription(
      'Select all that apply. Error: Select at least one area of expertise',
    );
    const education = canvas.getByRole('checkbox', { name: 'Education' });
    await expect(education).toHaveAttribute('id', 'expertise');
    await heard.readToEnd('read the page');
    await heard.act('Tab', () => userEvent.tab());
    await expect(education).toHaveFocus();
    await heard.act('press Space', () => userEvent.keyboard(' '));
    await expect(education).toBeChecked();
    await heard.act('Tab', () => userEvent.tab());
    await expect(canvas.getByRole('checkbox', { name: 'Skill Development' })).toHaveFocus();
  },
};

export const Required: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Areas of expertise (required)' })).toBeInTheDocument();
  },
};

export const Optional: Story = {
  args: {
    legend: 'Which newsletters would you like?',
    name: 'newsletters',
    required: false,
    hint: undefined,
  },
  // No hint in Hindi either: null, since an undefined parameter would leave the meta's Hindi hint.
  parameters: { hindi: { args: { legend: hi.newsletters, hint: null } } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('group', { name: 'Which newsletters would you like? (optional)' }),
    ).toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: ['Advocacy'] },
  play: async ({ canvas }) => {
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: 'Advocacy' })).toBeChecked();
  },
};

function Controlled(props: CheckboxGroupProps) {
  const [value, setValue] = useState(props.value ?? []);
  return (
    <CheckboxGroup
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        props.onValueChange?.(next);
      }}
    />
  );
}

export const WithValue: Story = {
  args: { value: ['Education', 'Research & Policy'] },
  render: (args) => <Controlled {...args} />,
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Advocacy' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['Education', 'Advocacy', 'Research & Policy']);
    await expect(canvas.getByRole('checkbox', { name: 'Education' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Research & Policy' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Advocacy' })).toBeChecked();
  },
};

export const LongContent: Story = {
  args: {
    legend:
      'Which of these areas have you worked in, as a volunteer or in paid work, for at least six months in the last five years?',
    hint: 'Select all that apply. We use your answer to suggest roles; it does not decide whether you can volunteer with us.',
    error: 'Select at least one area you have worked in, or select "None of these"',
    options: [
      {
        value: 'Education',
        label: 'Education, including teaching, tutoring and running inclusive classrooms',
        hint: 'For example in a school, a college, a special educator role or as a shadow teacher.',
      },
      { value: 'Research & Policy', label: 'Research & Policy' },
      { value: 'None', label: 'None of these' },
    ],
  },
  parameters: {
    hindi: {
      args: {
        legend: hi.workedIn,
        hint: hi.workedInHint,
        error: hi.workedInError,
        options: [
          { value: 'Education', label: hi.teaching, hint: hi.teachingHint },
          { value: 'Research & Policy', label: labelsHi['Research & Policy'] },
          { value: 'None', label: hi.none },
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
    for (const box of canvas.getAllByRole('checkbox')) {
      await expect(box.closest('.ui-choice')?.getBoundingClientRect().right).toBeLessThanOrEqual(width);
    }
  },
};

export const Keyboard: Story = {
  render: (args) => (
    <form>
      <CheckboxGroup {...args} />
    </form>
  ),
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const form = canvasElement.querySelector('form');
    if (!form) throw new Error('The story renders a form');
    const education = canvas.getByRole('checkbox', { name: 'Education' });
    const skills = canvas.getByRole('checkbox', { name: 'Skill Development' });
    await userEvent.tab();
    await expect(education).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['Education']);
    await userEvent.tab();
    await expect(skills).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['Education', 'Skill Development']);
    await expect(new FormData(form).getAll('expertise')).toEqual(['Education', 'Skill Development']);
    await userEvent.tab({ shift: true });
    await expect(education).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(education).not.toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['Skill Development']);
    await expect(args.onValueChange).toHaveBeenCalledTimes(3);
    await expect(new FormData(form).getAll('expertise')).toEqual(['Skill Development']);
  },
};

const shortOptions = expertise.slice(0, 3);

/** The All states story's words: a Hindi page gives its own. */
const allStatesWords = {
  en: {
    options: shortOptions,
    newsletters: 'Which newsletters would you like?',
    expertise: 'Areas of expertise',
    selectAll: 'Select all that apply.',
    learn: 'Areas you would like to learn',
    learnError: 'Select at least one area you would like to learn',
    taught: 'Areas you have taught',
    contact: 'How can we contact you?',
    email: 'Email',
    emailHint: 'We reply within two working days.',
    phone: 'Phone',
    phoneHint: 'Between 10am and 5pm, Monday to Friday.',
    post: 'Post',
    postHint: 'Not available while our office is closed.',
    workedIn:
      'Which of these areas have you worked in, as a volunteer or in paid work, for at least six months in the last five years?',
    workedInHint:
      'Select all that apply. We use your answer to suggest roles; it does not decide whether you can volunteer with us.',
    workedInError: 'Select at least one area you have worked in, or select "None of these"',
    teaching: 'Education, including teaching, tutoring and running inclusive classrooms',
    teachingHint: 'For example in a school, a college, a special educator role or as a shadow teacher.',
    none: 'None of these',
  },
  hi: {
    options: inHindi(shortOptions),
    newsletters: hi.newsletters,
    expertise: hi.legend,
    selectAll: hi.selectAll,
    learn: 'जिन क्षेत्रों में आप सीखना चाहते हैं',
    learnError: 'कम से कम एक क्षेत्र चुनें जिसमें आप सीखना चाहते हैं',
    taught: 'जिन क्षेत्रों में आपने पढ़ाया है',
    contact: 'हम आपसे कैसे संपर्क करें?',
    email: 'ई-मेल',
    emailHint: 'हम 2 कामकाजी दिनों में जवाब देते हैं।',
    phone: 'फ़ोन',
    phoneHint: 'सोमवार से शुक्रवार, सुबह 10 से शाम 5 बजे तक।',
    post: 'डाक',
    postHint: 'दफ़्तर बंद रहने तक यह उपलब्ध नहीं है।',
    workedIn: hi.workedIn,
    workedInHint: hi.workedInHint,
    workedInError: hi.workedInError,
    teaching: hi.teaching,
    teachingHint: hi.teachingHint,
    none: hi.none,
  },
};

/** The states in columns as wide as a form's, as many as fit, so that one picture holds them all. */
const sideBySide = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))',
  gap: '0 var(--ui-space-6)',
  alignItems: 'start',
} as const;

export const AllStates: Story = {
  name: 'All states',
  parameters: { pictures: { modes: ['dark', 'forced-colors', 'narrow'] } },
  render: (_args, context) => {
    const words = storyWords(context, allStatesWords);
    return (
      <form noValidate style={sideBySide}>
        <CheckboxGroup legend={words.newsletters} name="newsletters" options={words.options} />
        <CheckboxGroup
          legend={words.expertise}
          name="expertise"
          options={words.options}
          required
          hint={words.selectAll}
          defaultValue={['Education', 'Content Creation']}
        />
        <CheckboxGroup
          legend={words.learn}
          name="learning"
          options={words.options}
          required
          hint={words.selectAll}
          error={words.learnError}
        />
        <CheckboxGroup
          legend={words.taught}
          name="taught"
          options={words.options}
          disabled
          defaultValue={['Skill Development']}
        />
        <CheckboxGroup
          legend={words.contact}
          name="contact"
          options={[
            { value: 'email', label: words.email, hint: words.emailHint },
            { value: 'phone', label: words.phone, hint: words.phoneHint },
            { value: 'post', label: words.post, disabled: true, hint: words.postHint },
          ]}
        />
        <CheckboxGroup
          legend={words.workedIn}
          name="workedIn"
          required
          hint={words.workedInHint}
          error={words.workedInError}
          options={[
            { value: 'Education', label: words.teaching, hint: words.teachingHint },
            { value: 'None', label: words.none },
          ]}
        />
      </form>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('group')).toHaveLength(6);
    await expect(canvas.getByRole('checkbox', { name: 'Post' })).toBeDisabled();
    await expect(
      canvas.getByRole('group', { name: 'Areas you would like to learn (required)' }),
    ).toHaveAccessibleDescription(
      'Select all that apply. Error: Select at least one area you would like to learn',
    );
  },
};

// Do and don't (shown on the docs page, from CheckboxGroup.guidance.ts)

export const DontRequiredOnEveryBox: Story = {
  name: "Don't: `required` on every box",
  render: (_args, context) => {
    const words = storyWords(context, {
      en: { form: 'Volunteer', legend: 'Areas of expertise', label: (value: string) => value },
      hi: { form: 'स्वयंसेवा', legend: hi.legend, label: (value: string) => labelsHi[value] ?? value },
    });
    return (
      <form aria-label={words.form}>
        <fieldset className="ui-choice-group ui-checkbox-group">
          <legend className="ui-field__legend ui-choice-group__legend">{words.legend}</legend>
          {['Education', 'Advocacy'].map((value) => (
            <div className="ui-choice" key={value}>
              <input
                id={`dont-${value}`}
                type="checkbox"
                name="dontExpertise"
                value={value}
                required
                className="ui-choice__input"
              />
              <label htmlFor={`dont-${value}`} className="ui-choice__label">
                {words.label(value)}
              </label>
            </div>
          ))}
        </fieldset>
      </form>
    );
  },
  parameters: {
    docs: {
      description: {
        story:
          'Native `required` on a checkbox means that box must be checked, so the browser demands every one, and ' +
          'each is announced "required" as if all were needed. CheckboxGroup says "(required)" once, in the legend, ' +
          'and the form checks that at least one is chosen.',
      },
    },
  },
};
