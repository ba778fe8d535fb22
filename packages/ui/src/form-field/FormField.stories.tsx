import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { heard } from '../test-support/heard.js';
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
  parameters: { transcript: true },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Full name (required)' });
    await expect(input).toBeRequired();
    await expect(input).toHaveAttribute('autocomplete', 'name');
    await expect(input).not.toHaveAttribute('aria-describedby');
    await heard.readToEnd('read the page');
    await heard.act('Tab', () => userEvent.tab());
    await expect(input).toHaveFocus();
  },
};

export const WithHint: Story = {
  args: {
    label: 'Mobile number',
    hint: 'Include your country code if you are outside India, for example +44 20 7946 0958.',
    children: <TextInput name="mobile" type="tel" autoComplete="tel" inputMode="tel" width="medium" />,
  },
  parameters: { transcript: true },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Mobile number (required)' });
    await expect(input).toHaveAccessibleDescription(/Include your country code/);
    await heard.readToEnd('read the page');
    await heard.act('Tab', () => userEvent.tab());
    await expect(input).toHaveFocus();
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
  parameters: { transcript: true },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Email (required)' });
    await expect(input).toHaveAttribute('id', 'email');
    await expect(input).toBeInvalid();
    await expect(input).toHaveAttribute('aria-describedby', 'email-hint email-error');
    await expect(input).toHaveAccessibleDescription(
      'We only use it to reply to you. Error: Please enter a valid email address',
    );
    await heard.readToEnd('read the page');
    await heard.act('Tab', () => userEvent.tab());
    await expect(input).toHaveFocus();
  },
};

export const Optional: Story = {
  args: {
    label: 'Organization',
    required: false,
    children: <TextInput name="organization" autoComplete="organization" />,
  },
  parameters: { transcript: true },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Organization (optional)' });
    await expect(input).not.toBeRequired();
    await heard.act('Tab', () => userEvent.tab());
    await expect(input).toHaveFocus();
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
  // The field as WithError draws it, at 320px; WithError's transcript is heard there.
  parameters: { transcript: false },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email (required)' });
    await expect(input.getBoundingClientRect().right).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
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
  render: () => (
    <form noValidate style={sideBySide}>
      <FormField label="Full name" required>
        <TextInput name="fullName" autoComplete="name" />
      </FormField>
      <FormField label="Organization" required={false}>
        <TextInput name="organization" autoComplete="organization" />
      </FormField>
      <FormField
        label="Mobile number"
        required
        hint="Include your country code if you are outside India, for example +44 20 7946 0958."
      >
        <TextInput name="mobile" type="tel" autoComplete="tel" inputMode="tel" width="medium" />
      </FormField>
      <FormField
        label="Email"
        required
        hint="We only use it to reply to you."
        error="Enter an email address in the correct format, like name@example.com"
      >
        <TextInput name="email" type="email" autoComplete="email" defaultValue="asha@" />
      </FormField>
      <FormField label="Event" required disabled hint="You registered for this event.">
        <TextInput name="event" defaultValue="First Anniversary Convention" />
      </FormField>
      <FormField label="Referral code" hideNecessity>
        <TextInput name="referral" defaultValue="GOA-FEST-2025" width="short" />
      </FormField>
      <FormField
        label="The name of the school, college, university or training institute where you most recently studied"
        required={false}
        hint="If you studied at more than one place, give the one most relevant to this application."
        error="Education background must be less than 1000 characters"
      >
        <TextInput
          name="education"
          defaultValue="Government Higher Secondary School for the Visually Impaired and Hearing Impaired, Porvorim, North Goa"
        />
      </FormField>
    </form>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('textbox')).toHaveLength(7);
    await expect(canvas.getByRole('textbox', { name: 'Email (required)' })).toBeInvalid();
    await expect(canvas.getByRole('textbox', { name: 'Event (required)' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Referral code' })).toBeVisible();
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
