/// <reference types="vite/client" />
import {
  parseTranscript,
  type TranscriptLine,
} from '../../packages/ui/src/test-support/transcript-format.ts';

/**
 * Every committed component transcript, read at build time: the docs show what the story tests heard,
 * never a copy written by hand.
 */
const files = import.meta.glob<string>('../../packages/ui/src/*/__transcripts__/*/*.txt', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The component folder of a stories file, from its `parameters.fileName` ('./packages/ui/src/modal/Modal.stories.tsx'). */
export function componentFolder(storiesFile: string): string | undefined {
  return /packages\/ui\/src\/([^/]+)\//.exec(storiesFile)?.[1];
}

/** The transcript `<Component>/<story>` of the component in `folder`, parsed, or undefined when none is committed. */
export function transcriptOf(folder: string, name: string): TranscriptLine[] | undefined {
  const text = files[`../../packages/ui/src/${folder}/__transcripts__/${name}.txt`];
  return text === undefined ? undefined : parseTranscript(text);
}
