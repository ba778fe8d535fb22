import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type FormEvent } from 'react';
import { expect } from 'storybook/test';
import { storyWords } from '../docs-support/story-language.js';
import { FormField } from '../form-field/FormField.js';
import { heard } from '../test-support/heard.js';
import { TextArea } from '../text-area/TextArea.js';
import { FormFrame } from './FormFrame.js';
import { formFrameGuidance } from './FormFrame.guidance.js';

const meta = {
  title: 'Forms/FormFrame',
  component: FormFrame,
  args: { submitLabel: 'Send message', busyLabel: 'Sending Message...', children: null },
  parameters: {
    hindi: { args: { submitLabel: 'संदेश भेजें', busyLabel: 'संदेश भेजा जा रहा है...' } },
    docs: {
      guidance: formFrameGuidance,
      description: {
        component:
          'A form checked when it is submitted: the ErrorSummary and the banner of a failed send above the fields, ' +
          'each taking focus, the submit button, busy while the form is sent, and a hidden Status that says so. ' +
          'What the form does stays with the page: its `onSubmit`, `method` and `action`.',
      },
    },
  },
} satisfies Meta<typeof FormFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The stories' words: a Hindi page gives its own. */
const formWords = {
  en: {
    form: 'Write to us',
    submit: 'Send message',
    busy: 'Sending Message...',
    message: 'Message',
    messageError: 'Enter your message',
    bannerError: 'The message could not be sent. Check your connection and try again.',
    question: 'When is the next workshop?',
    empty: 'Empty',
    withError: 'With an error',
    sending: 'Sending',
  },
  hi: {
    form: 'हमें लिखें',
    submit: 'संदेश भेजें',
    busy: 'संदेश भेजा जा रहा है...',
    message: 'संदेश',
    messageError: 'अपना संदेश लिखें',
    bannerError: 'संदेश नहीं भेजा जा सका। अपना इंटरनेट कनेक्शन जाँचें और फिर कोशिश करें।',
    question: 'अगली कार्यशाला कब है?',
    empty: 'खाली',
    withError: 'त्रुटि के साथ',
    sending: 'भेजा जा रहा है',
  },
};

type FormWords = (typeof formWords)['en'];

/** A form checked on submit: an empty message is an error, a written one is sent. */
function MessageForm({ words }: { words: FormWords }) {
  const [error, setError] = useState<string>();
  const [submits, setSubmits] = useState(0);
  const [busy, setBusy] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmits((count) => count + 1);
    const message = new FormData(event.currentTarget).get('message');
    setError(message ? undefined : words.messageError);
    if (message) setBusy(true);
  };
  return (
    <FormFrame
      aria-label={words.form}
      submitLabel={words.submit}
      busyLabel={words.busy}
      errors={error ? [{ fieldId: 'message', message: error }] : []}
      focusKey={submits}
      busy={busy}
      onSubmit={submit}
    >
      <FormField id="message" label={words.message} error={error} required>
        <TextArea name="message" rows={3} />
      </FormField>
    </FormFrame>
  );
}

export const Default: Story = {
  render: (_args, context) => <MessageForm words={storyWords(context, formWords)} />,
  parameters: { transcript: true },
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Send message' });
    button.focus();
    await heard.act("press Enter on 'Send message' with the field empty", () =>
      userEvent.keyboard('{Enter}'),
    );
    const summary = canvas.getByRole('group', { name: /There is a problem/ });
    await expect(summary).toHaveFocus();
    await heard.act('Tab, then Enter on the error', async () => {
      await userEvent.tab();
      await userEvent.keyboard('{Enter}');
    });
    const field = canvas.getByRole('textbox', { name: /Message/ });
    await expect(field).toHaveFocus();
    await userEvent.type(field, 'When is the next workshop?');
    await heard.act("Tab to 'Send message' and press Enter", async () => {
      await userEvent.tab();
      await userEvent.keyboard('{Enter}');
    });
    await expect(canvas.getByRole('status')).toHaveTextContent('Sending Message...');
  },
};

export const AllStates: Story = {
  name: 'All states',
  render: (_args, context) => {
    const words = storyWords(context, formWords);
    return (
      <div style={{ display: 'grid', gap: '1rem' }}>
        <h2 id="state-empty">{words.empty}</h2>
        <FormFrame aria-labelledby="state-empty" submitLabel={words.submit} busyLabel={words.busy}>
          <FormField id="empty-message" label={words.message} required>
            <TextArea name="message" rows={2} />
          </FormField>
        </FormFrame>
        <h2 id="state-error">{words.withError}</h2>
        <FormFrame
          aria-labelledby="state-error"
          submitLabel={words.submit}
          busyLabel={words.busy}
          errors={[{ fieldId: 'error-message', message: words.messageError }]}
          bannerError={words.bannerError}
        >
          <FormField id="error-message" label={words.message} error={words.messageError} required>
            <TextArea name="message" rows={2} />
          </FormField>
        </FormFrame>
        <h2 id="state-busy">{words.sending}</h2>
        <FormFrame aria-labelledby="state-busy" submitLabel={words.submit} busyLabel={words.busy} busy>
          <FormField id="busy-message" label={words.message} required>
            <TextArea name="message" rows={2} defaultValue={words.question} />
          </FormField>
        </FormFrame>
      </div>
    );
  },
  parameters: { pictures: { modes: ['dark', 'forced-colors', 'narrow'] } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('form')).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Sending Message...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};
