import { composeStories } from '@storybook/react-vite';
import { afterEach, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { listen, type Listener } from '../test-support/screen-reader.js';
import * as stories from './Status.stories.js';

const { ChangingMessage, Default, VisuallyHiddenStatus } = composeStories(stories);

let listener: Listener | undefined;
afterEach(async () => {
  await listener?.stop();
  listener = undefined;
});

it('Default: a status message is read where it is', async () => {
  await render(<Default />);
  listener = await listen();
  await listener.readToEnd('read the page');
  await expect(listener.transcript()).toMatchFileSnapshot('./__transcripts__/Default.txt');
});

it('VisuallyHiddenStatus: the hidden message repeats what the page shows', async () => {
  await render(<VisuallyHiddenStatus />);
  listener = await listen();
  await listener.readToEnd('read the page');
  await expect(listener.transcript()).toMatchFileSnapshot('./__transcripts__/VisuallyHiddenStatus.txt');
});

it('ChangingMessage: the progress and the result are announced without moving focus', async () => {
  await render(<ChangingMessage />);
  listener = await listen();
  await listener.act('Tab', () => userEvent.tab());
  await listener.act('Tab', () => userEvent.tab());
  // One step: the result follows the progress message within a fifth of a second, sooner than a busy
  // machine's pause, so the two are heard after the same key press.
  await listener.act('press Enter', async () => {
    await userEvent.keyboard('{Enter}');
    await expect
      .poll(() => document.querySelector('[role="status"]')?.textContent, { timeout: 5000 })
      .toBe('Successfully Subscribed!');
  });
  await expect(listener.transcript()).toMatchFileSnapshot('./__transcripts__/ChangingMessage.txt');
});
