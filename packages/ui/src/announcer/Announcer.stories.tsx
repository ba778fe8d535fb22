import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../button/Button.js';
import { storyWords } from '../docs-support/story-language.js';
import { heard } from '../test-support/heard.js';
import { Announcement, AnnouncerProvider, useAnnounce } from './Announcer.js';
import { announcerGuidance } from './Announcer.guidance.js';

const meta = {
  title: 'Feedback/Announcer',
  component: AnnouncerProvider,
  args: { children: null },
  parameters: {
    docs: {
      guidance: announcerGuidance,
      description: {
        component:
          "The page's one polite live region, for news about the whole page that no component owns: a new page " +
          "after a client-side navigation, 'You are signed in'. Wrap the application in `AnnouncerProvider`, render " +
          '`<Announcement />` once, and say a message with the function `useAnnounce()` returns. The same message ' +
          'said twice is heard twice, and a message waits while a modal dialog hides the page.',
      },
    },
  },
} satisfies Meta<typeof AnnouncerProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The stories' words: a Hindi page gives its own. */
const draftWords = {
  en: {
    heading: 'Your application',
    kept: 'Your answers are kept in this browser until you send them.',
    save: 'Save the draft',
    saved: 'Your draft is saved',
  },
  hi: {
    heading: 'आपका आवेदन',
    kept: 'भेजने तक आपके जवाब इसी ब्राउज़र में रखे रहते हैं।',
    save: 'ड्राफ़्ट सहेजें',
    saved: 'आपका ड्राफ़्ट सहेज लिया गया है',
  },
};

function SaveDraft({ words }: { words: (typeof draftWords)['en'] }) {
  const announce = useAnnounce();
  return (
    <>
      <h2>{words.heading}</h2>
      <p>{words.kept}</p>
      <Button variant="secondary" onClick={() => announce(words.saved)}>
        {words.save}
      </Button>
    </>
  );
}

const region = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[role="status"][aria-live="polite"]');

export const Default: Story = {
  render: (_args, context) => (
    <AnnouncerProvider>
      <SaveDraft words={storyWords(context, draftWords)} />
      <Announcement />
    </AnnouncerProvider>
  ),
  parameters: { transcript: true },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const status = region(canvasElement);
    await expect(status).toBeEmptyDOMElement();
    await heard.act('Tab', () => userEvent.tab());
    const button = canvas.getByRole('button', { name: 'Save the draft' });
    await expect(button).toHaveFocus();
    // The same words twice: heard twice, since the region is emptied before each message.
    for (const note of ['press Enter', 'press Enter again']) {
      await heard.act(note, () => userEvent.keyboard('{Enter}'), {
        until: () => status?.textContent === 'Your draft is saved',
      });
      await expect(status).toHaveTextContent('Your draft is saved');
    }
    await expect(button).toHaveFocus();
  },
};

export const AllStates: Story = {
  name: 'All states',
  render: (_args, context) => (
    <AnnouncerProvider>
      <SaveDraft words={storyWords(context, draftWords)} />
      <Announcement />
    </AnnouncerProvider>
  ),
  parameters: { pictures: { modes: ['dark', 'forced-colors', 'narrow'] } },
  play: async ({ canvasElement }) => {
    // The region is on the page from the start, and draws nothing.
    const status = region(canvasElement);
    await expect(status).toBeEmptyDOMElement();
    await expect(status?.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};
