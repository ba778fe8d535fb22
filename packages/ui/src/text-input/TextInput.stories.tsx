import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FormField } from '../form-field/FormField.js';
import { heard } from '../test-support/heard.js';
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
  parameters: { transcript: true },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Full name (required)' });
    await heard.readToEnd('read the page');
    await heard.act('Tab', () => userEvent.tab());
    await expect(input).toHaveFocus();
    await heard.act('type "Asha Verma"', () => userEvent.keyboard('Asha Verma'));
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
  parameters: { transcript: true },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Full name (required)' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Error: Name must be at least 2 characters long');
    await heard.readToEnd('read the page');
    await heard.act('Tab', () => userEvent.tab());
    await expect(input).toHaveFocus();
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
      <FormField label="Full name" required>
        <TextInput name="fullName" autoComplete="name" />
      </FormField>
      <FormField label="Preferred name" required={false}>
        <TextInput name="preferredName" autoComplete="nickname" defaultValue="Asha" />
      </FormField>
      <FormField label="Email" hint="We reply to this address." required>
        <TextInput name="email" type="email" autoComplete="email" spellCheck={false} />
      </FormField>
      <FormField
        label="Your name as on your certificate"
        error="Name must be at least 2 characters long"
        required
      >
        <TextInput name="certificateName" autoComplete="name" defaultValue="A" />
      </FormField>
      <FormField label="Member number" disabled required>
        <TextInput name="memberNumber" defaultValue="GOA-00417" />
      </FormField>
      <FormField label="City" required={false}>
        <TextInput name="city" autoComplete="address-level2" width="medium" />
      </FormField>
      <FormField label="Donation amount in rupees" required>
        <TextInput name="donationAmount" inputMode="decimal" width="short" defaultValue="2500" />
      </FormField>
      <FormField label="Name of your school, college or training institute" required>
        <TextInput
          name="institute"
          defaultValue="Government Higher Secondary School for the Visually Impaired and Hearing Impaired, Porvorim, North Goa"
        />
      </FormField>
    </form>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('textbox')).toHaveLength(8);
    await expect(
      canvas.getByRole('textbox', { name: 'Your name as on your certificate (required)' }),
    ).toBeInvalid();
    await expect(canvas.getByRole('textbox', { name: 'Member number (required)' })).toBeDisabled();
  },
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
