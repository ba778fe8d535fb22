import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyWords } from '../docs-support/story-language.js';
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
    hindi: { args: { children: 'जमा करें' } },
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

/** The sending forms' words: a Hindi page gives its own (the site's busy labels). */
const sendWords = {
  en: {
    send: 'Send Message',
    sending: 'Sending Message...',
    sent: 'Message sent. We will reply within two working days.',
  },
  hi: {
    send: 'संदेश भेजें',
    sending: 'संदेश भेजा जा रहा है...',
    sent: 'संदेश भेज दिया गया। हम 2 कामकाजी दिनों में जवाब देंगे।',
  },
};
type SendWords = (typeof sendWords)['en'];

export const Primary: Story = {
  parameters: { transcript: true },
  play: async ({ canvas, userEvent }) => {
    await heard.readToEnd('read the page');
    await heard.act('Tab', () => userEvent.tab());
    await expect(canvas.getByRole('button', { name: 'Submit' })).toHaveFocus();
  },
};

export const Variants: Story = {
  render: (args, context) => {
    const words = storyWords(context, {
      en: {
        primary: 'Primary',
        secondary: 'Secondary',
        outline: 'Outline',
        ghost: 'Ghost',
        danger: 'Delete',
      },
      hi: { primary: 'मुख्य', secondary: 'दूसरा', outline: 'आउटलाइन', ghost: 'घोस्ट', danger: 'मिटाएँ' },
    });
    return (
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem' }}>
        <Button {...args} variant="primary">
          {words.primary}
        </Button>
        <Button {...args} variant="secondary">
          {words.secondary}
        </Button>
        <Button {...args} variant="outline">
          {words.outline}
        </Button>
        <Button {...args} variant="ghost">
          {words.ghost}
        </Button>
        <Button {...args} variant="danger">
          {words.danger}
        </Button>
      </div>
    );
  },
};

const sizeWords = {
  en: { small: 'Small', medium: 'Medium', large: 'Large' },
  hi: { small: 'छोटा', medium: 'मध्यम', large: 'बड़ा' },
};

export const Sizes: Story = {
  render: (args, context) => {
    const words = storyWords(context, sizeWords);
    return (
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '1rem' }}>
        <Button {...args} size="sm">
          {words.small}
        </Button>
        <Button {...args} size="md">
          {words.medium}
        </Button>
        <Button {...args} size="lg">
          {words.large}
        </Button>
      </div>
    );
  },
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
  parameters: { hindi: { args: { busyLabel: 'भेजा जा रहा है...' } } },
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

function SubmitOnce({ onSend, words }: { onSend: () => void; words: SendWords }) {
  const [busy, setBusy] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
        setBusy(true);
      }}
    >
      <Button type="submit" busy={busy} busyLabel={words.sending}>
        {words.send}
      </Button>
    </form>
  );
}

export const NoDoubleSubmit: Story = {
  name: 'Busy: a second click sends nothing',
  args: { onClick: fn() },
  render: (args, context) => (
    <SubmitOnce onSend={() => args.onClick?.({} as never)} words={storyWords(context, sendWords)} />
  ),
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
function SendWithProgress({ words }: { words: SendWords }) {
  const [state, setState] = useState<'ready' | 'sending' | 'sent'>('ready');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setState('sending');
        setTimeout(() => setState('sent'), 2000);
      }}
    >
      <Button type="submit" busy={state === 'sending'} busyLabel={words.sending}>
        {words.send}
      </Button>
      <Status style={{ marginBlockStart: '1rem' }}>{state === 'sent' ? words.sent : ''}</Status>
    </form>
  );
}

export const BusyThenDone: Story = {
  name: 'Busy, then done (with a status message)',
  render: (_args, context) => <SendWithProgress words={storyWords(context, sendWords)} />,
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
  render: (_args, context) => {
    const words = storyWords(context, {
      en: {
        send: 'Send',
        labels: ['Submitting...', 'Processing...', 'Sending Message...', 'Subscribing...'],
      },
      hi: {
        send: 'भेजें',
        labels: ['भेजा जा रहा है...', 'काम हो रहा है...', 'संदेश भेजा जा रहा है...', 'सदस्यता हो रही है...'],
      },
    });
    return (
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem' }}>
        {words.labels.map((label) => (
          <Button key={label} busy busyLabel={label}>
            {words.send}
          </Button>
        ))}
      </div>
    );
  },
};

const longLabelHi = 'गोवा फ़ेस्ट की करियर मार्गदर्शन कार्यशाला के लिए पंजीकरण करें और पुष्टि का ई-मेल पाएँ';

export const LongLabel: Story = {
  args: {
    children: 'Register for the career guidance workshop at the Goa fest and receive a confirmation e-mail',
  },
  parameters: { hindi: { args: { children: longLabelHi } } },
};

/** The links' words, as the site says them. */
const linkWords = {
  en: { volunteer: 'Volunteer with Us', donate: 'Donate Now', programmes: 'Our programmes' },
  hi: { volunteer: 'हमारे साथ स्वयंसेवा करें', donate: 'अभी दान करें', programmes: 'हमारे कार्यक्रम' },
};

export const AsLink: Story = {
  name: 'ButtonLink (navigates)',
  render: (_args, context) => {
    const words = storyWords(context, linkWords);
    return (
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem' }}>
        <ButtonLink href="#volunteer">{words.volunteer}</ButtonLink>
        <ButtonLink href="#donate" variant="secondary">
          {words.donate}
        </ButtonLink>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Volunteer with Us' });
    await expect(link).toHaveAttribute('href', '#volunteer');
  },
};

export const NarrowViewport: Story = {
  args: { fullWidth: true, children: 'Submit Registration' },
  parameters: { hindi: { args: { children: 'पंजीकरण जमा करें' } } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** The All states story's words: a Hindi page gives its own. */
const allStatesWords = {
  en: {
    focused: 'Focused',
    signIn: 'Sign In',
    variants: 'Variants',
    register: 'Register',
    saveDraft: 'Save as draft',
    preview: 'Preview',
    cancel: 'Cancel',
    deleteApplication: 'Delete application',
    sizes: 'Sizes',
    busy: 'Busy, unavailable and disabled',
    send: sendWords.en.send,
    sending: sendWords.en.sending,
    savingDraft: 'Saving draft...',
    book: 'Book a place',
    waitingList: 'Join the waiting list',
    long: 'A long label and the full width',
    longLabel: 'Register for the career guidance workshop at the Goa fest and receive a confirmation e-mail',
    submitRegistration: 'Submit Registration',
    links: 'Links that look like buttons',
  },
  hi: {
    focused: 'फ़ोकस में',
    signIn: 'साइन इन करें',
    variants: 'प्रकार',
    register: 'पंजीकरण करें',
    saveDraft: 'ड्राफ़्ट सहेजें',
    preview: 'झलक देखें',
    cancel: 'रद्द करें',
    deleteApplication: 'आवेदन मिटाएँ',
    sizes: 'आकार',
    busy: 'व्यस्त, अभी उपलब्ध नहीं, और बंद',
    send: sendWords.hi.send,
    sending: sendWords.hi.sending,
    savingDraft: 'ड्राफ़्ट सहेजा जा रहा है...',
    book: 'जगह बुक करें',
    waitingList: 'प्रतीक्षा सूची में नाम लिखवाएँ',
    long: 'लंबा लेबल और पूरी चौड़ाई',
    longLabel: longLabelHi,
    submitRegistration: 'पंजीकरण जमा करें',
    links: 'बटन जैसे दिखने वाले लिंक',
  },
};

export const AllStates: Story = {
  name: 'All states',
  render: (_args, context) => {
    const words = storyWords(context, allStatesWords);
    const sizes = storyWords(context, sizeWords);
    const links = storyWords(context, linkWords);
    return (
      // The padding keeps the focus ring, drawn outside the button, inside the picture.
      <div style={{ display: 'grid', justifyItems: 'start', gap: '1rem', padding: '0.5rem' }}>
        <h2>{words.focused}</h2>
        <Button>{words.signIn}</Button>
        <h2>{words.variants}</h2>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem' }}>
          <Button variant="primary">{words.register}</Button>
          <Button variant="secondary">{words.saveDraft}</Button>
          <Button variant="outline">{words.preview}</Button>
          <Button variant="ghost">{words.cancel}</Button>
          <Button variant="danger">{words.deleteApplication}</Button>
        </div>
        <h2>{words.sizes}</h2>
        <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '1rem' }}>
          <Button size="sm">{sizes.small}</Button>
          <Button size="md">{sizes.medium}</Button>
          <Button size="lg">{sizes.large}</Button>
        </div>
        <h2>{words.busy}</h2>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem' }}>
          <Button busy busyLabel={words.sending}>
            {words.send}
          </Button>
          <Button variant="secondary" busy busyLabel={words.savingDraft}>
            {words.saveDraft}
          </Button>
          <Button aria-disabled="true">{words.book}</Button>
          <Button disabled>{words.waitingList}</Button>
        </div>
        <h2>{words.long}</h2>
        <Button>{words.longLabel}</Button>
        <div style={{ justifySelf: 'stretch' }}>
          <Button fullWidth>{words.submitRegistration}</Button>
        </div>
        <h2>{words.links}</h2>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem' }}>
          <ButtonLink href="#volunteer">{links.volunteer}</ButtonLink>
          <ButtonLink href="#donate" variant="secondary">
            {links.donate}
          </ButtonLink>
          <ButtonLink href="#programmes" variant="outline">
            {links.programmes}
          </ButtonLink>
        </div>
      </div>
    );
  },
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
  render: (args, context) => (
    <Button {...args} variant="primary">
      {storyWords(context, linkWords).volunteer}
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
function DisableWhileSending({ words }: { words: SendWords }) {
  const [sending, setSending] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setSending(true);
      }}
    >
      <Button type="submit" disabled={sending}>
        {sending ? words.sending : words.send}
      </Button>
    </form>
  );
}

export const DontDisableWhileSending: Story = {
  name: "Don't: disable the button while sending",
  render: (_args, context) => <DisableWhileSending words={storyWords(context, sendWords)} />,
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
