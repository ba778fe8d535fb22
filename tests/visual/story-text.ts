import type { Page } from '@playwright/test';

/** Storybook's own wrappers, always in the document beside a story: neither photographed nor read. */
export const storybookChrome =
  '#storybook-docs, .sb-wrapper, .sb-preparing-story, .sb-preparing-docs, .sb-nopreview, .sb-errordisplay, script, style';

/**
 * The text a story draws, as the browser lays it out (`innerText`), from the story and from what it put on
 * <body> (a modal, an open list). Storybook's own wrappers are left out, and so is visually hidden text:
 * it is heard, not seen, and the transcripts check it. It is also not still: a live region that speaks
 * after a pause (TextArea's count, a second after the last key) fills in while the pictures are taken.
 *
 * The pictures ignore up to 80 changed pixels as noise (compare.ts), and one changed digit or a short word
 * can touch fewer: a story once said "288 pairs" while its baseline still said "280", and the pictures
 * passed. The text has no noise, so it is compared exactly.
 */
export function storyText(page: Page): Promise<string> {
  return page.evaluate((skip) => {
    // Visually hidden: drawn in at most one pixel and clipped (the `ui-visually-hidden` pattern). Such
    // elements are left out of layout by a rule for as long as the text is read, then put back.
    const hidden = 'data-visual-text-hidden';
    for (const element of document.body.querySelectorAll('*')) {
      const rect = element.getBoundingClientRect();
      if (rect.width > 1 || rect.height > 1) continue;
      const style = getComputedStyle(element);
      const clipped =
        style.overflow === 'hidden' ||
        style.overflow === 'clip' ||
        style.clip !== 'auto' ||
        style.clipPath !== 'none';
      if (clipped && element.textContent?.trim()) element.setAttribute(hidden, '');
    }
    const rule = document.createElement('style');
    rule.textContent = `[${hidden}] { display: none !important; }`;
    document.head.append(rule);
    const parts: string[] = [];
    for (const element of document.body.children) {
      if (!(element instanceof HTMLElement) || element.matches(skip)) continue;
      // innerText of an element that is not rendered is its textContent: leave such elements out.
      if (getComputedStyle(element).display === 'none') continue;
      parts.push(element.innerText);
    }
    rule.remove();
    for (const element of document.querySelectorAll(`[${hidden}]`)) element.removeAttribute(hidden);
    return parts
      .join('\n')
      .split('\n')
      .map((line) => line.replace(/[ \t\u00a0]+$/u, ''))
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim();
  }, storybookChrome);
}

/**
 * The committed text of one story: the modes that show the same text share one section, so a reader sees
 * at once where a mode differs (a narrow layout that shortens a label, say).
 */
export function formatStoryText(byMode: Map<string, string>): string {
  const groups = new Map<string, string[]>();
  for (const [mode, text] of byMode) groups.set(text, [...(groups.get(text) ?? []), mode]);
  return `${[...groups].map(([text, modes]) => `=== ${modes.join(', ')} ===\n${text}`).join('\n\n')}\n`;
}

/**
 * The lines that differ between two texts, each with one line either side for context: `-` only in the
 * baseline, `+` only in this run. A longest-common-subsequence diff; a story's text is short.
 */
export function lineDiff(expected: string, actual: string): string {
  const before = expected.split('\n');
  const after = actual.split('\n');
  const common: number[][] = Array.from({ length: before.length + 1 }, () =>
    new Array<number>(after.length + 1).fill(0),
  );
  for (let i = before.length - 1; i >= 0; i--) {
    for (let j = after.length - 1; j >= 0; j--) {
      const row = common[i] as number[];
      row[j] =
        before[i] === after[j]
          ? (common[i + 1]?.[j + 1] ?? 0) + 1
          : Math.max(common[i + 1]?.[j] ?? 0, row[j + 1] ?? 0);
    }
  }
  const lines: { mark: ' ' | '-' | '+'; text: string }[] = [];
  let i = 0;
  let j = 0;
  while (i < before.length || j < after.length) {
    if (i < before.length && j < after.length && before[i] === after[j]) {
      lines.push({ mark: ' ', text: before[i] ?? '' });
      i++;
      j++;
    } else if (
      i < before.length &&
      (j >= after.length || (common[i + 1]?.[j] ?? 0) >= (common[i]?.[j + 1] ?? 0))
    ) {
      lines.push({ mark: '-', text: before[i] ?? '' });
      i++;
    } else {
      lines.push({ mark: '+', text: after[j] ?? '' });
      j++;
    }
  }
  const near = (index: number) =>
    lines.slice(Math.max(0, index - 1), index + 2).some((line) => line.mark !== ' ');
  const shown: string[] = [];
  let last = -1;
  lines.forEach((line, index) => {
    if (!near(index)) return;
    // Lines left out between two changes are marked, so two hunks do not read as one.
    if (last >= 0 && index > last + 1) shown.push('  …');
    shown.push(`${line.mark} ${line.text}`);
    last = index;
  });
  return shown.join('\n');
}
