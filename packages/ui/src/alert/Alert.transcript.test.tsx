import { composeStories } from '@storybook/react-vite';
import { afterEach, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { listen, type Listener } from '../test-support/screen-reader.js';
import * as stories from './Alert.stories.js';

const { AppearsAfterFailedSend, FocusedAfterFailedSend } = composeStories(stories);

let listener: Listener | undefined;
afterEach(async () => {
  await listener?.stop();
  listener = undefined;
});

/** How often a phrase containing `text` was spoken. */
const times = (transcript: string, text: string) =>
  transcript.split('\n').filter((line) => !line.startsWith('# ') && line.includes(text)).length;

it('FocusedAfterFailedSend: a failed send moves focus to the banner, which is read once', async () => {
  await render(<FocusedAfterFailedSend />);
  listener = await listen();
  await listener.act('Tab', () => userEvent.tab());
  await listener.act('Tab', () => userEvent.tab());
  await listener.act('press Enter on Send Message', async () => {
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => document.activeElement?.getAttribute('role')).toBe('group');
  });
  await listener.act('Tab', () => userEvent.tab());
  const transcript = listener.transcript();
  expect(times(transcript, 'Failed to send message. Please try again.')).toBe(1);
  await expect(transcript).toMatchFileSnapshot('./__transcripts__/FocusedAfterFailedSend.txt');
});

it('AppearsAfterFailedSend: without focusKey, the banner is announced once and focus stays', async () => {
  await render(<AppearsAfterFailedSend />);
  listener = await listen();
  await listener.act('Tab', () => userEvent.tab());
  await listener.act('Tab', () => userEvent.tab());
  await listener.act('press Enter on Send Message', async () => {
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => document.querySelector('[role="alert"]')?.textContent).toContain('Failed');
  });
  const transcript = listener.transcript();
  expect(times(transcript, 'Failed to send message. Please try again.')).toBe(1);
  await expect(transcript).toMatchFileSnapshot('./__transcripts__/AppearsAfterFailedSend.txt');
});
