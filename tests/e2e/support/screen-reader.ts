import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  END_OF_DOCUMENT,
  formatTranscript,
  type TranscriptLine,
} from '../../../packages/ui/src/test-support/transcript-format.ts';

/**
 * The virtual screen reader's browser build is one ES module that ends in `export{…}`. The site's CSP
 * allows no inline script, so it is run with `page.evaluate` (which CSP does not govern) after turning
 * that export into a global: `window.__virtualScreenReader.virtual`.
 */
function browserBuild(): string {
  const require = createRequire(import.meta.url);
  const file = require.resolve('@guidepup/virtual-screen-reader/browser.js');
  const source = readFileSync(file, 'utf8');
  const exportStatement = /export\s*\{([^}]*)\};?/g;
  const matches = [...source.matchAll(exportStatement)];
  const last = matches.at(-1);
  if (!last || last.index === undefined) throw new Error(`No export statement in ${file}`);
  const members = (last[1] ?? '')
    .split(',')
    .map((part) => part.trim().split(/\s+as\s+/))
    .map(([local, exported]) => `${JSON.stringify(exported ?? local)}: ${local}`);
  const body =
    source.slice(0, last.index) +
    `window.__virtualScreenReader = { ${members.join(', ')} };` +
    source.slice(last.index + last[0].length);
  return `(() => {\n${body}\n})();`;
}

let build: string | undefined;

/** What the in-page half answers. Kept in one place so both halves agree. */
type PageSide = {
  virtual: {
    start(options: { container: Node }): Promise<void>;
    stop(): Promise<void>;
    next(): Promise<void>;
    lastSpokenPhrase(): Promise<string>;
    spokenPhraseLog(): Promise<string[]>;
  };
};
declare global {
  interface Window {
    __virtualScreenReader?: PageSide;
  }
}

const MAX_STEPS = 1500;

export interface PageListener {
  /** Reads on from the virtual cursor to the end of the page, every item. */
  readToEnd(note?: string): Promise<void>;
  next(count?: number, note?: string): Promise<void>;
  /**
   * Does what the visitor does (a Playwright click, key or fill) and records what is announced. The
   * action ends by waiting for the state the page reaches (a focused heading, a message shown), so
   * everything the page says on the way there is heard, however fast or slow the machine.
   */
  act(note: string, action: () => Promise<unknown>): Promise<void>;
  /**
   * Reads on item by item until a phrase contains `until` (a screen reader's 'next item' keys, as far
   * as the visitor needs): the panel after a send, say, without the rest of the page.
   */
  readUntil(until: string, note?: string): Promise<void>;
  /**
   * Does something the transcript need not repeat (filling the fields already heard once) and drops
   * what was said meanwhile; the note says so, so a reader knows what happened in between. Like
   * `act`, the action ends by waiting for the state it leads to.
   */
  quietly(note: string, action: () => Promise<unknown>): Promise<void>;
  /** A note in the transcript without an action, such as 'the page has loaded'. */
  note(text: string): void;
  transcript(): string;
  stop(): Promise<void>;
}

/** The controls whose state a screen reader says again when it changes under focus. */
const spokenStates = '[aria-expanded], [aria-pressed]';
declare global {
  interface Window {
    __transcriptStates?: WeakMap<Element, string>;
  }
}
/** Runs in the page before an action: the expanded and pressed states as they are. */
function rememberStates(selector: string) {
  const states = new WeakMap<Element, string>();
  for (const element of document.querySelectorAll(selector))
    states.set(element, `${element.getAttribute('aria-expanded')} ${element.getAttribute('aria-pressed')}`);
  window.__transcriptStates = states;
}

/**
 * Runs in the page after an action: copies every checkbox's and radio's live state into its
 * attribute, and tells the virtual screen reader that focus is on the focused control again when its
 * checked, expanded or pressed state changed. Says which kind of state changed.
 */
function restateFocused(): 'checked' | 'expanded or pressed' | 'unchanged' {
  let changed: 'checked' | 'expanded or pressed' | 'unchanged' = 'unchanged';
  for (const input of document.querySelectorAll<HTMLInputElement>(
    'input[type="checkbox"], input[type="radio"]',
  )) {
    if (input.hasAttribute('checked') === input.checked) continue;
    input.toggleAttribute('checked', input.checked);
    if (input === document.activeElement) changed = 'checked';
  }
  const focused = document.activeElement;
  const before = focused ? window.__transcriptStates?.get(focused) : undefined;
  if (
    changed === 'unchanged' &&
    focused &&
    before !== undefined &&
    before !== `${focused.getAttribute('aria-expanded')} ${focused.getAttribute('aria-pressed')}`
  )
    changed = 'expanded or pressed';
  if (changed !== 'unchanged') focused?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  return changed;
}

/**
 * Starts the virtual screen reader on the page's body. A full page load replaces the document and
 * with it the screen reader: call `listen` again after `page.goto` or a form post.
 */
export async function listen(page: Page): Promise<PageListener> {
  build ??= browserBuild();
  await page.evaluate(build);
  await page.evaluate(() => {
    // The virtual screen reader gives a <summary> no role or state, and reads a closed <details>'s
    // content; browsers expose the summary to NVDA, JAWS and VoiceOver as a button, expanded or
    // collapsed, and hide that content. The same mirroring as the ui package's recorder, kept current
    // as details open, close and appear.
    const hidden = 'data-transcript-hidden';
    const mirror = () => {
      for (const details of document.querySelectorAll('details')) {
        const summary = details.querySelector(':scope > summary');
        if (summary && !summary.hasAttribute('role')) summary.setAttribute('role', 'button');
        if (summary && summary.getAttribute('aria-expanded') !== String(details.open))
          summary.setAttribute('aria-expanded', String(details.open));
        for (const child of details.children) {
          if (child === summary || (child.hasAttribute('aria-hidden') && !child.hasAttribute(hidden)))
            continue;
          if (details.open && child.hasAttribute(hidden)) {
            child.removeAttribute('aria-hidden');
            child.removeAttribute(hidden);
          } else if (!details.open && !child.hasAttribute(hidden)) {
            child.setAttribute('aria-hidden', 'true');
            child.setAttribute(hidden, '');
          }
        }
      }
    };
    mirror();
    document.addEventListener('toggle', mirror, true);
    new MutationObserver(mirror).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['open'],
    });
  });
  await page.evaluate(() =>
    (window.__virtualScreenReader as PageSide).virtual.start({ container: document.body }),
  );
  const lines: TranscriptLine[] = [];
  let heard = 0;

  const collect = async () => {
    const log = await page.evaluate(() =>
      (window.__virtualScreenReader as PageSide).virtual.spokenPhraseLog(),
    );
    for (const phrase of log.slice(heard)) {
      // A live region that was emptied: the virtual screen reader notes it, a real one says nothing.
      if (/^(polite|assertive):\s*$/.test(phrase)) continue;
      lines.push({ kind: 'spoken', text: phrase });
    }
    heard = log.length;
  };
  const note = (text: string | undefined) => {
    if (text) lines.push({ kind: 'action', text });
  };

  return {
    async readToEnd(text = 'read on to the end') {
      await collect();
      note(text);
      const reached = await page.evaluate(
        async ({ max, end }) => {
          const { virtual } = window.__virtualScreenReader as PageSide;
          for (let step = 0; step < max; step += 1) {
            await virtual.next();
            if ((await virtual.lastSpokenPhrase()) === end) return true;
          }
          return false;
        },
        { max: MAX_STEPS, end: END_OF_DOCUMENT },
      );
      if (!reached)
        throw new Error(`The virtual screen reader did not reach the end within ${MAX_STEPS} items`);
      await collect();
    },
    async next(count = 1, text) {
      await collect();
      note(text ?? (count === 1 ? 'next item' : `next ${count} items`));
      await page.evaluate(async (n) => {
        for (let step = 0; step < n; step += 1)
          await (window.__virtualScreenReader as PageSide).virtual.next();
      }, count);
      await collect();
    },
    async readUntil(until, text = `read on to '${until}'`) {
      await collect();
      note(text);
      const reached = await page.evaluate(
        async ({ max, needle, end }) => {
          const { virtual } = window.__virtualScreenReader as PageSide;
          for (let step = 0; step < max; step += 1) {
            await virtual.next();
            const phrase = await virtual.lastSpokenPhrase();
            if (phrase.includes(needle)) return true;
            if (phrase === end) return false;
          }
          return false;
        },
        { max: MAX_STEPS, needle: until, end: END_OF_DOCUMENT },
      );
      if (!reached) throw new Error(`The virtual screen reader never said '${until}'`);
      await collect();
    },
    async quietly(text, action) {
      await collect();
      note(`${text} (what is said meanwhile is not recorded)`);
      await action();
      heard = (
        await page.evaluate(() => (window.__virtualScreenReader as PageSide).virtual.spokenPhraseLog())
      ).length;
    },
    async act(text, action) {
      await collect();
      note(text);
      const actionStart = lines.length;
      await page.evaluate(rememberStates, spokenStates);
      await action();
      await collect();
      // A checkbox's or radio's `checked` attribute is only its default, and the virtual screen reader
      // reads it: copy the live state into it, as the ui package's recorder does. When the focused
      // control's state changed (an arrow key focuses a radio, then checks it; Enter opens a disclosure
      // or presses a toggle button), NVDA, JAWS and VoiceOver say it again in its new state; the
      // virtual screen reader does not, so it is told that focus is here again.
      const restated = await page.evaluate(restateFocused);
      if (restated === 'unchanged') return;
      const before = lines.length;
      await collect();
      const settled = lines[lines.length - 1];
      if (restated !== 'checked' || lines.length === before || settled?.kind !== 'spoken') return;
      // The phrase said on arrival, before the browser had checked the control, is not what a screen
      // reader says: it says only the settled state.
      const unsettled = settled.text.replace(/, checked(?=,|$)/, ', not checked');
      const early = lines.findIndex(
        (line, at) => at >= actionStart && at < before && line.kind === 'spoken' && line.text === unsettled,
      );
      if (early !== -1) lines.splice(early, 1);
    },
    note,
    transcript: () => formatTranscript(lines),
    stop: () => page.evaluate(() => window.__virtualScreenReader?.virtual.stop()),
  };
}

/**
 * A transcript with what changes on every run replaced by a placeholder that says what it was: the
 * references the server issues (TKT-20250101-AB12CD) and the tests' unique e-mail addresses.
 */
export function steady(transcript: string): string {
  return (
    transcript
      .replace(/\b([A-Z]{3})-\d{8}-[0-9A-Z]{6}\b/g, '$1-<date>-<code>')
      // A secret reference (an event registration ID): REG-7F3K-9QXM-2HJD-8PRT.
      .replace(/\b([A-Z]{3})(?:-[0-9A-HJKMNP-TV-Z]{4}){4}\b/g, '$1-<secret code>')
      .replace(/\b[\w.-]+-[a-z0-9]+-[a-z0-9]{6}@example\.org\b/g, '<a unique address>@example.org')
  );
}
