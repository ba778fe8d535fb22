import type { Listener } from './screen-reader.js';

/**
 * What a story's play function says it does, for its spoken-output transcript. A story that sets
 * `parameters.transcript` is recorded by the story tests: the virtual screen reader starts at the first
 * call here, and each `act` adds a line saying what the visitor did, then what was heard. Outside the
 * story tests (Storybook in a browser, a story without a transcript) an action simply runs and the
 * reading calls do nothing, so the same play function serves both.
 */
let recording: { listener?: Promise<Listener> } | undefined;

async function listener(): Promise<Listener | undefined> {
  if (!recording) return undefined;
  // Loaded only when a transcript is recorded, so Storybook's own pages never carry the screen reader.
  recording.listener ??= import('./screen-reader.js').then(({ listen }) => listen());
  return recording.listener;
}

export interface ActOptions {
  /**
   * A state the action leads to after a delay of the component's own (a live region filled after a
   * pause): the transcript waits for it, never for a length of time.
   */
  until?: () => boolean;
}

export const heard = {
  /** Does what the visitor does (a key press, a click, typing) and records what is announced. */
  async act(note: string, action: () => unknown, options: ActOptions = {}): Promise<void> {
    const recorder = await listener();
    if (recorder) return recorder.act(note, action, options.until);
    await action();
    while (options.until && !options.until()) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  },
  /** Reads from the virtual cursor to the end of the page (or of the open modal dialog). */
  async readToEnd(note?: string): Promise<void> {
    await (await listener())?.readToEnd(note);
  },
  /** Reads back from the virtual cursor to the top. */
  async readToStart(note?: string): Promise<void> {
    await (await listener())?.readToStart(note);
  },
  /** Moves the virtual cursor `count` items on. */
  async next(count = 1, note?: string): Promise<void> {
    await (await listener())?.next(count, note);
  },
};

/** For the story tests only: record the next story's transcript (`record` false: record nothing). */
export async function startRecording(record = true): Promise<void> {
  // A story that failed half-way leaves its listener running: stop it before the next story starts.
  await stopRecording().catch(() => undefined);
  recording = record ? {} : undefined;
}

/** For the story tests only: the transcript recorded since `startRecording`, if anything was heard. */
export async function stopRecording(): Promise<string | undefined> {
  const current = recording;
  recording = undefined;
  if (!current?.listener) return undefined;
  const recorder = await current.listener;
  const transcript = recorder.transcript();
  await recorder.stop();
  return transcript;
}
