import type { StoryContext } from '@storybook/react-vite';
import { expect } from 'vitest';
import { commands, page } from 'vitest/browser';
import { storyFileName } from '../../packages/ui/src/test-support/story-files.ts';

/**
 * The ways a story is photographed besides the default (light, at the story's own viewport). A story
 * lists the ones that show something the default does not in `parameters.pictures`; each component has
 * at least one story, showing all its states, that lists them all.
 */
export type PictureMode = 'dark' | 'forced-colors' | 'narrow';

export interface PictureParameters {
  /** Extra pictures of this story. */
  modes?: PictureMode[];
  /** Leave the story out of the pictures, saying why (its drawing is not the same from run to run). */
  skip?: string;
}

declare module 'vitest/browser' {
  interface BrowserCommands {
    emulateMedia: (media: {
      colorScheme: 'light' | 'dark';
      forcedColors: 'none' | 'active';
    }) => Promise<void>;
    resizeOuterPage: (size?: { width: number; height: number }) => Promise<void>;
    moveMouseAway: () => Promise<void>;
  }
}

/** Room left around what the story draws, so a focus ring at its edge is in the picture. */
const margin = 8;

const light = { colorScheme: 'light', forcedColors: 'none' } as const;

/** Takes the story's pictures and compares each with its reference in the component's `__screenshots__`. */
export async function takePictures(context: StoryContext): Promise<void> {
  const parameters = (context.parameters.pictures ?? {}) as PictureParameters;
  if (parameters.skip) return;
  const name = storyFileName(context);
  await commands.moveMouseAway();
  await photograph(name);
  for (const mode of parameters.modes ?? []) {
    if (mode === 'narrow') {
      const story = { width: window.innerWidth, height: window.innerHeight };
      await page.viewport(320, 768);
      try {
        await photograph(`${name}-320px`);
      } finally {
        await page.viewport(story.width, story.height);
      }
    } else {
      await commands.emulateMedia(
        mode === 'dark' ? { ...light, colorScheme: 'dark' } : { ...light, forcedColors: 'active' },
      );
      try {
        await photograph(`${name}-${mode}`);
      } finally {
        await commands.emulateMedia(light);
      }
    }
  }
}

/**
 * Compares a picture of what the story draws (the smallest box around every visible element, on the page
 * and in portals) with its reference. Any pixel that differs fails: one changed character changes
 * dozens. Videos are masked, as their first frame depends on decoding.
 */
export async function photograph(name: string): Promise<void> {
  await document.fonts.ready;
  await Promise.all(
    [...document.images].filter((image) => !image.complete).map((image) => image.decode().catch(() => {})),
  );
  // What lies below the frame's viewport is not drawn: a taller story gets a taller frame for its picture.
  const story = { width: window.innerWidth, height: window.innerHeight };
  const bottom = contentBox().bottom;
  const taller = bottom > story.height;
  if (taller) {
    await commands.resizeOuterPage({ width: Math.max(1400, story.width + 200), height: bottom + 200 });
    await page.viewport(story.width, bottom);
  }
  const box = contentBox();
  const frame = document.createElement('div');
  frame.setAttribute('aria-hidden', 'true');
  Object.assign(frame.style, {
    position: 'absolute',
    left: `${box.x}px`,
    top: `${box.y}px`,
    width: `${box.width}px`,
    height: `${box.height}px`,
    pointerEvents: 'none',
  });
  document.body.append(frame);
  try {
    // Asserted once: polling would retry a mismatch until the test's time ran out, and would pass a
    // missing reference on its second try, after the first had written it.
    await expect
      .element(frame, { timeout: 0 })
      .toMatchScreenshot(name, { screenshotOptions: { mask: [...document.querySelectorAll('video')] } });
  } finally {
    frame.remove();
    if (taller) {
      await page.viewport(story.width, story.height);
      await commands.resizeOuterPage();
    }
  }
}

/** The smallest box around every visible element, on the page and in portals, with a margin. */
function contentBox() {
  let left = Infinity;
  let top = Infinity;
  let right = 0;
  let bottom = 0;
  for (const element of document.body.querySelectorAll('*')) {
    // What is not drawn (the content of a closed <details>, a hidden element) takes no room.
    if (!element.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true })) continue;
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) continue;
    left = Math.min(left, rect.left + scrollX);
    top = Math.min(top, rect.top + scrollY);
    right = Math.max(right, rect.right + scrollX);
    bottom = Math.max(bottom, rect.bottom + scrollY);
  }
  if (left === Infinity) return { x: 0, y: 0, width: 1, height: 1, bottom: 1 };
  const pageWidth = document.documentElement.scrollWidth;
  const pageHeight = Math.max(document.documentElement.scrollHeight, Math.ceil(bottom) + margin);
  const x = Math.max(0, Math.floor(left) - margin);
  const y = Math.max(0, Math.floor(top) - margin);
  const width = Math.min(pageWidth, Math.ceil(right) + margin) - x;
  const height = Math.min(pageHeight, Math.ceil(bottom) + margin) - y;
  return { x, y, width: Math.max(1, width), height: Math.max(1, height), bottom: y + height };
}
