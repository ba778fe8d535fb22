import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, within } from 'storybook/test';
import { Button } from '../button/Button.js';
import { FormField } from '../form-field/FormField.js';
import { Modal, ModalClose } from '../modal/Modal.js';
import { animationsEnded } from '../test-support/animations.js';
import { hindiUiStrings } from '../locale/languages.js';
import { heard } from '../test-support/heard.js';
import { TextInput } from '../text-input/TextInput.js';
import { passwordInputGuidance } from './PasswordInput.guidance.js';
import { PasswordInput, type PasswordInputProps } from './PasswordInput.js';

interface StoryArgs extends PasswordInputProps {
  label: string;
  hint?: string;
  error?: string;
  required?: boolean;
}

function PasswordField({ label, hint, error, required, ...props }: StoryArgs) {
  return (
    <FormField label={label} hint={hint} error={error} required={required} id={props.id}>
      <PasswordInput {...props} />
    </FormField>
  );
}

const status = (root: HTMLElement) => root.querySelector('.ui-password-input__status');

const meta = {
  title: 'Forms/PasswordInput',
  component: PasswordInput,
  render: (args) => <PasswordField {...(args as StoryArgs)} />,
  args: {
    label: 'Password',
    name: 'password',
    autoComplete: 'current-password',
    required: true,
  } as StoryArgs,
  parameters: {
    docs: {
      guidance: passwordInputGuidance,
      description: {
        component:
          'A password input with a Show button (GOV.UK’s password input), inside a FormField. The button is a real ' +
          '`<button type="button">` named by what it does, ‘Show password’ or ‘Hide password’; a polite live region ' +
          'says ‘Your password is visible’ or ‘Your password is hidden’. Only the input’s type changes: its value, ' +
          '`autocomplete` and the rest stay, focus stays on the button, and spelling checks are off so the shown ' +
          'password is not sent to a spelling service. The password is hidden again when the form is sent. Without ' +
          'scripts the button could not work, so it appears once they run.',
      },
    },
  },
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { transcript: true },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const input = canvas.getByLabelText('Password (required)');
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'current-password');
    await expect(input).toHaveAttribute('spellcheck', 'false');
    await expect(toggle).toHaveAttribute('type', 'button');
    await expect(toggle).toHaveAttribute('aria-controls', input.id);
    await expect(status(canvasElement)).toHaveTextContent('');

    await heard.readToEnd('read the page');
    await heard.act('Tab', () => userEvent.tab());
    await expect(input).toHaveFocus();
    await heard.act('type a password, Tab', async () => {
      await userEvent.keyboard('correct horse');
      await userEvent.tab();
    });
    await expect(toggle).toHaveFocus();
    await heard.act('press Enter', () => userEvent.keyboard('{Enter}'));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('correct horse');
    await expect(input).toHaveAttribute('autocomplete', 'current-password');
    await expect(toggle).toHaveAccessibleName('Hide password');
    await expect(toggle).toHaveTextContent('Hide');
    await expect(toggle).toHaveFocus();
    await expect(status(canvasElement)).toHaveTextContent('Your password is visible');

    await heard.act('Shift + Tab', () => userEvent.tab({ shift: true }));
    await expect(input).toHaveFocus();
    await expect(input).toHaveValue('correct horse');
    await heard.act('Tab', () => userEvent.tab());
    await expect(toggle).toHaveFocus();
    await heard.act('press Space', () => userEvent.keyboard(' '));
    await expect(input).toHaveAttribute('type', 'password');
    await expect(toggle).toHaveAccessibleName('Show password');
    await expect(status(canvasElement)).toHaveTextContent('Your password is hidden');
  },
};

/** The toggle in Hindi: its name, its words and what the live region says come from the Hindi table. */
export const InHindi: Story = {
  name: 'In Hindi, shown and hidden',
  globals: { locale: 'hi' },
  args: { label: 'पासवर्ड' } as StoryArgs,
  parameters: { transcript: true, hindi: { skip: 'it is drawn in Hindi already' } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const words = hindiUiStrings.passwordInput;
    const input = canvas.getByLabelText(`पासवर्ड ${hindiUiStrings.field.required}`);
    await heard.act('Tab', () => userEvent.tab());
    await heard.act('type a password, Tab', async () => {
      await userEvent.keyboard('correct horse');
      await userEvent.tab();
    });
    const toggle = canvas.getByRole('button', { name: words.showPassword });
    await expect(toggle).toHaveFocus();
    await heard.act('press Enter', () => userEvent.keyboard('{Enter}'));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAccessibleName(words.hidePassword);
    await expect(status(canvasElement)).toHaveTextContent(words.passwordShown);
    await heard.act('press Space', () => userEvent.keyboard(' '));
    await expect(input).toHaveAttribute('type', 'password');
    await expect(status(canvasElement)).toHaveTextContent(words.passwordHidden);
  },
};

export const NewPassword: Story = {
  name: 'New password, with a hint',
  args: {
    label: 'Create a password',
    name: 'newPassword',
    autoComplete: 'new-password',
    hint: 'Use at least 12 characters. A few unrelated words are easy to remember and hard to guess.',
  } as StoryArgs,
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Create a password (required)');
    await expect(input).toHaveAttribute('autocomplete', 'new-password');
    await expect(input).toHaveAccessibleDescription(
      'Use at least 12 characters. A few unrelated words are easy to remember and hard to guess.',
    );
  },
};

export const WithError: Story = {
  args: {
    id: 'password',
    error: 'Enter your password',
  } as StoryArgs,
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password (required)');
    await expect(input).toHaveAttribute('id', 'password');
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Error: Enter your password');
  },
};

export const Optional: Story = {
  args: {
    label: 'Wi-Fi password for the venue',
    name: 'wifi',
    autoComplete: 'off',
    required: false,
    hint: 'Only if you want us to test the hearing loop system over your network.',
  } as StoryArgs,
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Wi-Fi password for the venue (optional)')).not.toBeRequired();
  },
};

export const Disabled: Story = {
  render: () => (
    <FormField label="Password" disabled hint="Sign-in is paused while we update the site.">
      <PasswordInput name="password" autoComplete="current-password" />
    </FormField>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password (optional)')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeDisabled();
  },
};

export const LongContent: Story = {
  args: {
    label: 'Password for the staff inbox, which you received in the letter from the foundation’s office',
    name: 'staffPassword',
    hint: 'It is printed under your name on the second page. Type it exactly as it is written, including capital letters.',
    error: 'The password is not right. Check the letter, or ask the office for a new one on +91 832 000 0000',
  } as StoryArgs,
};

export const NarrowViewport: Story = {
  ...LongContent,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const width = document.documentElement.clientWidth;
    await expect(width).toBe(320);
    const input = canvas.getByLabelText(/Password for the staff inbox/);
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(input.getBoundingClientRect().right).toBeLessThanOrEqual(width);
    await expect(toggle.getBoundingClientRect().right).toBeLessThanOrEqual(width);
    await expect(toggle.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
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
      <FormField label="Password" required>
        <PasswordInput name="password" autoComplete="current-password" />
      </FormField>
      <FormField label="Password for the volunteer portal" required>
        <PasswordInput name="portalPassword" autoComplete="off" defaultValue="correct horse" />
      </FormField>
      <FormField label="Password for the staff inbox" required>
        <PasswordInput name="inboxPassword" autoComplete="off" defaultValue="battery staple" />
      </FormField>
      <FormField
        label="Create a password"
        required
        hint="Use at least 12 characters. A few unrelated words are easy to remember and hard to guess."
      >
        <PasswordInput name="newPassword" autoComplete="new-password" />
      </FormField>
      <FormField label="Current password" required error="Enter your current password" id="currentPassword">
        <PasswordInput name="currentPassword" autoComplete="current-password" />
      </FormField>
      <FormField
        label="Wi-Fi password for the venue"
        required={false}
        hint="Only if you want us to test the hearing loop system over your network."
      >
        <PasswordInput name="wifi" autoComplete="off" />
      </FormField>
      <FormField
        label="Password of the shared account"
        disabled
        hint="Sign-in is paused while we update the site."
      >
        <PasswordInput name="sharedPassword" autoComplete="off" defaultValue="paused" />
      </FormField>
      <FormField
        label="Password for the staff inbox, which you received in the letter from the foundation’s office"
        required
        hint="It is printed under your name on the second page."
        error="The password is not right. Check the letter, or ask the office for a new one"
      >
        <PasswordInput name="letterPassword" autoComplete="off" defaultValue="wrong guess" />
      </FormField>
    </form>
  ),
  play: async ({ canvas, userEvent }) => {
    const shown = canvas.getByLabelText('Password for the staff inbox (required)');
    // One field shows its password: the button's other state.
    await userEvent.click(within(shown.closest('.ui-password-input') as HTMLElement).getByRole('button'));
    await expect(shown).toHaveAttribute('type', 'text');
    await expect(canvas.getByLabelText('Current password (required)')).toBeInvalid();
    await expect(canvas.getByLabelText('Password of the shared account (optional)')).toBeDisabled();
  },
};

const signIn = fn();

function SignInModal() {
  const [open, setOpen] = useState(false);
  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      title="Sign in"
      trigger={<Button>Sign in</Button>}
      footer={
        <>
          <ModalClose>
            <Button variant="outline">Cancel</Button>
          </ModalClose>
          <Button type="submit" form="sign-in-form">
            Sign in
          </Button>
        </>
      }
    >
      <form
        id="sign-in-form"
        onSubmit={(event) => {
          event.preventDefault();
          const form = event.currentTarget;
          signIn(form.querySelector<HTMLInputElement>('input[name="password"]')?.type);
        }}
      >
        <FormField label="Email address" required>
          <TextInput name="email" type="email" autoComplete="username" spellCheck={false} />
        </FormField>
        <FormField label="Password" required>
          <PasswordInput name="password" autoComplete="current-password" />
        </FormField>
      </form>
    </Modal>
  );
}

export const InModal: Story = {
  name: 'In a sign-in modal, hidden again when sent',
  render: () => <SignInModal />,
  play: async ({ canvas, userEvent }) => {
    await heard.act('click Sign in', () => userEvent.click(canvas.getByRole('button', { name: 'Sign in' })), {
      until: () => screen.queryByRole('dialog', { name: 'Sign in' }) !== null,
    });
    const dialog = screen.getByRole('dialog', { name: 'Sign in' });
    await animationsEnded(dialog);
    await userEvent.tab();
    await userEvent.keyboard('asha@example.org');
    await userEvent.tab();
    await userEvent.keyboard('correct horse');
    await userEvent.tab();
    const toggle = within(dialog).getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const input = within(dialog).getByLabelText('Password (required)');
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    // The handler runs after the field is hidden again.
    await expect(signIn).toHaveBeenLastCalledWith('password');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(within(dialog).getByRole('button', { name: 'Show password' })).toBeVisible();
  },
};

/** Don't: a second box to type the password again. */
export const DontConfirmField: Story = {
  name: "Don't: ask for the password twice",
  render: () => (
    <>
      <FormField label="Create a password" required>
        <PasswordInput name="newPassword" autoComplete="new-password" />
      </FormField>
      <FormField label="Type the password again" required>
        <PasswordInput name="confirmPassword" autoComplete="new-password" />
      </FormField>
    </>
  ),
};
