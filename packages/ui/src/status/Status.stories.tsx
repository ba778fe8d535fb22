import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type FormEvent } from 'react';
import { expect } from 'storybook/test';
import { Button } from '../button/Button.js';
import { storyWords } from '../docs-support/story-language.js';
import { FormField } from '../form-field/FormField.js';
import { heard } from '../test-support/heard.js';
import { TextInput } from '../text-input/TextInput.js';
import { Status } from './Status.js';
import { statusGuidance } from './Status.guidance.js';

const meta = {
  title: 'Feedback/Status',
  component: Status,
  args: { children: 'Submitting...' },
  argTypes: { tone: { control: 'inline-radio', options: ['neutral', 'info', 'success'] } },
  parameters: {
    hindi: { args: { children: 'भेजा जा रहा है...' } },
    docs: {
      guidance: statusGuidance,
      description: {
        component:
          'A polite live region: `role="status"` implies `aria-live="polite"` and `aria-atomic="true"`, so screen readers ' +
          'read the whole message when it changes, once they finish what they are saying, without moving focus. Use it for ' +
          "progress and results: 'Submitting...', 'Successfully Subscribed!', a character count. Render it before the " +
          'message arrives and keep it rendered while the text changes: a live region added together with its text is ' +
          'often not announced. With `visuallyHidden` the message is for screen readers only. Urgent errors belong in ' +
          'an Alert instead.',
      },
    },
  },
} satisfies Meta<typeof Status>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { transcript: true },
  play: async ({ canvas }) => {
    // A status message is read where it is.
    await heard.readToEnd('read the page');
    await expect(canvas.getByRole('status')).toHaveTextContent('Submitting...');
  },
};

const workshopWords = {
  en: {
    heading: 'Workshops in Goa',
    workshops: ['Career guidance', 'Sign language basics', 'Accessible documents'],
  },
  hi: {
    heading: 'गोवा में कार्यशालाएँ',
    workshops: ['करियर मार्गदर्शन', 'सांकेतिक भाषा की शुरुआत', 'सुगम्य दस्तावेज़'],
  },
};

export const VisuallyHiddenStatus: Story = {
  args: { visuallyHidden: true, children: `${workshopWords.en.workshops.length} workshops found` },
  render: (args, context) => {
    const words = storyWords(context, workshopWords);
    return (
      <>
        <h2>{words.heading}</h2>
        <Status {...args} />
        <ul>
          {words.workshops.map((workshop) => (
            <li key={workshop}>{workshop}</li>
          ))}
        </ul>
      </>
    );
  },
  parameters: {
    transcript: true,
    hindi: { args: { children: `${workshopWords.hi.workshops.length} कार्यशालाएँ मिलीं` } },
    docs: {
      description: {
        story:
          'Sighted users see the list of results change; screen reader users hear "3 workshops found" instead of ' +
          'having to look for the list. The message is not drawn, so it must only repeat what the page already shows.',
      },
    },
  },
  play: async ({ canvas }) => {
    // The hidden message repeats what the page shows.
    await heard.readToEnd('read the page');
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('3 workshops found');
    await expect(status.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

/** The newsletter form's words, as the site's newsletter form says them. */
const newsletterWords = {
  en: {
    email: 'Email',
    subscribe: 'Subscribe',
    subscribing: 'Subscribing...',
    subscribed: 'Successfully Subscribed!',
  },
  hi: {
    email: 'ई-मेल',
    subscribe: 'सदस्यता लें',
    subscribing: 'सदस्यता हो रही है...',
    subscribed: 'सदस्यता हो गई!',
  },
};

function Newsletter({ words }: { words: (typeof newsletterWords)['en'] }) {
  const [message, setMessage] = useState('');
  const subscribe = (event: FormEvent) => {
    event.preventDefault();
    setMessage(words.subscribing);
    setTimeout(() => setMessage(words.subscribed), 200);
  };
  return (
    <form noValidate onSubmit={subscribe}>
      <FormField label={words.email} required>
        <TextInput name="email" type="email" autoComplete="email" defaultValue="asha@example.org" />
      </FormField>
      <Button type="submit">{words.subscribe}</Button>
      <Status
        tone={message === words.subscribed ? 'success' : 'neutral'}
        style={{ marginBlockStart: '1rem' }}
      >
        {message}
      </Status>
    </form>
  );
}

export const ChangingMessage: Story = {
  render: (_args, context) => <Newsletter words={storyWords(context, newsletterWords)} />,
  parameters: { transcript: true },
  play: async ({ canvas, userEvent }) => {
    // The progress and the result are announced without moving focus.
    const status = canvas.getByRole('status');
    await expect(status).toBeEmptyDOMElement();
    await heard.act('Tab', () => userEvent.tab());
    await heard.act('Tab', () => userEvent.tab());
    const button = canvas.getByRole('button', { name: 'Subscribe' });
    await expect(button).toHaveFocus();
    // Every text the region shows, in order: the progress message lasts only a fifth of a second, which
    // a busy machine can spend before the next line runs, so it is recorded as it arrives.
    const shown: string[] = [];
    const observer = new MutationObserver(() => {
      const text = status.textContent ?? '';
      if (text !== shown.at(-1)) shown.push(text);
    });
    observer.observe(status, { subtree: true, childList: true, characterData: true });
    try {
      // One step: the result follows the progress message within a fifth of a second, so the two are
      // heard after the same key press.
      await heard.act('press Enter', () => userEvent.keyboard('{Enter}'), {
        until: () => status.textContent === 'Successfully Subscribed!',
      });
    } finally {
      observer.disconnect();
    }
    await expect(shown).toEqual(['Subscribing...', 'Successfully Subscribed!']);
    await expect(canvas.getByRole('status')).toBe(status);
    await expect(button).toHaveFocus();
  },
};

export const Success: Story = {
  args: { tone: 'success', children: 'Successfully Subscribed!' },
  parameters: { hindi: { args: { children: 'सदस्यता हो गई!' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveClass('ui-status--success');
  },
};

const infoHi = '40 में से 12 आयोजन दिख रहे हैं। सूची छोटी करने के लिए फ़िल्टर चुनें।';

export const Info: Story = {
  args: { tone: 'info', children: 'Showing 12 of 40 events. Use the filters to narrow the list.' },
  parameters: { hindi: { args: { children: infoHi } } },
};

export const AllStates: Story = {
  name: 'All states',
  render: (_args, context) => {
    const words = storyWords(context, {
      en: {
        submitting: 'Submitting your registration...',
        info: 'Showing 12 of 40 events. Use the filters to narrow the list.',
        subscribed: 'Successfully Subscribed!',
        found: '3 workshops found',
      },
      hi: {
        submitting: 'आपका पंजीकरण भेजा जा रहा है...',
        info: infoHi,
        subscribed: 'सदस्यता हो गई!',
        found: '3 कार्यशालाएँ मिलीं',
      },
    });
    return (
      <div style={{ display: 'grid', gap: '1rem' }}>
        <Status>{words.submitting}</Status>
        <Status tone="info">{words.info}</Status>
        <Status tone="success">{words.subscribed}</Status>
        <Status visuallyHidden>{words.found}</Status>
      </div>
    );
  },
  parameters: { pictures: { modes: ['dark', 'forced-colors', 'narrow'] } },
  play: async ({ canvas }) => {
    const [neutral, info, success, hidden] = canvas.getAllByRole('status');
    await expect(neutral).toHaveClass('ui-status--neutral');
    await expect(info).toHaveClass('ui-status--info');
    await expect(success).toHaveClass('ui-status--success');
    await expect(hidden?.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

// Do and don't (shown on the docs page, from Status.guidance.ts)

/** The wrong way: the status is added to the page together with its message. */
function StatusAddedWithMessage({ words }: { words: (typeof newsletterWords)['en'] }) {
  const [message, setMessage] = useState('');
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setMessage(words.subscribed);
      }}
    >
      <FormField label={words.email} required>
        <TextInput name="email" type="email" autoComplete="email" defaultValue="asha@example.org" />
      </FormField>
      <Button type="submit">{words.subscribe}</Button>
      {message ? <Status tone="success">{message}</Status> : null}
    </form>
  );
}

export const DontAddWithMessage: Story = {
  name: "Don't: add the status together with its message",
  render: (_args, context) => <StatusAddedWithMessage words={storyWords(context, newsletterWords)} />,
  parameters: {
    docs: {
      description: {
        story:
          'It looks the same, but many screen readers miss a live region that arrives with its text already in it, ' +
          'so the visitor presses Subscribe and hears nothing. Render the Status empty and change its text.',
      },
    },
  },
};
