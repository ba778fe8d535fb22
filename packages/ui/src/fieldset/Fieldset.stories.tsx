import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, within } from 'storybook/test';
import { Button } from '../button/Button.js';
import { FormField } from '../form-field/FormField.js';
import { Modal, ModalClose } from '../modal/Modal.js';
import { animationsEnded } from '../test-support/animations.js';
import { heard } from '../test-support/heard.js';
import { TextInput } from '../text-input/TextInput.js';
import { fieldsetGuidance } from './Fieldset.guidance.js';
import { Fieldset } from './Fieldset.js';

/** The fields of a postal address: one question, answered by several fields. */
function AddressFields({ required = true }: { required?: boolean }) {
  return (
    <>
      <FormField label="Address line 1" required={required}>
        <TextInput name="addressLine1" autoComplete="address-line1" />
      </FormField>
      <FormField label="Address line 2">
        <TextInput name="addressLine2" autoComplete="address-line2" />
      </FormField>
      <FormField label="Town or city" required={required}>
        <TextInput name="town" autoComplete="address-level2" width="medium" />
      </FormField>
      <FormField label="PIN code" required={required}>
        <TextInput name="pinCode" autoComplete="postal-code" inputMode="numeric" width="short" />
      </FormField>
    </>
  );
}

const meta = {
  title: 'Forms/Fieldset',
  component: Fieldset,
  args: {
    legend: 'What is your address?',
    children: <AddressFields />,
  },
  parameters: {
    docs: {
      guidance: fieldsetGuidance,
      description: {
        component:
          'A `<fieldset>` whose `<legend>` asks one question that several fields answer together, such as an address. ' +
          'Screen readers read the legend as the group’s name when the visitor enters it, and the hint and error once, ' +
          'through the fieldset’s `aria-describedby`. With `pageHeading` the legend holds the page’s `h1`, so a page ' +
          'that asks one question says it once. `required` adds "(required)" or "(optional)" in words; left out, the ' +
          'legend says neither, as the fields inside say it for themselves.',
      },
    },
  },
} satisfies Meta<typeof Fieldset>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { transcript: true },
  play: async ({ canvas, userEvent }) => {
    const group = canvas.getByRole('group', { name: 'What is your address?' });
    await expect(group.tagName).toBe('FIELDSET');
    await expect(group).not.toHaveAttribute('aria-describedby');
    await heard.readToEnd('read the page');
    await heard.act('Tab', () => userEvent.tab());
    await expect(within(group).getByRole('textbox', { name: 'Address line 1 (required)' })).toHaveFocus();
    await heard.act('Tab', () => userEvent.tab());
    await expect(within(group).getByRole('textbox', { name: 'Address line 2 (optional)' })).toHaveFocus();
    await heard.act('Shift + Tab', () => userEvent.tab({ shift: true }));
    await expect(within(group).getByRole('textbox', { name: 'Address line 1 (required)' })).toHaveFocus();
  },
};

export const WithHint: Story = {
  args: { hint: 'We send your certificate to this address by post.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'What is your address?' })).toHaveAccessibleDescription(
      'We send your certificate to this address by post.',
    );
    // The group is described once: its fields are not described by the group's hint again.
    await expect(canvas.getByRole('textbox', { name: 'Address line 1 (required)' })).not.toHaveAttribute(
      'aria-describedby',
    );
  },
};

export const WithError: Story = {
  args: {
    id: 'address',
    hint: 'We send your certificate to this address by post.',
    error: 'Enter an address in India',
  },
  parameters: { transcript: true },
  play: async ({ canvas, userEvent }) => {
    const group = canvas.getByRole('group', { name: 'What is your address?' });
    await expect(group).toHaveAccessibleDescription(
      'We send your certificate to this address by post. Error: Enter an address in India',
    );
    await expect(group).toHaveAttribute('aria-describedby', 'address-hint address-error');
    await expect(group).toHaveClass('ui-fieldset--error');
    await heard.readToEnd('read the page');
    await heard.act('Tab', () => userEvent.tab());
    await expect(within(group).getByRole('textbox', { name: 'Address line 1 (required)' })).toHaveFocus();
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'What is your address? (required)' })).toBeVisible();
  },
};

export const Optional: Story = {
  args: {
    legend: 'Where should we send a printed copy?',
    required: false,
    hint: 'Leave this empty if you only want the copy by email.',
    children: <AddressFields required={false} />,
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('group', { name: 'Where should we send a printed copy? (optional)' }),
    ).toBeVisible();
  },
};

export const PageHeading: Story = {
  args: { pageHeading: true, hint: 'We send your certificate to this address by post.' },
  parameters: { page: 'own-heading' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: 'What is your address?' });
    await expect(heading.closest('legend')).not.toBeNull();
    await expect(canvas.getByRole('group', { name: 'What is your address?' })).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true, hint: 'The address is taken from your membership and cannot be changed here.' },
  play: async ({ canvas }) => {
    for (const field of canvas.getAllByRole('textbox')) await expect(field).toBeDisabled();
  },
};

export const LongContent: Story = {
  args: {
    legend:
      'What is the address of the school, college or training centre where you would like us to hold the accessibility awareness session for teachers and students?',
    hint: 'If the session is for several campuses, give the address of the main one and tell us about the others in your message. We will visit before the day to check step-free access.',
    error: 'Enter the address of the school, college or training centre, including its PIN code',
  },
};

export const NarrowViewport: Story = {
  ...LongContent,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const width = document.documentElement.clientWidth;
    await expect(width).toBe(320);
    const group = canvas.getByRole('group');
    await expect(group.getBoundingClientRect().right).toBeLessThanOrEqual(width);
    const legend = group.querySelector('legend');
    await expect(legend?.getBoundingClientRect().right).toBeLessThanOrEqual(width);
  },
};

/** Two fields of one question, named after the state they show, so that every field has its own name. */
function NameFields({ state, required = true }: { state: string; required?: boolean }) {
  return (
    <>
      <FormField label={`Given name (${state})`} required={required}>
        <TextInput name={`given-${state}`} autoComplete="given-name" width="medium" />
      </FormField>
      <FormField label={`Family name (${state})`} required={required}>
        <TextInput name={`family-${state}`} autoComplete="family-name" width="medium" />
      </FormField>
    </>
  );
}

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
      <Fieldset legend="What is your name?">
        <NameFields state="default" />
      </Fieldset>
      <Fieldset legend="What is your name?" required hint="As it is written on your identity card.">
        <NameFields state="hint" />
      </Fieldset>
      <Fieldset
        legend="What is your name?"
        required
        id="name-error"
        hint="As it is written on your identity card."
        error="Enter your name as it is written on your identity card"
      >
        <NameFields state="error" />
      </Fieldset>
      <Fieldset legend="Who should we contact in an emergency?" required={false}>
        <NameFields state="optional" required={false} />
      </Fieldset>
      <Fieldset legend="What is your name?" disabled hint="Taken from your membership.">
        <NameFields state="disabled" />
      </Fieldset>
      <Fieldset
        legend="What is the name of the school, college or training centre where you would like us to hold the accessibility awareness session?"
        required
        hint="Give the name the students and teachers use, and its official name if it is different."
        error="Enter the name of the school, college or training centre"
      >
        <NameFields state="long" />
      </Fieldset>
    </form>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('group')).toHaveLength(6);
    await expect(canvas.getByRole('textbox', { name: 'Given name (disabled) (required)' })).toBeDisabled();
    await expect(
      canvas.getByRole('group', { name: 'Who should we contact in an emergency? (optional)' }),
    ).toBeVisible();
  },
};

function AddressInModal() {
  const [open, setOpen] = useState(false);
  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      title="Change your address"
      trigger={<Button variant="outline">Change address</Button>}
      footer={
        <>
          <ModalClose>
            <Button variant="outline">Cancel</Button>
          </ModalClose>
          <Button type="submit" form="address-form">
            Save address
          </Button>
        </>
      }
    >
      <form id="address-form" onSubmit={(event) => event.preventDefault()}>
        <Fieldset legend="What is your new address?" hint="We send your certificate here.">
          <AddressFields />
        </Fieldset>
      </form>
    </Modal>
  );
}

export const InModal: Story = {
  render: () => <AddressInModal />,
  play: async ({ canvas, userEvent }) => {
    await heard.act(
      'click Change address',
      () => userEvent.click(canvas.getByRole('button', { name: 'Change address' })),
      { until: () => screen.queryByRole('dialog', { name: 'Change your address' }) !== null },
    );
    const dialog = screen.getByRole('dialog', { name: 'Change your address' });
    await animationsEnded(dialog);
    const group = within(dialog).getByRole('group', { name: 'What is your new address?' });
    await expect(group).toHaveAccessibleDescription('We send your certificate here.');
    await userEvent.tab();
    await expect(within(group).getByRole('textbox', { name: 'Address line 1 (required)' })).toHaveFocus();
  },
};

/** Do: one fieldset round the fields that answer one question. */
export const DoGroupOneQuestion: Story = {
  name: 'Do: group the fields of one question',
};

/** Don't: a fieldset round a single field, whose legend only repeats its label. */
export const DontWrapOneField: Story = {
  name: "Don't: wrap a single field",
  args: {
    legend: 'Email address',
    children: (
      <FormField label="Email address" required>
        <TextInput name="email" type="email" autoComplete="email" />
      </FormField>
    ),
  },
};

/** Don't: a page heading above a fieldset whose legend asks the same question again. */
export const DontRepeatTheHeading: Story = {
  name: "Don't: repeat the page heading in the legend",
  parameters: { page: 'own-heading' },
  render: (args) => (
    <>
      <h1>What is your address?</h1>
      <Fieldset {...args} />
    </>
  ),
};
