import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TextInput } from '../text-input/TextInput.js';
import { FormField } from './FormField.js';
import { formFieldGuidance } from './FormField.guidance.js';

const meta = {
  title: 'Forms/FormField',
  component: FormField,
  args: {
    label: 'Full name',
    required: true,
    children: <TextInput name="fullName" autoComplete="name" />,
  },
  parameters: {
    docs: {
      guidance: formFieldGuidance,
      description: {
        component:
          'Wraps one control with its label, hint and error, wired through generated ids in the way GOV.UK Frontend and React Aria do: ' +
          '`aria-describedby` lists the hint and the error, `aria-invalid` marks the control in error, and the message begins with a ' +
          'visually hidden "Error:". Whether a field is required is said in words, "(required)" or "(optional)", never by colour alone. ' +
          'Set `id` when an ErrorSummary links to the field.',
      },
    },
  },
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Full name (required)' });
    await expect(input).toBeRequired();
    await expect(input).toHaveAttribute('autocomplete', 'name');
    await expect(input).not.toHaveAttribute('aria-describedby');
  },
};

export const WithHint: Story = {
  args: {
    label: 'Mobile number',
    hint: 'Include your country code if you are outside India, for example +44 20 7946 0958.',
    children: <TextInput name="mobile" type="tel" autoComplete="tel" inputMode="tel" width="medium" />,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Mobile number (required)' });
    await expect(input).toHaveAccessibleDescription(/Include your country code/);
  },
};

export const WithError: Story = {
  args: {
    label: 'Email',
    hint: 'We only use it to reply to you.',
    error: 'Please enter a valid email address',
    id: 'email',
    children: <TextInput name="email" type="email" autoComplete="email" defaultValue="asha@" />,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email (required)' });
    await expect(input).toHaveAttribute('id', 'email');
    await expect(input).toBeInvalid();
    await expect(input).toHaveAttribute('aria-describedby', 'email-hint email-error');
    await expect(input).toHaveAccessibleDescription(
      'We only use it to reply to you. Error: Please enter a valid email address',
    );
  },
};

export const Optional: Story = {
  args: {
    label: 'Organization',
    required: false,
    children: <TextInput name="organization" autoComplete="organization" />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Organization (optional)' })).not.toBeRequired();
  },
};

export const Disabled: Story = {
  args: {
    label: 'Event',
    disabled: true,
    children: <TextInput name="event" defaultValue="First Anniversary Convention" />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Event (required)' })).toBeDisabled();
  },
};

export const LongContent: Story = {
  args: {
    label:
      'The name of the school, college, university or training institute where you most recently studied',
    hint: 'If you studied at more than one place, give the one most relevant to this application. You can add the others in your message; there is no need to list short courses.',
    error: 'Education background must be less than 1000 characters',
    required: false,
    children: <TextInput name="education" />,
  },
};

export const NarrowViewport: Story = {
  ...WithError,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email (required)' });
    await expect(input.getBoundingClientRect().right).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};

// Do and don't (shown on the docs page, from FormField.guidance.ts)

export const DontErrorByColourOnly: Story = {
  name: "Don't: mark an error by colour alone",
  args: {
    label: 'Email',
    className: 'ui-field--error',
    children: <TextInput name="email" type="email" autoComplete="email" defaultValue="asha@" aria-invalid />,
  },
  parameters: {
    docs: {
      description: {
        story:
          'A red border and `aria-invalid` say that something is wrong but not what, nor how to fix it; people who do ' +
          'not see red hear only "invalid entry". Pass the message as `error`.',
      },
    },
  },
};

export const DontAsteriskOnly: Story = {
  name: "Don't: an asterisk for required",
  args: {
    label: 'Full name *',
    hideNecessity: true,
    children: <TextInput name="fullName" autoComplete="name" />,
  },
  parameters: {
    docs: {
      description: {
        story:
          'Some screen readers say "star", others nothing, and many visitors do not know what an asterisk means. ' +
          'FormField says "(required)" or "(optional)" in words: leave `hideNecessity` off.',
      },
    },
  },
};
