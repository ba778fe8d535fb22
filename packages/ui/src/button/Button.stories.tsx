import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Status } from '../status/Status.js';
import { heard } from '../test-support/heard.js';
import { Button, ButtonLink } from './Button.js';
import { buttonGuidance } from './Button.guidance.js';

const meta = {
  title: 'Components/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Submit', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'outline', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  parameters: {
    docs: {
      guidance: buttonGuidance,
      description: {
        component:
          'A native `<button>` with variants from `class-variance-authority`. Every size is at least 44×44 CSS px. ' +
          'While `busy`, it shows its busy label, stays in the tab order with `aria-disabled="true"` and ignores clicks, ' +
          'so a form cannot be sent twice. For navigation use `ButtonLink`: a link that looks like a button is still a link.',
      },
    },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  parameters: { transcript: true },
  play: async ({ canvas, userEvent }) => {
    await heard.readToEnd('read the page');
    await heard.act('Tab', () => userEvent.tab());
    await expect(canvas.getByRole('button', { name: 'Submit' })).toHaveFocus();
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem' }}>
      <Button {...args} variant="primary">
        Primary
      </Button>
      <Button {...args} variant="secondary">
        Secondary
      </Button>
      <Button {...args} variant="outline">
        Outline
      </Button>
      <Button {...args} variant="ghost">
        Ghost
      </Button>
      <Button {...args} variant="danger">
        Delete
      </Button>
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '1rem' }}>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    for (const button of canvas.getAllByRole('button')) {
      const { width, height } = button.getBoundingClientRect();
      await expect(width).toBeGreaterThanOrEqual(44);
      await expect(height).toBeGreaterThanOrEqual(44);
    }
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Submit' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Busy: Story = {
  args: { busy: true, busyLabel: 'Submitting...' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Submitting...' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).not.toHaveBeenCalled();
    await expect(button).toHaveFocus();
  },
};

function SubmitOnce({ onSend }: { onSend: () => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
        setBusy(true);
      }}
    >
      <Button type="submit" busy={busy} busyLabel="Sending Message...">
        Send Message
      </Button>
    </form>
  );
}

export const NoDoubleSubmit: Story = {
  name: 'Busy: a second click sends nothing',
  args: { onClick: fn() },
  render: (args) => <SubmitOnce onSend={() => args.onClick?.({} as never)} />,
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Send Message' });
    await userEvent.dblClick(button);
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'Sending Message...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Sends, shows progress on the button, then says the result in a status message beside it. */
function SendWithProgress() {
  const [state, setState] = useState<'ready' | 'sending' | 'sent'>('ready');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setState('sending');
        setTimeout(() => setState('sent'), 2000);
      }}
    >
      <Button type="submit" busy={state === 'sending'} busyLabel="Sending Message...">
        Send Message
      </Button>
      <Status style={{ marginBlockStart: '1rem' }}>
        {state === 'sent' ? 'Message sent. We will reply within two working days.' : ''}
      </Status>
    </form>
  );
}

export const BusyThenDone: Story = {
  name: 'Busy, then done (with a status message)',
  render: () => <SendWithProgress />,
  parameters: { transcript: true },
  play: async ({ canvas, userEvent }) => {
    await heard.act('Tab', () => userEvent.tab());
    await heard.act('press Enter', () => userEvent.keyboard('{Enter}'));
    const button = canvas.getByRole('button', { name: 'Sending Message...' });
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await heard.act('press Enter again', () => userEvent.keyboard('{Enter}'));
    await heard.act('wait', () => undefined, {
      until: () => canvas.getByRole('status').textContent !== '',
    });
    await expect(canvas.getByRole('status')).toHaveTextContent('Message sent.');
    await expect(canvas.getByRole('button', { name: 'Send Message' })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Send Message' })).not.toHaveAttribute('aria-disabled');
  },
};

export const BusyLabels: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem' }}>
      {['Submitting...', 'Processing...', 'Sending Message...', 'Subscribing...'].map((label) => (
        <Button key={label} busy busyLabel={label}>
          Send
        </Button>
      ))}
    </div>
  ),
};

export const LongLabel: Story = {
  args: {
    children: 'Register for the career guidance workshop at the Goa fest and receive a confirmation e-mail',
  },
};

export const AsLink: Story = {
  name: 'ButtonLink (navigates)',
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem' }}>
      <ButtonLink href="#volunteer">Volunteer with Us</ButtonLink>
      <ButtonLink href="#donate" variant="secondary">
        Donate Now
      </ButtonLink>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Volunteer with Us' });
    await expect(link).toHaveAttribute('href', '#volunteer');
  },
};

export const NarrowViewport: Story = {
  args: { fullWidth: true, children: 'Submit Registration' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

export const AllStates: Story = {
  name: 'All states',
  render: () => (
    // The padding keeps the focus ring, drawn outside the button, inside the picture.
    <div style={{ display: 'grid', justifyItems: 'start', gap: '1rem', padding: '0.5rem' }}>
      <h2>Focused</h2>
      <Button>Sign In</Button>
      <h2>Variants</h2>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem' }}>
        <Button variant="primary">Register</Button>
        <Button variant="secondary">Save as draft</Button>
        <Button variant="outline">Preview</Button>
        <Button variant="ghost">Cancel</Button>
        <Button variant="danger">Delete application</Button>
      </div>
      <h2>Sizes</h2>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '1rem' }}>
        <Button size="sm">Small</Button>
        <Button size="md">Medium</Button>
        <Button size="lg">Large</Button>
      </div>
      <h2>Busy, unavailable and disabled</h2>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem' }}>
        <Button busy busyLabel="Sending Message...">
          Send Message
        </Button>
        <Button variant="secondary" busy busyLabel="Saving draft...">
          Save as draft
        </Button>
        <Button aria-disabled="true">Book a place</Button>
        <Button disabled>Join the waiting list</Button>
      </div>
      <h2>A long label and the full width</h2>
      <Button>
        Register for the career guidance workshop at the Goa fest and receive a confirmation e-mail
      </Button>
      <div style={{ justifySelf: 'stretch' }}>
        <Button fullWidth>Submit Registration</Button>
      </div>
      <h2>Links that look like buttons</h2>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem' }}>
        <ButtonLink href="#volunteer">Volunteer with Us</ButtonLink>
        <ButtonLink href="#donate" variant="secondary">
          Donate Now
        </ButtonLink>
        <ButtonLink href="#programmes" variant="outline">
          Our programmes
        </ButtonLink>
      </div>
    </div>
  ),
  parameters: { pictures: { modes: ['dark', 'forced-colors', 'narrow'] } },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(15);
    await expect(canvas.getByRole('button', { name: 'Sending Message...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Join the waiting list' })).toBeDisabled();
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
    // The first one is photographed with its focus ring.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Sign In' })).toHaveFocus();
  },
};

// Do and don't (shown on the docs page, from Button.guidance.ts)

export const DontButtonToNavigate: Story = {
  name: "Don't: a button that goes to another page",
  render: (args) => (
    <Button {...args} variant="primary">
      Volunteer with Us
    </Button>
  ),
  parameters: {
    docs: {
      description: {
        story:
          'Imagine its click handler sets `window.location`. It is announced as a button, is missing from the ' +
          'links list, cannot be opened in a new tab and does not work without scripts. Use `ButtonLink`.',
      },
    },
  },
};

/** The wrong way to stop a second send: `disabled` takes the button out of the tab order, and nothing is said. */
function DisableWhileSending() {
  const [sending, setSending] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setSending(true);
      }}
    >
      <Button type="submit" disabled={sending}>
        {sending ? 'Sending Message...' : 'Send Message'}
      </Button>
    </form>
  );
}

export const DontDisableWhileSending: Story = {
  name: "Don't: disable the button while sending",
  render: () => <DisableWhileSending />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const button = canvas.getByRole('button', { name: 'Sending Message...' });
    await expect(button).toBeDisabled();
    // What goes wrong: the button has left the tab order, so the visitor cannot get back to it, and
    // browsers that apply HTML's focus fix-up move focus to the top of the page at once.
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(button).not.toHaveFocus();
  },
};
