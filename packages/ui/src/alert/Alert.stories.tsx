import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type FormEvent } from 'react';
import { expect } from 'storybook/test';
import { eventually } from '../test-support/eventually.js';
import { Button } from '../button/Button.js';
import { storyWords } from '../docs-support/story-language.js';
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
    hindi: { args: { children: 'संपर्क फ़ॉर्म नहीं भेजा जा सका। कृपया फिर कोशिश करें।' } },
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
  parameters: {
    hindi: { args: { title: 'आपका संदेश नहीं भेजा गया', children: 'संदेश नहीं भेजा जा सका। कृपया फिर कोशिश करें।' } },
  },
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
  parameters: {
    hindi: {
      args: { children: 'गोवा फ़ेस्ट का पंजीकरण 30 नवंबर को बंद होगा। तब तक आप अपने जवाब बदल सकते हैं।' },
    },
  },
  play: async ({ canvas }) => {
    await eventually(() => expect(canvas.getByRole('alert')).toHaveTextContent(/^Information: Registration/));
  },
};

export const Success: Story = {
  args: { variant: 'success', children: 'Your details have been saved.' },
  parameters: { hindi: { args: { children: 'आपकी जानकारी सहेज ली गई है।' } } },
  play: async ({ canvas }) => {
    await eventually(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('Success: Your details have been saved.'),
    );
  },
};

/** The contact forms' words: a Hindi page gives its own. */
const contactFormWords = {
  en: {
    failure: 'Failed to send message. Please try again.',
    form: 'Contact us',
    email: 'Email',
    send: 'Send Message',
    sending: 'Sending Message...',
  },
  hi: {
    failure: 'संदेश नहीं भेजा जा सका। कृपया फिर कोशिश करें।',
    form: 'हमसे संपर्क करें',
    email: 'ई-मेल',
    send: 'संदेश भेजें',
    sending: 'संदेश भेजा जा रहा है...',
  },
};
type ContactFormWords = (typeof contactFormWords)['en'];

function FailingContactForm({ words }: { words: ContactFormWords }) {
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const send = (event: FormEvent) => {
    event.preventDefault();
    setSendError(null);
    setSending(true);
    // Stands in for a request that the server refuses.
    setTimeout(() => {
      setSending(false);
      setSendError(words.failure);
    }, 200);
  };
  return (
    <form noValidate onSubmit={send}>
      {sendError && <Alert>{sendError}</Alert>}
      <FormField label={words.email} id="email" required>
        <TextInput name="email" type="email" autoComplete="email" defaultValue="asha@example.org" />
      </FormField>
      <Button type="submit" busy={sending} busyLabel={words.sending}>
        {words.send}
      </Button>
    </form>
  );
}

export const AppearsAfterFailedSend: Story = {
  render: (_args, context) => <FailingContactForm words={storyWords(context, contactFormWords)} />,
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

function FocusingContactForm({ failure, words }: { failure: string; words: ContactFormWords }) {
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
    <form noValidate onSubmit={send} aria-label={words.form}>
      {sendError ? <Alert focusKey={attempt}>{sendError}</Alert> : null}
      <FormField label={words.email} id="email" required>
        <TextInput name="email" type="email" autoComplete="email" defaultValue="asha@example.org" />
      </FormField>
      <Button type="submit" busy={sending} busyLabel={words.sending}>
        {words.send}
      </Button>
    </form>
  );
}

/** A failed send takes focus to the banner, which says what happened and what to do. */
export const FocusedAfterFailedSend: Story = {
  render: (_args, context) => {
    const words = storyWords(context, contactFormWords);
    return <FocusingContactForm failure={words.failure} words={words} />;
  },
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
  render: (_args, context) => (
    <FocusingContactForm
      failure={storyWords(context, { en: 'Error 500', hi: 'त्रुटि 500' })}
      words={storyWords(context, contactFormWords)}
    />
  ),
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

/** The All states story's words: a Hindi page gives its own. */
const allStatesWords = {
  en: {
    notSent: 'Your message was not sent',
    failure: 'Failed to send message. Please try again.',
    closes: 'Registration for the Goa fest closes on 30 November.',
    saved: 'Your details have been saved.',
    application: 'We could not send your application',
    stillHere: 'Your answers are still here. Please try again in a few minutes.',
  },
  hi: {
    notSent: 'आपका संदेश नहीं भेजा गया',
    failure: 'संदेश नहीं भेजा जा सका। कृपया फिर कोशिश करें।',
    closes: 'गोवा फ़ेस्ट का पंजीकरण 30 नवंबर को बंद होगा।',
    saved: 'आपकी जानकारी सहेज ली गई है।',
    application: 'हम आपका आवेदन नहीं भेज सके',
    stillHere: 'आपके जवाब अभी यहीं हैं। कृपया कुछ मिनट बाद फिर कोशिश करें।',
  },
};

export const AllStates: Story = {
  name: 'All states',
  render: (_args, context) => {
    const words = storyWords(context, allStatesWords);
    return (
      <>
        <Alert title={words.notSent}>{words.failure}</Alert>
        <Alert variant="info">{words.closes}</Alert>
        <Alert variant="success">{words.saved}</Alert>
        <Alert focusKey={1} title={words.application}>
          {words.stillHere}
        </Alert>
      </>
    );
  },
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
  parameters: {
    hindi: {
      args: {
        title: 'हम आपका आवेदन नहीं भेज सके',
        children:
          'हमारे सर्वर ने समय पर जवाब नहीं दिया, इसलिए करियर मार्गदर्शन कार्यशाला के लिए आपका आवेदन नहीं भेजा गया। ' +
          'आपके जवाब अभी यहीं हैं। कृपया कुछ मिनट बाद फिर कोशिश करें। ऐसा बार-बार हो, तो सोमवार से शुक्रवार, ' +
          'सुबह 9 से शाम 5 बजे के बीच +91 832 246 0000 पर फ़ोन करें। हम फ़ोन पर ही आपका आवेदन ले लेंगे।',
      },
    },
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
