import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type FormEvent } from 'react';
import { expect, waitFor } from 'storybook/test';
import { Button } from '../button/Button.js';
import { FormField } from '../form-field/FormField.js';
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
  play: async ({ canvas }) => {
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
    docs: {
      description: {
        story:
          'Sighted users see the list of results change; screen reader users hear "3 workshops found" instead of ' +
          'having to look for the list. The message is not drawn, so it must only repeat what the page already shows.',
      },
    },
  },
  play: async ({ canvas }) => {
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
  play: async ({ canvas, userEvent }) => {
    const status = canvas.getByRole('status');
    await expect(status).toBeEmptyDOMElement();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Subscribe' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('status')).toBe(status);
    await expect(status).toHaveTextContent('Subscribing...');
    await waitFor(() => expect(status).toHaveTextContent('Successfully Subscribed!'));
    await expect(canvas.getByRole('status')).toBe(status);
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
