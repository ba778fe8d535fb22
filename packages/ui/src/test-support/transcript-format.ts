/**
 * The text form of a spoken-output transcript, shared by the component tests (Vitest in Chromium) and
 * the end-to-end tests (Playwright). One line per phrase the virtual screen reader spoke; a line that
 * starts with `# ` says what the listener did next (read on, press Tab, type), so a reviewer reads the
 * file as a blind visitor would live it: an action, then what was heard.
 */

/** Marks a line as our note of what the visitor did, not something the screen reader said. */
export const ACTION_PREFIX = '# ';

/** The phrase the virtual screen reader speaks when its cursor passes the last node. */
export const END_OF_DOCUMENT = 'end of document';

export type TranscriptLine = { kind: 'action'; text: string } | { kind: 'spoken'; text: string };

/** Collapses whitespace inside a phrase, so a line break in the markup never splits a line. */
export function normalisePhrase(phrase: string): string {
  return phrase.replace(/\s+/g, ' ').trim();
}

/** The committed form: one line per action or phrase, ending with a newline. Empty phrases are left out. */
export function formatTranscript(lines: readonly TranscriptLine[]): string {
  const text = lines
    .map((line) =>
      line.kind === 'action' ? `${ACTION_PREFIX}${normalisePhrase(line.text)}` : normalisePhrase(line.text),
    )
    .filter((line) => line !== '' && line !== ACTION_PREFIX.trim());
  return `${text.join('\n')}\n`;
}

/** Reads a committed transcript back, for the Storybook docs block that shows it. */
export function parseTranscript(text: string): TranscriptLine[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) =>
      line.startsWith(ACTION_PREFIX)
        ? { kind: 'action', text: line.slice(ACTION_PREFIX.length) }
        : { kind: 'spoken', text: line },
    );
}
