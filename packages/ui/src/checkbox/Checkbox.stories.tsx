import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, within } from 'storybook/test';
import { eventually } from '../test-support/eventually.js';
import { Button } from '../button/Button.js';
import { FormField } from '../form-field/FormField.js';
import { Modal, ModalClose } from '../modal/Modal.js';
import { animationsEnded } from '../test-support/animations.js';
import { heard } from '../test-support/heard.js';
import { TextInput } from '../text-input/TextInput.js';
import { checkboxGuidance } from './Checkbox.guidance.js';
import { Checkbox } from './Checkbox.js';

const CONSENT = 'I agree to the privacy policy (required)';

const privacyHint = (
  <>
    Read the <a href="#privacy-policy">privacy policy</a> to see how we use and keep your details.
  </>
);

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: {
    label: 'I agree to the privacy policy',
    name: 'privacyConsent',
    value: 'yes',
    required: true,
    onCheckedChange: fn(),
  },
  parameters: {
    docs: {
      guidance: checkboxGuidance,
      description: {
        component:
          'A single native checkbox for consent or one yes-or-no statement. Its label says what checking it means and ' +
          '"(required)" or "(optional)" in words; the hint sits under the label and the error above the box, both tied ' +
          'to it with `aria-describedby`; an error sets `aria-invalid` and draws a red bar. Space toggles it; the label ' +
          'and box make a row at least 44px tall. It is a real `<input type="checkbox">`, so it is submitted and works ' +
          'without scripts. `ref` and the input props (`name`, `value`, `checked`) go to the input, `className` to the ' +
          'wrapper. For several boxes answering one question use CheckboxGroup.',
      },
    },
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { transcript: true },
  play: async ({ canvas, args, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: CONSENT });
    await expect(box).not.toBeChecked();
    await expect(box).toBeRequired();
    await heard.readToEnd('read the page');
    await heard.act('Tab', () => userEvent.tab());
    await expect(box).toHaveFocus();
    await heard.act('press Space', () => userEvent.keyboard(' '));
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await heard.act('press Space again', () => userEvent.keyboard(' '));
    await expect(box).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
    const row = box.closest('.ui-choice')?.getBoundingClientRect();
    await expect(row?.height).toBeGreaterThanOrEqual(44);
  },
};

export const WithHint: Story = {
  args: { hint: privacyHint },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: CONSENT })).toHaveAccessibleDescription(
      'Read the privacy policy to see how we use and keep your details.',
    );
  },
};

export const WithError: Story = {
  args: {
    id: 'privacyConsent',
    hint: privacyHint,
    error: 'Select that you agree to the privacy policy to send the form',
  },
  parameters: { transcript: true },
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: CONSENT });
    await expect(box).toHaveAttribute('id', 'privacyConsent');
    await expect(box).toBeInvalid();
    await expect(box).toHaveAccessibleDescription(
      'Read the privacy policy to see how we use and keep your details. Error: Select that you agree to the privacy policy to send the form',
    );
    await heard.readToEnd('read the page');
    await heard.act('Tab', () => userEvent.tab());
    await expect(box).toHaveFocus();
    await heard.act('press Space', () => userEvent.keyboard(' '));
    await expect(box).toBeChecked();
  },
};

export const Required: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: CONSENT })).toBeRequired();
  },
};

export const Optional: Story = {
  args: {
    label: 'Send me the foundation’s newsletter by email',
    name: 'newsletter',
    required: false,
    hint: 'About once a month. You can stop it from any newsletter.',
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', {
      name: 'Send me the foundation’s newsletter by email (optional)',
    });
    await expect(box).not.toBeRequired();
  },
};

export const Disabled: Story = {
  args: {
    label: 'Keep me signed in on this device',
    name: 'staySignedIn',
    required: false,
    disabled: true,
    hint: 'Not available on a shared computer.',
  },
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: 'Keep me signed in on this device (optional)' });
    await expect(box).toBeDisabled();
    await userEvent.tab();
    await expect(box).not.toHaveFocus();
  },
};

export const LongContent: Story = {
  args: {
    label:
      'I agree that the foundation may keep my name, contact details and the access needs I described, for up to two years, to contact me about future events and programmes that match them',
    hint: 'You can ask us to delete these details at any time by writing to privacy@example.org, and we will confirm when they are gone.',
    error: 'Select that you agree to how we keep your details, or leave the form without sending it',
  },
};

export const NarrowViewport: Story = {
  ...LongContent,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const width = document.documentElement.clientWidth;
    await expect(width).toBe(320);
    const row = canvas.getByRole('checkbox').closest('.ui-choice');
    await expect(row?.getBoundingClientRect().right).toBeLessThanOrEqual(width);
  },
};

export const WithConditional: Story = {
  args: {
    label: 'Contact me by phone as well',
    name: 'contactByPhone',
    required: false,
    conditional: (
      <FormField label="Phone number" hint="Include your country code if you are outside India." required>
        <TextInput name="phone" type="tel" autoComplete="tel" width="medium" />
      </FormField>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: 'Contact me by phone as well (optional)' });
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Phone number (required)' })).toHaveFocus();
  },
};

function ConsentInModal() {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string>();
  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      title="Register for the career fair"
      trigger={<Button>Register</Button>}
      footer={
        <>
          <ModalClose>
            <Button variant="outline">Cancel</Button>
          </ModalClose>
          <Button type="submit" form="register-form">
            Register
          </Button>
        </>
      }
    >
      <form
        id="register-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const agreed = new FormData(event.currentTarget).get('privacyConsent') === 'yes';
          setError(agreed ? undefined : 'Select that you agree to the privacy policy to register');
        }}
      >
        <FormField label="Full name" required>
          <TextInput name="fullName" autoComplete="name" />
        </FormField>
        <Checkbox
          label="I agree to the privacy policy"
          name="privacyConsent"
          value="yes"
          required
          hint={privacyHint}
          error={error}
        />
      </form>
    </Modal>
  );
}

export const InModal: Story = {
  render: () => <ConsentInModal />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    const dialog = await eventually(() =>
      screen.getByRole('dialog', { name: 'Register for the career fair' }),
    );
    await animationsEnded(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    const box = within(dialog).getByRole('checkbox', { name: CONSENT });
    await expect(box).toBeInvalid();
    await userEvent.click(box);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    await expect(box).not.toBeInvalid();
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
      <Checkbox label="Send me a reminder the day before" name="reminder" />
      <Checkbox label="I agree to the privacy policy" name="consent" value="yes" required />
      <Checkbox label="I agree to the code of conduct" name="conduct" value="yes" required defaultChecked />
      <Checkbox label="Send me the foundation’s newsletter by email" name="newsletter" hint={privacyHint} />
      <Checkbox
        label="I agree to the terms of the workshop"
        name="terms"
        required
        error="Select that you agree to the terms of the workshop to register"
      />
      <Checkbox
        label="I have read the safety briefing"
        name="briefing"
        required
        defaultChecked
        error="Select that you have read the safety briefing again: it changed"
      />
      <Checkbox
        label="Keep me signed in on this device"
        name="staySignedIn"
        disabled
        hint="Not available on a shared computer."
      />
      <Checkbox label="Share my details with partner charities" name="share" disabled defaultChecked />
      <Checkbox
        label="Contact me by phone as well"
        name="contactByPhone"
        defaultChecked
        conditional={
          <FormField label="Phone number" hint="Include your country code if you are outside India." required>
            <TextInput name="phone" type="tel" autoComplete="tel" width="medium" />
          </FormField>
        }
      />
      <Checkbox
        label="I agree that the foundation may keep my name, contact details and the access needs I described, for up to two years, to contact me about future events and programmes that match them"
        name="keepDetails"
        hint="You can ask us to delete these details at any time by writing to privacy@example.org, and we will confirm when they are gone."
        error="Select that you agree to how we keep your details, or leave the form without sending it"
      />
    </form>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(10);
    await expect(
      canvas.getByRole('checkbox', { name: 'I agree to the code of conduct (required)' }),
    ).toBeChecked();
    await expect(
      canvas.getByRole('checkbox', { name: 'Keep me signed in on this device (optional)' }),
    ).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Phone number (required)' })).toBeVisible();
  },
};

/** Do: the link to the policy in the hint, outside the label. */
export const DoLinkInHint: Story = {
  name: 'Do: put the policy link in the hint',
  args: { hint: privacyHint },
};

/** Don't: a link inside the label. */
export const DontLinkInLabel: Story = {
  name: "Don't: put a link inside the label",
  args: {
    label: (
      <>
        I agree to the <a href="#privacy-policy">privacy policy</a>
      </>
    ),
  },
};

/** Don't: consent ticked before the visitor has given it. */
export const DontPreCheck: Story = {
  name: "Don't: check consent in advance",
  args: { defaultChecked: true },
};
