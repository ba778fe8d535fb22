import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import { expect, fn, screen, within } from 'storybook/test';
import { eventually } from '../test-support/eventually.js';
import { Button } from '../button/Button.js';
import { storyWords } from '../docs-support/story-language.js';
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

const udidHelpHi = (
  <>
    <p>
      आपका यूडीआईडी नंबर आपके विशिष्ट दिव्यांगता पहचान पत्र (यूडीआईडी कार्ड) पर, आपकी फ़ोटो के नीचे है। यह 18 अक्षरों और अंकों
      का होता है: पहले आपके राज्य के 2 अक्षर, फिर अंक।
    </p>
    <p>अगर आपने आवेदन किया है पर कार्ड अभी नहीं मिला, तो नंबर उस संदेश में है जो आवेदन के बाद आपको मिला था।</p>
  </>
);

const udidSummaryHi = 'अपना यूडीआईडी नंबर कहाँ देखें';

/**
 * The stories' Hindi args, given story by story: a meta's and a story's `hindi.args` are merged, and
 * two React elements merged key by key make a third that neither story meant.
 */
const udidHi = { summary: udidSummaryHi, children: udidHelpHi };

const longSummary = {
  en: 'What to do if you cannot get a disability certificate before the scholarship deadline because the medical board has not met',
  hi: 'अगर मेडिकल बोर्ड की बैठक न होने से छात्रवृत्ति की आखिरी तारीख से पहले आपको दिव्यांगता प्रमाणपत्र न मिले, तो क्या करें',
};

const longFirstParagraph = {
  en: 'Apply with the receipt of your certificate application instead. We will accept your scholarship application and hold your place for up to six months while you wait for the medical board.',
  hi: 'तब प्रमाणपत्र के आवेदन की रसीद के साथ आवेदन करें। हम आपका छात्रवृत्ति का आवेदन ले लेंगे, और जब तक आप मेडिकल बोर्ड का इंतज़ार करते हैं, 6 महीने तक आपकी जगह रखेंगे।',
};

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
  parameters: { transcript: true, hindi: { args: udidHi } },
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
  parameters: { hindi: { args: udidHi } },
  play: async ({ canvasElement }) => {
    await expect((canvasElement.querySelector('details') as HTMLDetailsElement).open).toBe(true);
  },
};

export const UnderAField: Story = {
  name: 'Under a field, for help some visitors need',
  parameters: { hindi: { args: udidHi } },
  render: (args, context) => (
    <>
      <FormField
        label={storyWords(context, { en: 'UDID number', hi: 'यूडीआईडी नंबर' })}
        hint={storyWords<ReactNode>(context, {
          en: 'For example, MH1234567890123456',
          // Typed exactly as it is written: it stays in Latin letters, marked English.
          hi: (
            <>
              उदाहरण के लिए, <span lang="en">MH1234567890123456</span>
            </>
          ),
        })}
        required
      >
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

const controlledWords = {
  en: {
    summary: 'Where to find your UDID number',
    help: udidHelp,
    isOpen: 'The help is open.',
    isClosed: 'The help is closed.',
    close: 'Close the help',
    open: 'Open the help',
  },
  hi: {
    summary: udidSummaryHi,
    help: udidHelpHi,
    isOpen: 'मदद खुली है।',
    isClosed: 'मदद बंद है।',
    close: 'मदद बंद करें',
    open: 'मदद खोलें',
  },
};

function ControlledDetails({ words }: { words: (typeof controlledWords)['en'] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Details summary={words.summary} open={open} onOpenChange={setOpen}>
        {words.help}
      </Details>
      <p>{open ? words.isOpen : words.isClosed}</p>
      <Button variant="outline" onClick={() => setOpen(!open)}>
        {open ? words.close : words.open}
      </Button>
    </>
  );
}

export const Controlled: Story = {
  render: (_args, context) => <ControlledDetails words={storyWords(context, controlledWords)} />,
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
    summary: longSummary.en,
    children: (
      <>
        <p>{longFirstParagraph.en}</p>
        <p>
          When you receive the certificate, send us a photograph or scan of it. If the board’s decision is
          different from what you told us, we will talk to you about what it means for your scholarship before
          we change anything.
        </p>
      </>
    ),
  },
  parameters: {
    hindi: {
      args: {
        summary: longSummary.hi,
        children: (
          <>
            <p>{longFirstParagraph.hi}</p>
            <p>
              प्रमाणपत्र मिलने पर उसकी फ़ोटो या स्कैन हमें भेजें। अगर बोर्ड का फ़ैसला आपकी बताई बात से अलग है, तो कुछ भी बदलने से
              पहले हम आपसे बात करेंगे कि आपकी छात्रवृत्ति के लिए इसका क्या मतलब है।
            </p>
          </>
        ),
      },
    },
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

/** The All states story's words: a Hindi page gives its own. */
const allStatesWords = {
  en: {
    udid: 'Where to find your UDID number',
    udidHelp,
    certificate: 'What a disability certificate is',
    certificateHelp: 'A certificate from a government medical board that says what your disability is.',
    long: longSummary.en,
    longHelp: longFirstParagraph.en,
  },
  hi: {
    udid: udidSummaryHi,
    udidHelp: udidHelpHi,
    certificate: 'दिव्यांगता प्रमाणपत्र क्या है',
    certificateHelp: 'सरकारी मेडिकल बोर्ड का दिया प्रमाणपत्र, जो बताता है कि आपकी दिव्यांगता क्या है।',
    long: longSummary.hi,
    longHelp: longFirstParagraph.hi,
  },
};

export const AllStates: Story = {
  name: 'All states',
  render: (_args, context) => {
    const words = storyWords(context, allStatesWords);
    return (
      <>
        <Details summary={words.udid}>{words.udidHelp}</Details>
        <Details summary={words.certificate} defaultOpen>
          <p>{words.certificateHelp}</p>
        </Details>
        <Details summary={words.long} defaultOpen>
          <p>{words.longHelp}</p>
        </Details>
      </>
    );
  },
  parameters: { pictures: { modes: ['dark', 'forced-colors', 'narrow'] } },
  // Closed with focus on its summary, open, and open with a summary that wraps.
  play: async ({ canvasElement, userEvent }) => {
    const [closed, open, long] = [...canvasElement.querySelectorAll('details')];
    await expect([closed?.open, open?.open, long?.open]).toEqual([false, true, true]);
    await userEvent.tab();
    await expect(closed?.querySelector('summary')).toHaveFocus();
  },
};

const modalWords = {
  en: {
    title: 'Apply for the scholarship',
    apply: 'Apply',
    udid: 'UDID number',
    summary: 'Where to find your UDID number',
    help: udidHelp,
  },
  hi: {
    title: 'छात्रवृत्ति के लिए आवेदन करें',
    apply: 'आवेदन करें',
    udid: 'यूडीआईडी नंबर',
    summary: udidSummaryHi,
    help: udidHelpHi,
  },
};

function HelpInModal({ words }: { words: (typeof modalWords)['en'] }) {
  const [open, setOpen] = useState(false);
  return (
    <Modal open={open} onOpenChange={setOpen} title={words.title} trigger={<Button>{words.apply}</Button>}>
      <FormField label={words.udid} required>
        <TextInput name="udid" width="medium" />
      </FormField>
      <Details summary={words.summary}>{words.help}</Details>
    </Modal>
  );
}

export const InModal: Story = {
  render: (_args, context) => <HelpInModal words={storyWords(context, modalWords)} />,
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
  parameters: {
    hindi: {
      args: {
        summary: 'आखिरी तारीख और दस्तावेज़',
        children: <p>आवेदन 30 सितंबर को बंद होंगे। आपको अपना दिव्यांगता प्रमाणपत्र और पिछली मार्कशीट भेजनी होगी।</p>,
      },
    },
  },
};
