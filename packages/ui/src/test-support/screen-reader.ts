import { Virtual, virtual } from '@guidepup/virtual-screen-reader';
import { END_OF_DOCUMENT, formatTranscript, type TranscriptLine } from './transcript-format.js';

/** No transcript walks further than this: a loop that never reaches the end is a bug, not a long page. */
const MAX_STEPS = 400;
/**
 * The page's own clock, kept before a test can fake it: a test that fakes timers must not also stop the
 * listener from seeing the page settle.
 */
const realSetTimeout = globalThis.setTimeout.bind(globalThis);

/** Animations that will end by themselves (an exit animation, not a spinner). */
function endingAnimations(): Animation[] {
  return document
    .getAnimations()
    .filter(
      (animation) =>
        animation.playState === 'running' && animation.effect?.getComputedTiming().iterations !== Infinity,
    );
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * Resolves once `until` holds (a state the step waits for), every animation that ends has ended (a
 * closing dialog returns focus only after its exit animation), and two frames in a row passed with no
 * change under `root`. It waits for states, never for a length of time: a component's own delay (a
 * live region filled after a pause) is named by the step's `until`, and a hang is caught by the test's
 * timeout.
 */
async function settle(root: Node, until?: () => boolean): Promise<void> {
  while (until && !until()) await nextFrame();
  let changed = true;
  const observer = new MutationObserver(() => {
    changed = true;
  });
  observer.observe(root, { subtree: true, childList: true, characterData: true, attributes: true });
  try {
    for (let stillFrames = 0; stillFrames < 2;) {
      const running = endingAnimations();
      if (running.length > 0) {
        await Promise.allSettled(running.map((animation) => animation.finished));
        stillFrames = 0;
        continue;
      }
      changed = false;
      await nextFrame();
      stillFrames = changed ? 0 : stillFrames + 1;
    }
  } finally {
    observer.disconnect();
  }
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

/**
 * A known fault of the tools, not of the page: when a live region's mutation is handled after its node has
 * left the page (a Select list that closed), dom-accessibility-api looks ids up on the detached node and
 * throws 'root.getElementById is not a function' (eps1lon/dom-accessibility-api#1026). Nothing would be
 * spoken for a node that is gone, so the rejection is dropped; any other is kept and fails the test.
 */
function isDetachedNodeFault(reason: unknown): boolean {
  return (
    reason instanceof TypeError &&
    reason.message === 'root.getElementById is not a function' &&
    /virtual-screen-reader|dom-accessibility-api/.test(String(reason.stack))
  );
}

/** Marks what `mirrorNativeState` hid, so it never touches an author's own `aria-hidden`. */
const MIRRORED = 'data-transcript-hidden';

/**
 * Native states the virtual screen reader misses, copied before each reading into the attributes it
 * reads, so the transcript says what browsers expose to NVDA, JAWS and VoiceOver:
 * - a checkbox's or radio's `checked` attribute is only its default: it follows the live state (the
 *   attribute is the default a form reset returns to: transcript tests do not reset forms);
 * - a `<summary>` gets no role or state: it is a button, expanded or collapsed, as browsers expose it;
 * - the content of a closed `<details>` is read although browsers neither draw nor expose it: it is
 *   hidden from the reader until the details opens.
 */
function mirrorNativeState(container: Node) {
  if (!(container instanceof Element || container instanceof Document)) return;
  for (const input of container.querySelectorAll<HTMLInputElement>(
    'input[type="checkbox"], input[type="radio"]',
  )) {
    if (input.hasAttribute('checked') !== input.checked) input.toggleAttribute('checked', input.checked);
  }
  for (const details of container.querySelectorAll('details')) {
    const summary = details.querySelector(':scope > summary');
    if (summary && !summary.hasAttribute('role')) summary.setAttribute('role', 'button');
    if (summary && summary.getAttribute('aria-expanded') !== String(details.open)) {
      summary.setAttribute('aria-expanded', String(details.open));
    }
    for (const child of details.children) {
      if (child === summary || (child.hasAttribute('aria-hidden') && !child.hasAttribute(MIRRORED))) continue;
      if (details.open && child.hasAttribute(MIRRORED)) {
        child.removeAttribute('aria-hidden');
        child.removeAttribute(MIRRORED);
      } else if (!details.open && !child.hasAttribute(MIRRORED)) {
        child.setAttribute('aria-hidden', 'true');
        child.setAttribute(MIRRORED, '');
      }
    }
  }
}

/**
 * What the virtual screen reader says for `element` alone, read by a second instance started on it, so
 * nothing is focused, clicked or dispatched to get it.
 */
async function phraseOf(element: Element): Promise<string | undefined> {
  const probe = new Virtual();
  await startReader(probe, { container: element });
  const [phrase] = await probe.spokenPhraseLog();
  await probe.stop();
  return phrase;
}

/**
 * Starts a virtual screen reader without the document listeners of its own copy of user-event, which it
 * uses only for keys it presses itself (never here). Those listeners wrap every text field's value
 * setter around the one Storybook's user-event installs, so text typed by a play function would never
 * reach React's onChange once a transcript had started. Its copy adds them on its first start only.
 */
async function startReader(reader: Virtual, options: { container: Node }): Promise<void> {
  const target = document as Document & { addEventListener: Document['addEventListener'] };
  target.addEventListener = () => undefined;
  try {
    await reader.start(options);
  } finally {
    delete (target as { addEventListener?: unknown }).addEventListener;
  }
}

/** A live region's phrase starts with its politeness ('polite: ...'); the rest are the cursor's. */
function isLiveRegionPhrase(phrase: string): boolean {
  return phrase.startsWith('polite: ') || phrase.startsWith('assertive: ');
}

/** A field the visitor types into: screen readers echo the keys typed, not the whole field again. */
function takesText(element: Element): boolean {
  if (element instanceof HTMLTextAreaElement) return true;
  if (element instanceof HTMLInputElement) {
    return !['button', 'checkbox', 'color', 'file', 'image', 'radio', 'range', 'reset', 'submit'].includes(
      element.type,
    );
  }
  return element instanceof HTMLElement && element.isContentEditable;
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
   * announced: focus moves, live-region updates and a new state or name of the focused control, once
   * the page has settled.
   */
  act(note: string, action: () => Promise<unknown> | unknown, until?: () => boolean): Promise<void>;
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
  const otherRejections: unknown[] = [];
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isDetachedNodeFault(event.reason)) event.preventDefault();
    else otherRejections.push(event.reason);
  };
  // While this listener is on, Vitest leaves unhandled rejections to it: `stop` throws the first real one.
  window.addEventListener('unhandledrejection', onRejection);
  // Vitest's own listener, which runs first, then prints the event as an empty "PromiseRejectionEvent {}"
  // on the test's error output: for the known fault, that line says nothing and is left out.
  const printError = console.error;
  console.error = (...args: unknown[]) => {
    const [only] = args;
    if (args.length === 1 && only instanceof PromiseRejectionEvent && isDetachedNodeFault(only.reason))
      return;
    printError(...args);
  };
  mirrorNativeState(container);
  await startReader(virtual, { container });

  /** Moves every phrase spoken since the last call into the transcript. */
  const collect = async () => {
    mirrorNativeState(container);
    const log = await virtual.spokenPhraseLog();
    for (const phrase of log.slice(heard)) {
      // The virtual screen reader announces a live region again when only an attribute of it changes (a
      // status turning green as its text changes); browsers announce text, so a repeat in one go is dropped.
      const last = lines.at(-1);
      if (isLiveRegionPhrase(phrase) && last?.kind === 'spoken' && last.text === phrase) continue;
      lines.push({ kind: 'spoken', text: phrase });
    }
    heard = log.length;
  };
  const note = (text: string | undefined) => {
    if (text) lines.push({ kind: 'action', text });
  };
  /** Whether the virtual cursor is on the focused element: focus moved there, and no reading moved it on. */
  let cursorOnFocus = false;

  return {
    async readToEnd(text = 'read on to the end') {
      await collect();
      cursorOnFocus = false;
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
      cursorOnFocus = false;
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
      cursorOnFocus = false;
      note(text ?? (count === 1 ? 'next item' : `next ${count} items`));
      for (let step = 0; step < count; step += 1) await virtual.next();
      await collect();
    },
    async act(text, action, until) {
      await collect();
      note(text);
      const actionStart = lines.length;
      const focusBefore = document.activeElement;
      // Read before the action, for a control whose state changes while the cursor is elsewhere.
      const phraseBefore =
        !cursorOnFocus && focusBefore instanceof HTMLElement && focusBefore !== document.body
          ? await phraseOf(focusBefore)
          : undefined;
      await action();
      await settle(container, until);
      mirrorNativeState(container);
      const focused = document.activeElement;
      const focusMoved = focused !== focusBefore;
      if (focusMoved) cursorOnFocus = focused !== document.body && container.contains(focused);
      await collect();
      // The virtual screen reader stays silent when focus lands on a control whose phrase is the one it
      // said last (a second 'Yes' radio, in another question); NVDA, JAWS and VoiceOver say every move.
      const spokeSinceAction = lines
        .slice(actionStart)
        .some((line) => line.kind === 'spoken' && !isLiveRegionPhrase(line.text));
      if (focusMoved && cursorOnFocus && focused instanceof HTMLElement && !spokeSinceAction) {
        const phrase = await phraseOf(focused);
        if (phrase) lines.push({ kind: 'spoken', text: phrase });
      }
      if (!cursorOnFocus || !(focused instanceof HTMLElement) || takesText(focused)) {
        // The reading cursor has moved on, but focus stayed on a control whose state changed (a details
        // closed by Space after its content was read): screen readers announce the focused control's
        // new state wherever the reading cursor is, so it is said once, as focus would say it.
        if (!focusMoved && phraseBefore !== undefined && focused instanceof HTMLElement) {
          const phraseAfter = await phraseOf(focused);
          if (phraseAfter && phraseAfter !== phraseBefore) lines.push({ kind: 'spoken', text: phraseAfter });
        }
        return;
      }
      const saidOnFocus = lines.findLastIndex(
        (line) => line.kind === 'spoken' && !isLiveRegionPhrase(line.text),
      );
      // NVDA, JAWS and VoiceOver say the focused control again when its state or name changes
      // ('checked', 'expanded', a button's new label); the virtual screen reader does so only after its
      // own key presses. Telling it that focus is here again makes it speak only if its phrase changed.
      focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      await new Promise((resolve) => realSetTimeout(resolve));
      const before = lines.length;
      await collect();
      // When focus arrived in this very action, the virtual screen reader spoke before the browser had
      // finished (an arrow key focuses a radio, then checks it): a screen reader says only the settled state.
      if (focusMoved && lines.length > before && saidOnFocus >= actionStart) lines.splice(saidOnFocus, 1);
    },
    transcript: () => formatTranscript(lines),
    async stop() {
      await virtual.stop();
      window.removeEventListener('unhandledrejection', onRejection);
      console.error = printError;
      if (otherRejections.length > 0) throw otherRejections[0];
    },
  };
}
