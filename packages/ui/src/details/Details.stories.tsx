import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, within } from 'storybook/test';
import { eventually } from '../test-support/eventually.js';
import { Button } from '../button/Button.js';
import { FormField } from '../form-field/FormField.js';
import { Modal } from '../modal/Modal.js';
import { animationsEnded } from '../test-support/animations.js';
import { heard } from '../test-support/heard.js';
import { TextInput } from '../text-input/TextInput.js';
import { detailsGuidance } from './Details.guidance.js';
import { Details } from './Details.js';

const udidHelp = (
  <>
    <p>
      Your UDID number is on your Unique Disability ID card, under your photograph. It has 18 characters: two
      letters for your state, then numbers.
    </p>
    <p>
      If you have applied but not received the card yet, the number is in the message you received after
      applying.
    </p>
  </>
);

const meta = {
  title: 'Components/Details',
  component: Details,
  args: {
    summary: 'Where to find your UDID number',
    children: udidHelp,
    onOpenChange: fn(),
  },
  parameters: {
    docs: {
      guidance: detailsGuidance,
      description: {
        component:
          'A native `<details>` and `<summary>`, drawn as GOV.UK draws it: an underlined line with a triangle that points ' +
          'right when closed and down when open. The browser does the rest: Enter and Space toggle it, screen readers ' +
          'say ‘collapsed’ or ‘expanded’, find-in-page opens it, and it works without scripts. `open` and ' +
          '`onOpenChange` control it when needed.',
      },
    },
  },
} satisfies Meta<typeof Details>;

export default meta;
type Story = StoryObj<typeof meta>;

const summaryOf = (root: HTMLElement) => root.querySelector('summary') as HTMLElement;

/**
 * Presses Enter or Space on the focused summary and resolves once the details has toggled. Storybook's
 * userEvent sends keys from script, which browsers never act on, and it clicks for the keys of buttons
 * and links but not of a `<summary>`: the click that a real Enter (on key down) or Space (on key up)
 * makes is sent here. Details.test.tsx presses the real keys.
 */
async function pressOnSummary(
  userEvent: { keyboard: (keys: string) => Promise<unknown> },
  key: '{Enter}' | ' ',
  summary: HTMLElement,
) {
  const details = summary.parentElement as HTMLDetailsElement;
  const toggled = new Promise((resolve) => details.addEventListener('toggle', resolve, { once: true }));
  await userEvent.keyboard(key);
  summary.click();
  await toggled;
}

export const Default: Story = {
  parameters: { transcript: true },
  play: async ({ canvasElement, args, userEvent }) => {
    // Find the summary, open it, read the help, close it.
    const details = canvasElement.querySelector('details') as HTMLDetailsElement;
    const summary = summaryOf(canvasElement);
    await expect(details.open).toBe(false);
    await expect(summary.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await heard.readToEnd('read the page');
    await heard.act('Tab', () => userEvent.tab());
    await expect(summary).toHaveFocus();
    await heard.act('press Enter', () => pressOnSummary(userEvent, '{Enter}', summary));
    await expect(details.open).toBe(true);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await expect(summary).toHaveFocus();
    await heard.readToEnd('read on');
    await heard.act('press Space', () => pressOnSummary(userEvent, ' ', summary));
    await expect(details.open).toBe(false);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(summary).toHaveFocus();
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    await expect((canvasElement.querySelector('details') as HTMLDetailsElement).open).toBe(true);
  },
};

export const UnderAField: Story = {
  name: 'Under a field, for help some visitors need',
  render: (args) => (
    <>
      <FormField label="UDID number" hint="For example, MH1234567890123456" required>
        <TextInput name="udid" width="medium" spellCheck={false} autoComplete="off" />
      </FormField>
      <Details {...args} />
    </>
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'UDID number (required)' })).toHaveFocus();
    await userEvent.tab();
    await expect(summaryOf(canvasElement)).toHaveFocus();
  },
};

function ControlledDetails() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Details summary="Where to find your UDID number" open={open} onOpenChange={setOpen}>
        {udidHelp}
      </Details>
      <p>{open ? 'The help is open.' : 'The help is closed.'}</p>
      <Button variant="outline" onClick={() => setOpen(!open)}>
        {open ? 'Close the help' : 'Open the help'}
      </Button>
    </>
  );
}

export const Controlled: Story = {
  render: () => <ControlledDetails />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const details = canvasElement.querySelector('details') as HTMLDetailsElement;
    await userEvent.click(canvas.getByRole('button', { name: 'Open the help' }));
    await eventually(() => expect(details.open).toBe(true));
    await userEvent.click(summaryOf(canvasElement));
    // The text follows the details' toggle event, which the browser sends after the click.
    await expect(await eventually(() => canvas.getByText('The help is closed.'))).toBeVisible();
    await expect(details.open).toBe(false);
  },
};

export const LongContent: Story = {
  args: {
    defaultOpen: true,
    summary:
      'What to do if you cannot get a disability certificate before the scholarship deadline because the medical board has not met',
    children: (
      <>
        <p>
          Apply with the receipt of your certificate application instead. We will accept your scholarship
          application and hold your place for up to six months while you wait for the medical board.
        </p>
        <p>
          When you receive the certificate, send us a photograph or scan of it. If the board’s decision is
          different from what you told us, we will talk to you about what it means for your scholarship before
          we change anything.
        </p>
      </>
    ),
  },
};

export const NarrowViewport: Story = {
  ...LongContent,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const width = document.documentElement.clientWidth;
    await expect(width).toBe(320);
    const details = canvasElement.querySelector('details') as HTMLDetailsElement;
    await expect(details.getBoundingClientRect().right).toBeLessThanOrEqual(width);
    await expect(summaryOf(canvasElement).getBoundingClientRect().right).toBeLessThanOrEqual(width);
  },
};

export const AllStates: Story = {
  name: 'All states',
  render: () => (
    <>
      <Details summary="Where to find your UDID number">{udidHelp}</Details>
      <Details summary="What a disability certificate is" defaultOpen>
        <p>A certificate from a government medical board that says what your disability is.</p>
      </Details>
      <Details
        summary="What to do if you cannot get a disability certificate before the scholarship deadline because the medical board has not met"
        defaultOpen
      >
        <p>
          Apply with the receipt of your certificate application instead. We will accept your scholarship
          application and hold your place for up to six months while you wait for the medical board.
        </p>
      </Details>
    </>
  ),
  parameters: { pictures: { modes: ['dark', 'forced-colors', 'narrow'] } },
  // Closed with focus on its summary, open, and open with a summary that wraps.
  play: async ({ canvasElement, userEvent }) => {
    const [closed, open, long] = [...canvasElement.querySelectorAll('details')];
    await expect([closed?.open, open?.open, long?.open]).toEqual([false, true, true]);
    await userEvent.tab();
    await expect(closed?.querySelector('summary')).toHaveFocus();
  },
};

function HelpInModal() {
  const [open, setOpen] = useState(false);
  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      title="Apply for the scholarship"
      trigger={<Button>Apply</Button>}
    >
      <FormField label="UDID number" required>
        <TextInput name="udid" width="medium" />
      </FormField>
      <Details summary="Where to find your UDID number">{udidHelp}</Details>
    </Modal>
  );
}

export const InModal: Story = {
  render: () => <HelpInModal />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    const dialog = await eventually(() => screen.getByRole('dialog', { name: 'Apply for the scholarship' }));
    await animationsEnded(dialog);
    await userEvent.tab();
    await userEvent.tab();
    const summary = dialog.querySelector('summary') as HTMLElement;
    await expect(summary).toHaveFocus();
    await userEvent.click(summary);
    await eventually(() => expect(within(dialog).getByText(/Your UDID number is on your/)).toBeVisible());
  },
};

/** Don't: something every visitor must know, hidden behind a summary. */
export const DontHideWhatEveryoneNeeds: Story = {
  name: "Don't: hide what every visitor needs",
  args: {
    summary: 'Deadline and documents',
    children: (
      <p>
        Applications close on 30 September. You must send your disability certificate and your last mark
        sheet.
      </p>
    ),
  },
};
