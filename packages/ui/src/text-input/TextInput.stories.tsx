import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FormField } from '../form-field/FormField.js';
import { TextInput } from './TextInput.js';
import { textInputGuidance } from './TextInput.guidance.js';

const meta = {
  title: 'Forms/TextInput',
  component: TextInput,
  args: { name: 'fullName', autoComplete: 'name' },
  render: (args) => (
    <FormField label="Full name" required>
      <TextInput {...args} />
    </FormField>
  ),
  parameters: {
    docs: {
      guidance: textInputGuidance,
      description: {
        component:
          'A single-line input. Inside a FormField it takes the field’s id, `aria-describedby`, `aria-invalid`, ' +
          '`required` and `disabled`, so it is always named by its visible label. Pass `autoComplete` tokens ' +
          '(`name`, `email`, `tel`, `organization`) so that browsers and assistive technology can fill it in, ' +
          'and the matching `type` and `inputMode`. `width` narrows the box for short answers; it never ' +
          'overflows a 320px screen.',
      },
    },
  },
} satisfies Meta<typeof TextInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Full name (required)' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Asha Verma');
    await expect(input).toHaveValue('Asha Verma');
  },
};

export const Email: Story = {
  args: { name: 'email', type: 'email', autoComplete: 'email', spellCheck: false },
  render: (args) => (
    <FormField label="Email" hint="We reply to this address." required>
      <TextInput {...args} />
    </FormField>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email (required)' });
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toHaveAttribute('autocomplete', 'email');
  },
};

export const Telephone: Story = {
  args: { name: 'mobile', type: 'tel', autoComplete: 'tel', inputMode: 'tel', width: 'medium' },
  render: (args) => (
    <FormField label="Mobile number" required>
      <TextInput {...args} />
    </FormField>
  ),
};

export const Widths: Story = {
  render: () => (
    <>
      <FormField label="Organization" required={false}>
        <TextInput name="organization" autoComplete="organization" />
      </FormField>
      <FormField label="City" required={false}>
        <TextInput name="city" autoComplete="address-level2" width="medium" />
      </FormField>
      <FormField label="Donation amount in rupees" required>
        <TextInput name="donationAmount" inputMode="decimal" width="short" />
      </FormField>
    </>
  ),
};

export const WithError: Story = {
  args: { defaultValue: 'A' },
  render: (args) => (
    <FormField label="Full name" error="Name must be at least 2 characters long" id="fullName" required>
      <TextInput {...args} />
    </FormField>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Full name (required)' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Error: Name must be at least 2 characters long');
  },
};

export const Disabled: Story = {
  args: { defaultValue: 'Asha Verma', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Full name (required)' })).toBeDisabled();
  },
};

export const NarrowViewport: Story = {
  render: Widths.render,
  globals: { viewport: { value: 'zoom400', isRotated: false } },
};

// Do and don't (shown on the docs page, from TextInput.guidance.ts)

export const DontPlaceholderAsLabel: Story = {
  name: "Don't: a placeholder instead of a label",
  render: () => (
    <input className="ui-input ui-input--full" name="fullName" autoComplete="name" placeholder="Full name" />
  ),
  parameters: {
    docs: {
      description: {
        story:
          'axe accepts the placeholder as a name, but it vanishes as soon as the visitor types, is too faint for many, ' +
          'says nothing about whether the field is required, and gives voice control users no label to say.',
      },
    },
  },
};

export const DontNoAutocomplete: Story = {
  name: "Don't: leave out autocomplete on personal details",
  render: () => (
    <FormField label="Email" required>
      <TextInput name="email" type="text" />
    </FormField>
  ),
  parameters: {
    docs: {
      description: {
        story:
          'Without `type="email"` and `autoComplete="email"` the browser cannot offer the visitor’s address, and a ' +
          'phone shows the wrong keyboard: typing is slow and tiring for many (WCAG 1.3.5 Identify Input Purpose).',
      },
    },
  },
};
