import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Button } from '../button/Button.js';
import { FormField } from '../form-field/FormField.js';
import { Modal } from '../modal/Modal.js';
import { animationsEnded } from '../test-support/animations.js';
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

export const Default: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const details = canvasElement.querySelector('details') as HTMLDetailsElement;
    const summary = summaryOf(canvasElement);
    await expect(details.open).toBe(false);
    await expect(summary.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.tab();
    await expect(summary).toHaveFocus();
    // Storybook's userEvent simulates keys in script, and a <summary> opens only on a key the browser
    // itself sends; Details.test.tsx presses the real Enter and Space. Here it is clicked.
    await userEvent.click(summary);
    await waitFor(() => expect(details.open).toBe(true));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(summary);
    await waitFor(() => expect(details.open).toBe(false));
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
    await waitFor(() => expect(details.open).toBe(true));
    await userEvent.click(summaryOf(canvasElement));
    await expect(canvas.getByText('The help is closed.')).toBeVisible();
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
    const dialog = await screen.findByRole('dialog', { name: 'Apply for the scholarship' });
    await animationsEnded(dialog);
    await userEvent.tab();
    await userEvent.tab();
    const summary = dialog.querySelector('summary') as HTMLElement;
    await expect(summary).toHaveFocus();
    await userEvent.click(summary);
    await waitFor(() => expect(within(dialog).getByText(/Your UDID number is on your/)).toBeVisible());
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
