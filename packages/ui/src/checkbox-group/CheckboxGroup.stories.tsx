import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
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
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group')).toHaveAccessibleDescription(
      'Select all that apply. You can tell us more about your experience in your message.',
    );
  },
};

export const WithError: Story = {
  args: { id: 'expertise', error: 'Select at least one area of expertise' },
  parameters: { transcript: true },
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
  render: () => (
    <form noValidate style={sideBySide}>
      <CheckboxGroup legend="Which newsletters would you like?" name="newsletters" options={shortOptions} />
      <CheckboxGroup
        legend="Areas of expertise"
        name="expertise"
        options={shortOptions}
        required
        hint="Select all that apply."
        defaultValue={['Education', 'Content Creation']}
      />
      <CheckboxGroup
        legend="Areas you would like to learn"
        name="learning"
        options={shortOptions}
        required
        hint="Select all that apply."
        error="Select at least one area you would like to learn"
      />
      <CheckboxGroup
        legend="Areas you have taught"
        name="taught"
        options={shortOptions}
        disabled
        defaultValue={['Skill Development']}
      />
      <CheckboxGroup
        legend="How can we contact you?"
        name="contact"
        options={[
          { value: 'email', label: 'Email', hint: 'We reply within two working days.' },
          { value: 'phone', label: 'Phone', hint: 'Between 10am and 5pm, Monday to Friday.' },
          { value: 'post', label: 'Post', disabled: true, hint: 'Not available while our office is closed.' },
        ]}
      />
      <CheckboxGroup
        legend="Which of these areas have you worked in, as a volunteer or in paid work, for at least six months in the last five years?"
        name="workedIn"
        required
        hint="Select all that apply. We use your answer to suggest roles; it does not decide whether you can volunteer with us."
        error='Select at least one area you have worked in, or select "None of these"'
        options={[
          {
            value: 'Education',
            label: 'Education, including teaching, tutoring and running inclusive classrooms',
            hint: 'For example in a school, a college, a special educator role or as a shadow teacher.',
          },
          { value: 'None', label: 'None of these' },
        ]}
      />
    </form>
  ),
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
  render: () => (
    <form aria-label="Volunteer">
      <fieldset className="ui-choice-group ui-checkbox-group">
        <legend className="ui-field__legend ui-choice-group__legend">Areas of expertise</legend>
        {['Education', 'Advocacy'].map((label) => (
          <div className="ui-choice" key={label}>
            <input
              id={`dont-${label}`}
              type="checkbox"
              name="dontExpertise"
              value={label}
              required
              className="ui-choice__input"
            />
            <label htmlFor={`dont-${label}`} className="ui-choice__label">
              {label}
            </label>
          </div>
        ))}
      </fieldset>
    </form>
  ),
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
