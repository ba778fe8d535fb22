import { virtual } from '@guidepup/virtual-screen-reader';
import { END_OF_DOCUMENT, formatTranscript, type TranscriptLine } from './transcript-format.js';

/** How long the page must stay still before an action's announcements are taken as complete. */
const QUIET_MS = 150;
/** No transcript walks further than this: a loop that never reaches the end is a bug, not a long page. */
const MAX_STEPS = 400;

/** Resolves once nothing under `root` has changed for `QUIET_MS` (live regions, portals, delayed fills). */
async function settle(root: Node): Promise<void> {
  await new Promise<void>((resolve) => {
    let timer = setTimeout(done, QUIET_MS);
    const observer = new MutationObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(done, QUIET_MS);
    });
    observer.observe(root, { subtree: true, childList: true, characterData: true, attributes: true });
    function done() {
      observer.disconnect();
      resolve();
    }
  });
}

/** The phrase of the container itself: the cursor's first item, at the top of the page. */
const START_OF_DOCUMENT = 'document';

/**
 * Whether `start` is the first phrase of the dialog that `end` closes: a dialog opens with its role and
 * name, then any description, then 'modal' ('dialog, Sign In, ..., modal'), and ends with its role and
 * name ('end of dialog, Sign In, modal').
 */
function sameDialog(start: string, end: string): boolean {
  if (!/^end of (alert)?dialog, /.test(end)) return false;
  const withoutModal = (phrase: string) => phrase.replace(/, modal$/, '');
  const roleAndName = withoutModal(end.slice('end of '.length));
  const opening = withoutModal(start);
  return opening === roleAndName || opening.startsWith(`${roleAndName}, `);
}

export interface Listener {
  /** Moves the virtual cursor from where it is to the end of the container, reading every item. */
  readToEnd(note?: string): Promise<void>;
  /**
   * Moves the virtual cursor back from where it is to the top of the container, reading every item
   * (a screen reader's 'previous item' key, pressed until nothing is above).
   */
  readToStart(note?: string): Promise<void>;
  /** Moves the virtual cursor `count` items on (a screen reader's 'next item' key). */
  next(count?: number, note?: string): Promise<void>;
  /**
   * Does what a visitor does (a real key press or click through `userEvent`) and records what is
   * announced: focus moves and live-region updates, once the page has settled.
   */
  act(note: string, action: () => Promise<unknown> | unknown): Promise<void>;
  /** The transcript so far, in its committed form. */
  transcript(): string;
  stop(): Promise<void>;
}

/**
 * Starts the virtual screen reader on `container` (the whole page by default, so portals such as
 * dialogs are heard too) and returns a recorder of what it says.
 */
export async function listen(container: Node = document.body): Promise<Listener> {
  const lines: TranscriptLine[] = [];
  let heard = 0;
  await virtual.start({ container });

  /** Moves every phrase spoken since the last call into the transcript. */
  const collect = async () => {
    const log = await virtual.spokenPhraseLog();
    for (const phrase of log.slice(heard)) lines.push({ kind: 'spoken', text: phrase });
    heard = log.length;
  };
  const note = (text: string | undefined) => {
    if (text) lines.push({ kind: 'action', text });
  };

  return {
    async readToEnd(text = 'read on to the end') {
      await collect();
      note(text);
      let previous = await virtual.lastSpokenPhrase();
      for (let step = 0; step < MAX_STEPS; step += 1) {
        await virtual.next();
        const phrase = await virtual.lastSpokenPhrase();
        // Inside a modal dialog (aria-modal) the cursor cannot leave it: after the dialog's end it wraps
        // to the dialog's start, which the transcript keeps, so a reader sees there is nothing further.
        if (phrase === END_OF_DOCUMENT || sameDialog(phrase, previous)) {
          await collect();
          return;
        }
        previous = phrase;
      }
      throw new Error(`The virtual screen reader did not reach the end within ${MAX_STEPS} items`);
    },
    async readToStart(text = 'read back to the top') {
      await collect();
      note(text);
      let previous = await virtual.lastSpokenPhrase();
      for (let step = 0; step < MAX_STEPS; step += 1) {
        await virtual.previous();
        const phrase = await virtual.lastSpokenPhrase();
        if (phrase === START_OF_DOCUMENT || phrase === END_OF_DOCUMENT || sameDialog(previous, phrase)) {
          await collect();
          return;
        }
        previous = phrase;
      }
      throw new Error(`The virtual screen reader did not reach the top within ${MAX_STEPS} items`);
    },
    async next(count = 1, text) {
      await collect();
      note(text ?? (count === 1 ? 'next item' : `next ${count} items`));
      for (let step = 0; step < count; step += 1) await virtual.next();
      await collect();
    },
    async act(text, action) {
      await collect();
      note(text);
      await action();
      await settle(container);
      await collect();
    },
    transcript: () => formatTranscript(lines),
    stop: () => virtual.stop(),
  };
}
