import { Virtual, virtual } from '@guidepup/virtual-screen-reader';
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

/**
 * What the virtual screen reader says for `element` alone, read by a second instance started on it, so
 * nothing is focused, clicked or dispatched to get it.
 */
async function phraseOf(element: Element): Promise<string | undefined> {
  const probe = new Virtual();
  await probe.start({ container: element });
  const [phrase] = await probe.spokenPhraseLog();
  await probe.stop();
  return phrase;
}

/** Marks what `mirrorNativeState` hid, so it never touches an author's own `aria-hidden`. */
const MIRRORED = 'data-transcript-hidden';

/**
 * Native states the virtual screen reader misses, mirrored while listening into the attributes it
 * reads, so the transcript says what browsers expose to real screen readers:
 * - a checkbox's or radio's `checked` attribute is only its default: it follows the live state;
 * - a `<summary>` gets no role or state: it is a button, expanded or collapsed, as browsers expose it;
 * - the content of a closed `<details>` is read although browsers neither draw nor expose it: it is
 *   hidden from the reader until the details opens.
 * On a test page only: it moves the checkbox defaults that `form.reset()` returns to.
 */
function mirrorNativeState(root: Node): () => void {
  const sync = () => {
    if (!('querySelectorAll' in root)) return;
    const scope = root as ParentNode;
    for (const box of scope.querySelectorAll<HTMLInputElement>(
      'input[type="checkbox"], input[type="radio"]',
    )) {
      if (box.hasAttribute('checked') !== box.checked) box.toggleAttribute('checked', box.checked);
    }
    for (const details of scope.querySelectorAll('details')) {
      const summary = details.querySelector(':scope > summary');
      if (summary && !summary.hasAttribute('role')) summary.setAttribute('role', 'button');
      summary?.setAttribute('aria-expanded', String(details.open));
      for (const child of details.children) {
        if (child === summary || (child.hasAttribute('aria-hidden') && !child.hasAttribute(MIRRORED)))
          continue;
        if (details.open) {
          child.removeAttribute('aria-hidden');
          child.removeAttribute(MIRRORED);
        } else {
          child.setAttribute('aria-hidden', 'true');
          child.setAttribute(MIRRORED, '');
        }
      }
    }
  };
  sync();
  // `toggle` does not bubble, but it is seen on the way down; new content (a dialog opening) is synced as it comes.
  const events = ['change', 'toggle'];
  for (const type of events) root.addEventListener(type, sync, true);
  const added = new MutationObserver(sync);
  added.observe(root, { subtree: true, childList: true });
  return () => {
    for (const type of events) root.removeEventListener(type, sync, true);
    added.disconnect();
  };
}

export interface Listener {
  /** Moves the virtual cursor from where it is to the end of the container, reading every item. */
  readToEnd(note?: string): Promise<void>;
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
  const stopMirroring = mirrorNativeState(container);

  // What the element that last took focus said at that moment, read as focus arrives (a probe reads it
  // synchronously in `start`), so a state that changes just after (an arrow key in a radio group focuses
  // the next radio, then checks it) can be heard as the change it is.
  let focusedAt: { element: Element; probe: Virtual } | undefined;
  const forgetFocus = () => {
    void focusedAt?.probe.stop();
    focusedAt = undefined;
  };
  const onFocusIn = (event: Event) => {
    if (!(event.target instanceof Element)) return;
    forgetFocus();
    const probe = new Virtual();
    void probe.start({ container: event.target });
    focusedAt = { element: event.target, probe };
  };
  container.addEventListener('focusin', onFocusIn, true);

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
      for (let step = 0; step < MAX_STEPS; step += 1) {
        await virtual.next();
        if ((await virtual.lastSpokenPhrase()) === END_OF_DOCUMENT) {
          await collect();
          return;
        }
      }
      throw new Error(`The virtual screen reader did not reach the end within ${MAX_STEPS} items`);
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
      const focusedElement = () => {
        const active = document.activeElement;
        return active && active !== document.body ? active : null;
      };
      const focused = focusedElement();
      const before = focused ? await phraseOf(focused) : undefined;
      forgetFocus();
      await action();
      await settle(container);
      await collect();
      // Screen readers announce a new state or name ('checked', 'expanded', 'Hide password') of the control
      // that has focus; the virtual one speaks only when focus moves, so say the control again if it changed
      // since it was last heard: when focus arrived during the action, or before the action if it stayed.
      const now = focusedElement();
      if (!now) return;
      const arrived = focusedAt?.element === now ? focusedAt.probe : undefined;
      const heard = arrived ? (await arrived.spokenPhraseLog())[0] : now === focused ? before : undefined;
      const after = heard === undefined ? undefined : await phraseOf(now);
      if (after && after !== heard) lines.push({ kind: 'spoken', text: after });
    },
    transcript: () => formatTranscript(lines),
    stop: async () => {
      container.removeEventListener('focusin', onFocusIn, true);
      forgetFocus();
      stopMirroring();
      await virtual.stop();
    },
  };
}
