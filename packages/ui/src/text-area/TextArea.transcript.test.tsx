import { composeStories } from '@storybook/react-vite';
import { afterEach, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { listen, type Listener } from '../test-support/screen-reader.js';
import * as stories from './TextArea.stories.js';

const { Default, NearTheLimit } = composeStories(stories);

let listener: Listener | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await listener?.stop();
  listener = undefined;
});

/**
 * A visitor's pause after typing: the page's clock moves past the TextArea's delay, then the live region
 * must say what the visible count says. The clock is faked while typing, so a slow machine cannot stretch
 * eight Backspaces past the delay and make the component speak in the middle of them.
 */
async function pauseUntilAnnounced() {
  await vi.advanceTimersByTimeAsync(1000);
  const said = () => document.querySelector('.ui-textarea__status')?.textContent;
  const shown = () => document.querySelector('.ui-textarea__count')?.textContent;
  await expect.poll(() => said() !== '' && said() === shown(), { timeout: 3000 }).toBe(true);
}

it('Default: Tab to the box and type', async () => {
  await render(<Default />);
  listener = await listen();
  await listener.readToEnd('read the page');
  await listener.act('Tab', () => userEvent.tab());
  await listener.act('type "I would like to volunteer."', () =>
    userEvent.keyboard('I would like to volunteer.'),
  );
  await expect(listener.transcript()).toMatchFileSnapshot('./__transcripts__/Default.txt');
});

it('NearTheLimit: typing up to the limit and over it, the count is read when typing pauses', async () => {
  await render(<NearTheLimit />);
  listener = await listen();
  await listener.readToEnd('read the page');
  await listener.act('Tab', () => userEvent.tab());
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  await listener.act('press End, type "u"', () => userEvent.keyboard('{End}u'));
  await listener.act('pause', pauseUntilAnnounced);
  await listener.act('type "."', () => userEvent.keyboard('.'));
  await listener.act('pause', pauseUntilAnnounced);
  await listener.act('type " See you"', () => userEvent.keyboard(' See you'));
  await listener.act('pause', pauseUntilAnnounced);
  await listener.act('press Backspace 8 times', () => userEvent.keyboard('{Backspace>8/}'));
  await listener.act('pause', pauseUntilAnnounced);
  await expect(listener.transcript()).toMatchFileSnapshot('./__transcripts__/NearTheLimit.txt');
});
