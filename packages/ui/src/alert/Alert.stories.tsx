import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type FormEvent } from 'react';
import { expect } from 'storybook/test';
import { eventually } from '../test-support/eventually.js';
import { Button } from '../button/Button.js';
import { FormField } from '../form-field/FormField.js';
import { heard } from '../test-support/heard.js';
import { TextInput } from '../text-input/TextInput.js';
import { alertGuidance } from './Alert.guidance.js';
import { Alert } from './Alert.js';

const meta = {
  title: 'Feedback/Alert',
  component: Alert,
  args: { children: 'Failed to submit contact form. Please try again.' },
  argTypes: { variant: { control: 'inline-radio', options: ['error', 'info', 'success'] } },
  parameters: {
    docs: {
      description: {
        component:
          'A banner above a form, for a message about the whole form, such as the server refusing a send. It has ' +
          '`role="alert"`, so screen readers announce it at once without moving focus. Render it when there is an error ' +
          '(`{sendError && <Alert>{sendError}</Alert>}`): the `role="alert"` element is committed empty and its message ' +
          'filled in a moment later, because screen readers announce a change to a live region far more reliably than one ' +
          'inserted with its text already inside. Clear the error when the form is sent again, so a second failure ' +
          'appears, and is announced, afresh. The kind of message is said in words, never by colour alone: a visually ' +
          'hidden "Error:", "Information:" or "Success:" comes first, and the icon is decorative. For errors in ' +
          'particular fields, use ErrorSummary instead. For a failed send, give it `focusKey` (a submit counter): it takes ' +
          'focus where the visitor is, as the ErrorSummary does, and is then a group named by its words rather than a ' +
          'live region, so it is read once, not twice.',
      },
      guidance: alertGuidance,
    },
  },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Error: Story = {
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await eventually(() =>
      expect(alert).toHaveTextContent('Error: Failed to submit contact form. Please try again.'),
    );
    await expect(alert.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const WithTitle: Story = {
  args: { title: 'Your message was not sent', children: 'Failed to send message. Please try again.' },
  play: async ({ canvas }) => {
    await expect(await eventually(() => canvas.getByText('Your message was not sent'))).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      /^Error: Your message was not sent\s*Failed to send message\. Please try again\.$/,
    );
  },
};

export const Info: Story = {
  args: {
    variant: 'info',
    children:
      'Registration for the Goa fest closes on 30 November. You can still change your answers until then.',
  },
  play: async ({ canvas }) => {
    await eventually(() => expect(canvas.getByRole('alert')).toHaveTextContent(/^Information: Registration/));
  },
};

export const Success: Story = {
  args: { variant: 'success', children: 'Your details have been saved.' },
  play: async ({ canvas }) => {
    await eventually(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('Success: Your details have been saved.'),
    );
  },
};

function FailingContactForm() {
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const send = (event: FormEvent) => {
    event.preventDefault();
    setSendError(null);
    setSending(true);
    // Stands in for a request that the server refuses.
    setTimeout(() => {
      setSending(false);
      setSendError('Failed to send message. Please try again.');
    }, 200);
  };
  return (
    <form noValidate onSubmit={send}>
      {sendError && <Alert>{sendError}</Alert>}
      <FormField label="Email" id="email" required>
        <TextInput name="email" type="email" autoComplete="email" defaultValue="asha@example.org" />
      </FormField>
      <Button type="submit" busy={sending} busyLabel="Sending Message...">
        Send Message
      </Button>
    </form>
  );
}

export const AppearsAfterFailedSend: Story = {
  render: () => <FailingContactForm />,
  parameters: { transcript: true },
  play: async ({ canvas, canvasElement, userEvent }) => {
    // Without focusKey, the banner is announced once and focus stays.
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    // Every text the alert holds, in order, from the moment it is added: it must arrive in one piece.
    const texts: string[] = [];
    const observer = new MutationObserver(() => {
      const text = canvasElement.querySelector('[role="alert"]')?.textContent;
      if (text !== undefined && text !== texts.at(-1)) texts.push(text);
    });
    observer.observe(canvasElement, { subtree: true, childList: true, characterData: true });
    try {
      await heard.act('Tab', () => userEvent.tab());
      await heard.act('Tab', () => userEvent.tab());
      // The server refuses the send a moment later, and the alert fills its words a moment after it is
      // added (FILL_DELAY_MS): the step waits for the words, which it hears.
      await heard.act('press Enter on Send Message', () => userEvent.keyboard('{Enter}'), {
        until: () => canvas.queryByRole('alert')?.textContent?.includes('Failed') === true,
      });
    } finally {
      observer.disconnect();
    }
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Error: Failed to send message. Please try again.',
    );
    await expect(texts).toEqual(['', 'Error: Failed to send message. Please try again.']);
    await expect(canvas.getByRole('button', { name: 'Send Message' })).toHaveFocus();
  },
};

function FocusingContactForm({ failure }: { failure: string }) {
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const send = (event: FormEvent) => {
    event.preventDefault();
    setSendError(null);
    setSending(true);
    setAttempt((count) => count + 1);
    // Stands in for a request that the server refuses.
    setTimeout(() => {
      setSending(false);
      setSendError(failure);
    }, 200);
  };
  return (
    <form noValidate onSubmit={send} aria-label="Contact us">
      {sendError ? <Alert focusKey={attempt}>{sendError}</Alert> : null}
      <FormField label="Email" id="email" required>
        <TextInput name="email" type="email" autoComplete="email" defaultValue="asha@example.org" />
      </FormField>
      <Button type="submit" busy={sending} busyLabel="Sending Message...">
        Send Message
      </Button>
    </form>
  );
}

/** A failed send takes focus to the banner, which says what happened and what to do. */
export const FocusedAfterFailedSend: Story = {
  render: () => <FocusingContactForm failure="Failed to send message. Please try again." />,
  parameters: {
    transcript: true,
    docs: {
      description: {
        story:
          'At 400% zoom the banner is a screen-height above the Send button: focus goes to it (`focusKey`), so the ' +
          'visitor sees and hears it where they are. Focused, it is a group named "Error: Failed to send message. ' +
          'Please try again.", read once.',
      },
    },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    // A failed send moves focus to the banner, which is read once: a group, not also a live region.
    await heard.act('Tab', () => userEvent.tab());
    await heard.act('Tab', () => userEvent.tab());
    await heard.act('press Enter on Send Message', () => userEvent.keyboard('{Enter}'), {
      until: () => canvasElement.ownerDocument.activeElement?.getAttribute('role') === 'group',
    });
    const banner = canvas.getByRole('group', { name: /^Error: Failed to send message/ });
    await expect(banner).toHaveFocus();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(banner).not.toHaveAttribute('aria-live');
    await heard.act('Tab', () => userEvent.tab());
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveFocus();
  },
};

/** Don't: a banner that says something went wrong, but not what, nor what to do. */
export const DontVagueMessage: Story = {
  render: () => <FocusingContactForm failure="Error 500" />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    // The server refuses the send a moment later: the click waits for the banner to take focus.
    await heard.act(
      'click Send Message',
      () => userEvent.click(canvas.getByRole('button', { name: 'Send Message' })),
      {
        until: () => canvasElement.ownerDocument.activeElement?.getAttribute('role') === 'group',
      },
    );
    await expect(canvas.getByRole('group', { name: 'Error: Error 500' })).toHaveFocus();
  },
};

export const AllStates: Story = {
  name: 'All states',
  render: () => (
    <>
      <Alert title="Your message was not sent">Failed to send message. Please try again.</Alert>
      <Alert variant="info">Registration for the Goa fest closes on 30 November.</Alert>
      <Alert variant="success">Your details have been saved.</Alert>
      <Alert focusKey={1} title="We could not send your application">
        Your answers are still here. Please try again in a few minutes.
      </Alert>
    </>
  ),
  parameters: { pictures: { modes: ['dark', 'forced-colors', 'narrow'] } },
  // Error with a title, information, success, and a focused banner (focusKey) with a title.
  play: async ({ canvas }) => {
    const alerts = canvas.getAllByRole('alert');
    await expect(alerts.map((alert) => alert.className)).toEqual([
      'ui-alert ui-alert--error',
      'ui-alert ui-alert--info',
      'ui-alert ui-alert--success',
    ]);
    await expect(
      canvas.getByRole('group', { name: 'Error: We could not send your application' }),
    ).toHaveFocus();
  },
};

export const LongMessage: Story = {
  args: {
    title: 'We could not send your application',
    children:
      'Our server did not answer in time, so your application for the career guidance workshop has not been sent. ' +
      'Your answers are still here. Please try again in a few minutes; if it keeps happening, call us on ' +
      '+91 832 246 0000 between 9am and 5pm, Monday to Friday, and we will take your application over the phone.',
  },
  play: async ({ canvas }) => {
    await expect(await eventually(() => canvas.getByText(/Our server did not answer in time/))).toBeVisible();
  },
};

export const NarrowViewport: Story = {
  ...LongMessage,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await eventually(() => canvas.getByText(/Our server did not answer in time/));
    const alert = canvas.getByRole('alert');
    await expect(alert.getBoundingClientRect().right).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
