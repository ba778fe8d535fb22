import type { StoryContext } from '@storybook/react-vite';
import axe from 'axe-core';
import { commands } from 'vitest/browser';
import { heard, startRecording, stopRecording } from '../../packages/ui/src/test-support/heard.ts';
import type { HindiParameters } from '../../packages/ui/src/docs-support/story-language.ts';
import { storyFileName } from '../../packages/ui/src/test-support/story-files.ts';
import { axeConfig, axeRunOptions } from '../axe.ts';
import { renderAgain } from './hydrate.tsx';
import { photograph, type PictureParameters } from './pictures.ts';

/**
 * The same story in Hindi, in the same browser pass: each component's 'All states' story and every
 * story with a transcript is drawn again under `globals.locale: 'hi'`: the preview's UiLocaleProvider
 * gives the component's words, and the story gives its own (`parameters.hindi.args` or `storyWords`).
 * Server-rendered and hydrated, then judged by axe, for reflow, and for English words read in a
 * Hindi voice (`englishUnderHindi`). A story with a transcript has the Hindi page read to its end by
 * the virtual screen reader, compared with `<story>.hi.txt`; an 'All states' story is photographed
 * once more, as `<story>-hi`. Play functions find controls by their English words, so they run in
 * English only.
 */
export function runsInHindi(context: StoryContext): boolean {
  if ((context.parameters.hindi as HindiParameters | undefined)?.skip) return false;
  return context.name === 'All states' || context.parameters.transcript === true;
}

export async function checkInHindi(context: StoryContext): Promise<void> {
  if (!runsInHindi(context)) return;
  const name = `"${context.title}: ${context.name}" in Hindi`;
  const file = storyFileName(context);
  await renderAgain({ locale: 'hi' }, name);

  axe.configure(axeConfig);
  const { violations } = await axe.run(document.body, axeRunOptions);
  if (violations.length > 0) {
    const found = violations.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
    throw new Error(`${name}: axe found\n${found.join('\n')}`);
  }
  const english = storyRoots(context.canvasElement as HTMLElement).flatMap(englishUnderHindi);
  if (english.length > 0) {
    throw new Error(
      `${name} has English where a screen reader speaks Hindi: give the story its Hindi words, or mark ` +
        `text that stays English with lang="en":\n${english.join('\n')}`,
    );
  }
  const { scrollWidth, clientWidth } = document.documentElement;
  if (scrollWidth > clientWidth) {
    throw new Error(`${name} scrolls sideways: ${scrollWidth}px of content in a ${clientWidth}px viewport`);
  }

  if (context.parameters.transcript === true) {
    await startRecording(true);
    let transcript: string | undefined;
    try {
      await heard.readToEnd('read the page');
    } finally {
      transcript = await stopRecording();
    }
    const match = await commands.matchTranscript(`__transcripts__/${file}.hi.txt`, transcript ?? '');
    if (!match.pass) throw new Error(match.message);
  }
  const pictures = (context.parameters.pictures ?? {}) as PictureParameters;
  if (context.name === 'All states' && !pictures.skip) {
    await commands.moveMouseAway();
    await photograph(`${file}-hi`);
  }
}

/** The story's canvas, and what it shows in portals outside it (a dialog, a list of options). */
function storyRoots(canvas: HTMLElement): Element[] {
  const portals = [...document.body.children].filter(
    (child) =>
      !child.contains(canvas) &&
      child.querySelector('[role="dialog"], [role="alertdialog"], [role="listbox"], [role="menu"]'),
  );
  return [canvas, ...portals];
}

/** Attributes a screen reader speaks as an element's name, description or value. */
const spokenAttributes = ['aria-label', 'aria-description', 'aria-valuetext', 'alt', 'title', 'placeholder'];

/**
 * Words in Latin letters that a screen reader would speak in a Hindi voice: in text or a spoken
 * attribute whose nearest `lang` is Hindi. E-mail addresses, web addresses and capital-letter
 * abbreviations (PDF, UPI, NVDA) are read letter by letter in any voice, so they may stay.
 */
export function englishUnderHindi(root: Element): string[] {
  const found: string[] = [];
  const isHindi = (element: Element | null) =>
    (element?.closest('[lang]')?.getAttribute('lang') ?? document.documentElement.lang).startsWith('hi');
  const check = (text: string, where: Element | null, what: string) => {
    const words = text
      .replace(/\S+@\S+|https?:\/\/\S+|www\.\S+|\S+\.(?:org|com|in)\b\S*/g, ' ')
      .replace(/\b[A-Z]{2,6}s?\b/g, ' ');
    if (/[A-Za-z]{2,}/.test(words) && isHindi(where)) found.push(`${what}: ${text.trim().slice(0, 80)}`);
  };
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    // Scripts and styles are not read; Radix Select's native <select> is hidden from everyone.
    if (parent?.closest('script, style, select[aria-hidden="true"]')) continue;
    check(node.textContent ?? '', parent, 'text');
  }
  for (const attribute of spokenAttributes) {
    for (const element of root.querySelectorAll(`[${attribute}]`))
      check(element.getAttribute(attribute) ?? '', element, attribute);
  }
  return found;
}
