import type { ReactRenderer } from '@storybook/react-vite';
import type { ProjectAnnotations } from 'storybook/internal/types';
import { checkInHindi } from './hindi.ts';
import { renderToCanvas } from './hydrate.tsx';
import { takePictures } from './pictures.ts';
import { compareTranscript, startTranscript } from './transcript.ts';

/**
 * What the story tests add to Storybook's own checks (render, play, axe), in the same render of each
 * story: the story is server-rendered and hydrated, its play function is heard when it asks for a
 * transcript, and it is photographed; then 'All states' and the stories with a transcript are drawn
 * and checked again in Hindi (hindi.ts). Composed first (vitest.setup.ts), this `afterEach` runs after
 * axe's, with every animation held at its end.
 */
export const storyTestAnnotations: ProjectAnnotations<ReactRenderer> = {
  renderToCanvas,
  beforeEach: async (context) => {
    // Storybook's own page sets this class on <body> from the story's `layout`; the test page does not.
    const layout = (context.parameters.layout as string | undefined) ?? 'padded';
    document.body.classList.remove('sb-main-padded', 'sb-main-fullscreen', 'sb-main-centered');
    document.body.classList.add(`sb-main-${layout}`);
    await startTranscript(context);
  },
  afterEach: async (context) => {
    await compareTranscript(context);
    await takePictures(context);
    await checkInHindi(context);
  },
};
