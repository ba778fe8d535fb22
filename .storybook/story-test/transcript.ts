import type { StoryContext } from '@storybook/react-vite';
import { commands } from 'vitest/browser';
import { startRecording, stopRecording } from '../../packages/ui/src/test-support/heard.ts';
import { storyFileName } from '../../packages/ui/src/test-support/story-files.ts';

/**
 * A story that sets `parameters.transcript: true` has its play function heard by the virtual screen
 * reader (`heard` in packages/ui/src/test-support): what it says is compared with
 * `__transcripts__/<Component>/<story>.txt` beside the story, which the component's docs page shows.
 */
declare module 'vitest/browser' {
  interface BrowserCommands {
    matchTranscript: (file: string, transcript: string) => Promise<{ pass: boolean; message?: string }>;
  }
}

export async function startTranscript(context: StoryContext): Promise<void> {
  await startRecording(context.parameters.transcript === true);
}

export async function compareTranscript(context: StoryContext): Promise<void> {
  const transcript = await stopRecording();
  if (context.parameters.transcript !== true) return;
  if (transcript === undefined) {
    throw new Error(
      `"${context.title}: ${context.name}" asks for a transcript, but its play function heard nothing: use \`heard\` from test-support/heard.ts`,
    );
  }
  const match = await commands.matchTranscript(`__transcripts__/${storyFileName(context)}.txt`, transcript);
  if (!match.pass) throw new Error(match.message);
}
