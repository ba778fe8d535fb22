import type { Meta, StoryObj } from '@storybook/react-vite';
import { Children, type ReactNode } from 'react';
import { expect, fn } from 'storybook/test';
import { heard } from '../test-support/heard.js';
import { RadioGroup } from './RadioGroup.js';
import { radioGroupGuidance } from './RadioGroup.guidance.js';

const yesNo = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const;

const attendance = [
  { value: 'in-person', label: 'In person' },
  { value: 'online', label: 'Online' },
  { value: 'undecided', label: 'I have not decided yet' },
] as const;

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
  parameters: { transcript: true },
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
    options: [
      { value: 'email', label: 'By email', hint: 'A tagged PDF that works with screen readers.' },
      { value: 'large-print', label: 'Large print by post', hint: 'Printed in 18 point type.' },
      { value: 'braille', label: 'Braille by post', disabled: true, hint: 'Not available for this event.' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'By email' })).toHaveAccessibleDescription(
      'A tagged PDF that works with screen readers.',
    );
    await expect(canvas.getByRole('radio', { name: 'Braille by post' })).toBeDisabled();
  },
};

export const LongContent: Story = {
  args: {
    legend:
      'Have you attended one of our career guidance workshops, skill development sessions or awareness programmes in the last two years?',
    name: 'attendedBefore',
    inline: false,
    hint: 'Count any session run by the foundation or by one of our partner organisations, in person or online.',
    error:
      'Select whether you have attended one of our workshops, sessions or programmes in the last two years',
    options: [
      { value: 'yes-several', label: 'Yes, I have attended more than one workshop, session or programme' },
      {
        value: 'yes-once',
        label: 'Yes, once',
        hint: 'Tell us which one in your message, if you remember, so that we can send you the follow-up material.',
      },
      { value: 'no', label: 'No, this will be my first time' },
    ],
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

export const AllStates: Story = {
  name: 'All states',
  parameters: { pictures: { modes: ['dark', 'forced-colors', 'narrow'] } },
  render: () => (
    <SideBySide>
      <RadioGroup legend="Are you a person with disability?" name="pwd" options={yesNo} inline required />
      <RadioGroup
        legend="Do you need a sign language interpreter?"
        name="interpreter"
        options={yesNo}
        inline
        defaultValue="yes"
      />
      <RadioGroup
        legend="How will you attend the convention?"
        name="attendance"
        options={attendance}
        required
        hint="You can change this later by writing to us."
        defaultValue="online"
      />
      <RadioGroup
        legend="Will you bring an assistant?"
        name="assistant"
        id="assistant"
        options={yesNo}
        inline
        required
        hint="We ask so that we can plan seats."
        error="Select yes if you will bring an assistant"
      />
      <RadioGroup
        legend="How would you like to receive the agenda?"
        name="agendaFormat"
        options={[
          { value: 'email', label: 'By email', hint: 'A tagged PDF that works with screen readers.' },
          { value: 'large-print', label: 'Large print by post', hint: 'Printed in 18 point type.' },
          {
            value: 'braille',
            label: 'Braille by post',
            disabled: true,
            hint: 'Not available for this event.',
          },
        ]}
        defaultValue="large-print"
      />
      <RadioGroup
        legend="Which session did you register for?"
        name="session"
        options={[
          { value: 'morning', label: 'Morning session' },
          { value: 'afternoon', label: 'Afternoon session' },
        ]}
        disabled
        hint="Registration has closed."
        defaultValue="morning"
      />
      <RadioGroup
        legend="Have you attended one of our career guidance workshops, skill development sessions or awareness programmes in the last two years?"
        name="attendedBefore"
        required
        error="Select whether you have attended one of our workshops, sessions or programmes in the last two years"
        options={[
          {
            value: 'yes-several',
            label: 'Yes, I have attended more than one workshop, session or programme',
          },
          { value: 'no', label: 'No, this will be my first time' },
        ]}
      />
    </SideBySide>
  ),
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
  render: () => (
    <div>
      <p>Are you a person with disability?</p>
      <div className="ui-choice">
        <input id="dont-yes" type="radio" name="dontDisability" value="yes" className="ui-choice__input" />
        <label htmlFor="dont-yes" className="ui-choice__label">
          Yes
        </label>
      </div>
      <div className="ui-choice">
        <input id="dont-no" type="radio" name="dontDisability" value="no" className="ui-choice__input" />
        <label htmlFor="dont-no" className="ui-choice__label">
          No
        </label>
      </div>
    </div>
  ),
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
