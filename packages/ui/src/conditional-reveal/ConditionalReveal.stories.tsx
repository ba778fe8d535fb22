import type { Meta, StoryObj } from '@storybook/react-vite';
import { Children, type ReactNode, useState } from 'react';
import { expect, fn, screen, within } from 'storybook/test';
import { eventually } from '../test-support/eventually.js';
import { Button } from '../button/Button.js';
import { Checkbox } from '../checkbox/Checkbox.js';
import { CheckboxGroup } from '../checkbox-group/CheckboxGroup.js';
import { FormField } from '../form-field/FormField.js';
import { Modal, ModalClose } from '../modal/Modal.js';
import { RadioGroup } from '../radio-group/RadioGroup.js';
import { animationsEnded } from '../test-support/animations.js';
import { heard } from '../test-support/heard.js';
import { TextArea } from '../text-area/TextArea.js';
import { TextInput } from '../text-input/TextInput.js';
import { conditionalRevealGuidance } from './ConditionalReveal.guidance.js';

const contactOptions = [
  {
    value: 'email',
    label: 'Email',
    conditional: (
      <FormField label="Email address" required>
        <TextInput name="contactEmail" type="email" autoComplete="email" spellCheck={false} />
      </FormField>
    ),
  },
  {
    value: 'phone',
    label: 'Phone call',
    conditional: (
      <FormField label="Phone number" hint="Include your country code if you are outside India." required>
        <TextInput name="contactPhone" type="tel" autoComplete="tel" width="medium" />
      </FormField>
    ),
  },
  {
    value: 'whatsapp',
    label: 'WhatsApp or text message',
    conditional: (
      <FormField label="Mobile number" required>
        <TextInput name="contactMobile" type="tel" autoComplete="tel" width="medium" />
      </FormField>
    ),
  },
];

const accessNeeds = [
  {
    value: 'interpreter',
    label: 'A sign language interpreter',
    conditional: (
      <FormField label="Which sign language?" hint="For example, Indian Sign Language." required>
        <TextInput name="signLanguage" width="medium" />
      </FormField>
    ),
  },
  { value: 'step-free', label: 'Step-free access' },
  { value: 'captions', label: 'Live captions' },
  {
    value: 'other',
    label: 'Something else',
    conditional: (
      <FormField label="Tell us what you need" required>
        <TextArea name="otherNeed" rows={3} />
      </FormField>
    ),
  },
];

const meta = {
  title: 'Forms/Conditional reveal',
  component: RadioGroup,
  args: {
    legend: 'How would you like us to contact you?',
    hint: 'Choose one.',
    name: 'contactBy',
    options: contactOptions,
    required: true,
    onValueChange: fn(),
  },
  parameters: {
    docs: {
      guidance: conditionalRevealGuidance,
      description: {
        component:
          'An option of a RadioGroup or CheckboxGroup, or a single Checkbox, can carry `conditional` content: a ' +
          'follow-up question shown right under it while it is checked (GOV.UK’s ‘conditionally revealing a related ' +
          'question’). It is next in reading and Tab order, and a group named after its option. Collapsed, it is ' +
          '`hidden` and in a disabled fieldset, so nothing in it can be focused or is sent, while what was typed is ' +
          'kept if the option is checked again. The input points at it with `aria-controls`; a checkbox also says ' +
          '`aria-expanded`, which ARIA does not allow on a radio. Before scripts run, or without them, CSS shows and ' +
          'hides it from the input’s own checked state.',
      },
    },
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { transcript: true },
  play: async ({ canvas, args, userEvent }) => {
    const email = canvas.getByRole('radio', { name: 'Email' });
    const phone = canvas.getByRole('radio', { name: 'Phone call' });
    await expect(email).toHaveAttribute('aria-controls');
    await expect(email).not.toHaveAttribute('aria-expanded');
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await heard.readToEnd('read the page');

    await heard.act('Tab', () => userEvent.tab());
    await expect(email).toHaveFocus();
    await heard.act('press Space', () => userEvent.keyboard(' '));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('email');
    const revealed = canvas.getByRole('group', { name: 'Email' });
    await heard.act('Tab', () => userEvent.tab());
    const address = within(revealed).getByRole('textbox', { name: 'Email address (required)' });
    await expect(address).toHaveFocus();
    await heard.act('type asha@example.org', () => userEvent.keyboard('asha@example.org'));

    await heard.act('Shift + Tab', () => userEvent.tab({ shift: true }));
    await expect(email).toHaveFocus();
    await heard.act('press Down arrow', () => userEvent.keyboard('{ArrowDown}'));
    await expect(phone).toBeChecked();
    await expect(canvas.queryByRole('textbox', { name: 'Email address (required)' })).toBeNull();
    await heard.readToEnd('read on');
    await heard.act('Tab', () => userEvent.tab());
    await expect(canvas.getByRole('textbox', { name: 'Phone number (required)' })).toHaveFocus();

    // Back to Email: what was typed is still there.
    await heard.act('Shift + Tab', () => userEvent.tab({ shift: true }));
    await heard.act('press Up arrow', () => userEvent.keyboard('{ArrowUp}'));
    await expect(email).toBeChecked();
    await heard.act('Tab', () => userEvent.tab());
    await expect(canvas.getByRole('textbox', { name: 'Email address (required)' })).toHaveValue(
      'asha@example.org',
    );
  },
};

export const Checkboxes: Story = {
  render: () => (
    <CheckboxGroup
      legend="Which access needs should we plan for?"
      hint="Select all that apply."
      name="accessNeeds"
      options={accessNeeds}
    />
  ),
  parameters: { transcript: true },
  play: async ({ canvas, userEvent }) => {
    const interpreter = canvas.getByRole('checkbox', { name: 'A sign language interpreter' });
    const other = canvas.getByRole('checkbox', { name: 'Something else' });
    await expect(interpreter).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('checkbox', { name: 'Step-free access' })).not.toHaveAttribute(
      'aria-expanded',
    );
    await heard.act('Tab', () => userEvent.tab());
    await heard.act('press Space', () => userEvent.keyboard(' '));
    await expect(interpreter).toHaveAttribute('aria-expanded', 'true');
    await heard.act('Tab', () => userEvent.tab());
    await expect(canvas.getByRole('textbox', { name: 'Which sign language? (required)' })).toHaveFocus();
    await heard.act('Tab', () => userEvent.tab());
    await heard.act('Tab', () => userEvent.tab());
    await heard.act('Tab', () => userEvent.tab());
    await expect(other).toHaveFocus();
    await heard.act('press Space', () => userEvent.keyboard(' '));
    await expect(other).toHaveAttribute('aria-expanded', 'true');
    await heard.act('Tab', () => userEvent.tab());
    await expect(canvas.getByRole('textbox', { name: 'Tell us what you need (required)' })).toHaveFocus();
    // Both stay open: each box has its own question.
    await expect(canvas.getByRole('textbox', { name: 'Which sign language? (required)' })).toBeVisible();
  },
};

export const SingleCheckbox: Story = {
  render: () => (
    <Checkbox
      label="Send me a reminder the day before"
      name="reminder"
      conditional={
        <FormField label="Mobile number for the reminder" required>
          <TextInput name="reminderMobile" type="tel" autoComplete="tel" width="medium" />
        </FormField>
      }
    />
  ),
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: 'Send me a reminder the day before (optional)' });
    await userEvent.click(box);
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(
      canvas.getByRole('group', { name: 'Send me a reminder the day before (optional)' }),
    ).toBeVisible();
  },
};

export const StartsChecked: Story = {
  args: { defaultValue: 'phone' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Phone number (required)' })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Email address (required)' })).toBeNull();
  },
};

export const WithErrorInside: Story = {
  args: {
    defaultValue: 'email',
    options: contactOptions.map((option) =>
      option.value === 'email'
        ? {
            ...option,
            conditional: (
              <FormField
                id="contactEmail"
                label="Email address"
                required
                error="Enter an email address in the correct format, like name@example.com"
              >
                <TextInput name="contactEmail" type="email" autoComplete="email" defaultValue="asha@" />
              </FormField>
            ),
          }
        : option,
    ),
  },
  play: async ({ canvas }) => {
    const address = canvas.getByRole('textbox', { name: 'Email address (required)' });
    await expect(address).toBeInvalid();
    await expect(address).toHaveAccessibleDescription(
      'Error: Enter an email address in the correct format, like name@example.com',
    );
  },
};

const sendContact = fn();

export const NotSentWhenHidden: Story = {
  render: (args) => (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        sendContact(Object.fromEntries(new FormData(event.currentTarget)));
      }}
    >
      <RadioGroup {...args} />
      <Button type="submit">Continue</Button>
    </form>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Email' }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Email address (required)' }),
      'asha@example.org',
    );
    await userEvent.click(canvas.getByRole('radio', { name: 'Phone call' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone number (required)' }), '+91 98765 43210');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(sendContact).toHaveBeenLastCalledWith({
      contactBy: 'phone',
      contactPhone: '+91 98765 43210',
    });
  },
};

function ControlledContact() {
  const [contactBy, setContactBy] = useState('whatsapp');
  return (
    <>
      <RadioGroup
        legend="How would you like us to contact you?"
        name="contactBy"
        options={contactOptions}
        value={contactBy}
        onValueChange={setContactBy}
        required
      />
      <Button variant="outline" onClick={() => setContactBy('')}>
        Clear the answer
      </Button>
    </>
  );
}

export const Controlled: Story = {
  render: () => <ControlledContact />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('textbox', { name: 'Mobile number (required)' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear the answer' }));
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await userEvent.click(canvas.getByText('Email'));
    await expect(canvas.getByRole('textbox', { name: 'Email address (required)' })).toBeVisible();
  },
};

export const LongContent: Story = {
  args: {
    legend:
      'Would you like someone from the foundation to help you fill in the scholarship application, in person or over a call?',
    hint: 'A volunteer can read the questions aloud, write down your answers and explain the documents we ask for.',
    name: 'helpWithApplication',
    defaultValue: 'yes',
    options: [
      {
        value: 'yes',
        label: 'Yes, I would like a volunteer to help me with the application',
        conditional: (
          <FormField
            label="When are you usually free to talk, and how should the volunteer reach you?"
            hint="For example: weekday mornings, by a phone call to the number on your application."
            required
          >
            <TextArea name="helpAvailability" rows={3} />
          </FormField>
        ),
      },
      { value: 'no', label: 'No, I can fill it in myself' },
    ],
  },
};

export const NarrowViewport: Story = {
  ...LongContent,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const width = document.documentElement.clientWidth;
    await expect(width).toBe(320);
    const box = canvas.getByRole('textbox');
    await expect(box.getBoundingClientRect().right).toBeLessThanOrEqual(width);
    await expect(box.getBoundingClientRect().width).toBeGreaterThan(150);
  },
};

function ContactInModal() {
  const [open, setOpen] = useState(false);
  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      title="Ask about the event"
      trigger={<Button>Ask a question</Button>}
      footer={
        <>
          <ModalClose>
            <Button variant="outline">Cancel</Button>
          </ModalClose>
          <Button type="submit" form="ask-form">
            Send
          </Button>
        </>
      }
    >
      <form id="ask-form" onSubmit={(event) => event.preventDefault()}>
        <RadioGroup
          legend="How would you like us to reply?"
          name="replyBy"
          options={contactOptions}
          required
        />
      </form>
    </Modal>
  );
}

export const InModal: Story = {
  render: () => <ContactInModal />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ask a question' }));
    const dialog = await eventually(() => screen.getByRole('dialog', { name: 'Ask about the event' }));
    await animationsEnded(dialog);
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(dialog).getByRole('radio', { name: 'Phone call' })).toBeChecked();
    // The revealed field joins the dialog's Tab cycle, and the hidden ones stay out of it.
    await userEvent.tab();
    await expect(within(dialog).getByRole('textbox', { name: 'Phone number (required)' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
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

/** The contact options of another question, so that every field in the picture has its own name. */
const replyOptions = contactOptions.map((option) => ({
  ...option,
  conditional:
    option.value === 'phone' ? (
      <FormField
        label="Phone number for the reply"
        hint="Include your country code if you are outside India."
        required
      >
        <TextInput name="replyPhone" type="tel" autoComplete="tel" width="medium" />
      </FormField>
    ) : (
      option.conditional
    ),
}));

export const AllStates: Story = {
  name: 'All states',
  parameters: { pictures: { modes: ['dark', 'forced-colors', 'narrow'] } },
  render: () => (
    <SideBySide>
      <RadioGroup
        legend="How would you like us to contact you?"
        hint="Choose one."
        name="contactBy"
        options={contactOptions}
        required
      />
      <RadioGroup
        legend="How would you like us to reply?"
        name="replyBy"
        options={replyOptions}
        defaultValue="phone"
        required
      />
      <CheckboxGroup
        legend="Which access needs should we plan for?"
        hint="Select all that apply."
        name="accessNeeds"
        options={accessNeeds}
        defaultValue={['interpreter', 'captions', 'other']}
      />
      <Checkbox
        label="Send me a reminder the day before"
        name="reminder"
        defaultChecked
        conditional={
          <FormField label="Mobile number for the reminder" required>
            <TextInput name="reminderMobile" type="tel" autoComplete="tel" width="medium" />
          </FormField>
        }
      />
      <RadioGroup
        legend="Where should we send the certificate?"
        name="certificateBy"
        defaultValue="email"
        required
        options={[
          {
            value: 'email',
            label: 'By email',
            conditional: (
              <FormField
                label="Email address for the certificate"
                required
                error="Enter an email address in the correct format, like name@example.com"
              >
                <TextInput name="certificateEmail" type="email" autoComplete="email" defaultValue="asha@" />
              </FormField>
            ),
          },
          { value: 'post', label: 'By post' },
        ]}
      />
      <RadioGroup
        legend="How did you hear about the fair?"
        hint="You answered this when you registered."
        name="heardFrom"
        defaultValue="other"
        disabled
        options={[
          { value: 'friend', label: 'From a friend' },
          {
            value: 'other',
            label: 'Somewhere else',
            conditional: (
              <FormField label="Where did you hear about it?">
                <TextInput name="heardFromOther" defaultValue="A poster at the library" />
              </FormField>
            ),
          },
        ]}
      />
    </SideBySide>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('textbox', { name: 'Email address (required)' })).toBeNull();
    await expect(
      canvas.getByRole('textbox', { name: 'Phone number for the reply (required)' }),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Which sign language? (required)' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Tell us what you need (required)' })).toBeVisible();
    await expect(
      canvas.getByRole('textbox', { name: 'Mobile number for the reminder (required)' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('textbox', { name: 'Email address for the certificate (required)' }),
    ).toBeInvalid();
    await expect(
      canvas.getByRole('textbox', { name: 'Where did you hear about it? (optional)' }),
    ).toBeDisabled();
  },
};

/** Don't: a whole form hidden under one option. */
export const DontRevealAForm: Story = {
  name: "Don't: reveal a form under an option",
  args: {
    legend: 'Are you applying for someone else?',
    hint: undefined,
    name: 'applyingForSomeoneElse',
    defaultValue: 'yes',
    options: [
      {
        value: 'yes',
        label: 'Yes',
        conditional: (
          <>
            <FormField label="Their full name" required>
              <TextInput name="otherName" autoComplete="off" />
            </FormField>
            <FormField label="Their email address" required>
              <TextInput name="otherEmail" type="email" autoComplete="off" />
            </FormField>
            <FormField label="Their phone number" required>
              <TextInput name="otherPhone" type="tel" autoComplete="off" width="medium" />
            </FormField>
            <FormField label="How are you related to them?" required>
              <TextInput name="relationship" width="medium" />
            </FormField>
            <FormField label="Why are you applying for them?" required>
              <TextArea name="reason" rows={3} />
            </FormField>
          </>
        ),
      },
      { value: 'no', label: 'No, for myself' },
    ],
  },
};
