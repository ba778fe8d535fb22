import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type FormEvent } from 'react';
import { expect } from 'storybook/test';
import { Button } from '../button/Button.js';
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

const workshops = ['Career guidance', 'Sign language basics', 'Accessible documents'];

export const VisuallyHiddenStatus: Story = {
  args: { visuallyHidden: true, children: `${workshops.length} workshops found` },
  render: (args) => (
    <>
      <h2>Workshops in Goa</h2>
      <Status {...args} />
      <ul>
        {workshops.map((workshop) => (
          <li key={workshop}>{workshop}</li>
        ))}
      </ul>
    </>
  ),
  parameters: {
    transcript: true,
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

function Newsletter() {
  const [message, setMessage] = useState('');
  const subscribe = (event: FormEvent) => {
    event.preventDefault();
    setMessage('Subscribing...');
    setTimeout(() => setMessage('Successfully Subscribed!'), 200);
  };
  return (
    <form noValidate onSubmit={subscribe}>
      <FormField label="Email" required>
        <TextInput name="email" type="email" autoComplete="email" defaultValue="asha@example.org" />
      </FormField>
      <Button type="submit">Subscribe</Button>
      <Status
        tone={message.startsWith('Success') ? 'success' : 'neutral'}
        style={{ marginBlockStart: '1rem' }}
      >
        {message}
      </Status>
    </form>
  );
}

export const ChangingMessage: Story = {
  render: () => <Newsletter />,
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
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveClass('ui-status--success');
  },
};

export const Info: Story = {
  args: { tone: 'info', children: 'Showing 12 of 40 events. Use the filters to narrow the list.' },
};

export const AllStates: Story = {
  name: 'All states',
  render: () => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <Status>Submitting your registration...</Status>
      <Status tone="info">Showing 12 of 40 events. Use the filters to narrow the list.</Status>
      <Status tone="success">Successfully Subscribed!</Status>
      <Status visuallyHidden>3 workshops found</Status>
    </div>
  ),
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
function StatusAddedWithMessage() {
  const [message, setMessage] = useState('');
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setMessage('Successfully Subscribed!');
      }}
    >
      <FormField label="Email" required>
        <TextInput name="email" type="email" autoComplete="email" defaultValue="asha@example.org" />
      </FormField>
      <Button type="submit">Subscribe</Button>
      {message ? <Status tone="success">{message}</Status> : null}
    </form>
  );
}

export const DontAddWithMessage: Story = {
  name: "Don't: add the status together with its message",
  render: () => <StatusAddedWithMessage />,
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
