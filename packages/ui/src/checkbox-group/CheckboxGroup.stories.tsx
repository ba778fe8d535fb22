import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
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
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Areas of expertise (required)' });
    await expect(group).toHaveAccessibleDescription('Select all that apply.');
    const boxes = canvas.getAllByRole('checkbox');
    await expect(boxes).toHaveLength(7);
    for (const box of boxes) {
      await expect(box).not.toBeRequired();
      await expect(box.closest('.ui-choice')?.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
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
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group')).toHaveAccessibleDescription(
      'Select all that apply. Error: Select at least one area of expertise',
    );
    await expect(canvas.getByRole('checkbox', { name: 'Education' })).toHaveAttribute('id', 'expertise');
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
