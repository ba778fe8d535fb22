import type { StoryContext } from '@storybook/react-vite';
import axe from 'axe-core';
import { commands } from 'vitest/browser';
import { heard, startRecording, stopRecording } from '../../packages/ui/src/test-support/heard.ts';
import { storyFileName } from '../../packages/ui/src/test-support/story-files.ts';
import { axeConfig, axeRunOptions } from '../axe.ts';
import { renderAgain } from './hydrate.tsx';
import { photograph, type PictureParameters } from './pictures.ts';

/**
 * The same story in Hindi, in the same browser pass: each component's 'All states' story and every
 * story with a transcript is drawn again under `globals.locale: 'hi'` (the preview's UiLocaleProvider),
 * server-rendered and hydrated, then judged by axe and for reflow. A story with a transcript has the
 * Hindi page read to its end by the virtual screen reader, compared with `<story>.hi.txt`; an 'All
 * states' story is photographed once more, as `<story>-hi`. Play functions find controls by their
 * English words, so they run in English only.
 */
export interface HindiParameters {
  /** Leave the story out of the Hindi pass, saying why. */
  skip?: string;
}

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
