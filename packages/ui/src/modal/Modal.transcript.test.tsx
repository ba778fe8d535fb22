import { composeStories } from '@storybook/react-vite';
import { afterEach, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { listen, type Listener } from '../test-support/screen-reader.js';
import * as stories from './Modal.stories.js';

const { Default, OverAForm } = composeStories(stories);

let listener: Listener | undefined;
afterEach(async () => {
  await listener?.stop();
  listener = undefined;
});

it('Default: open with Enter, hear the dialog, close with Escape and land back on the trigger', async () => {
  await render(<Default />);
  listener = await listen();
  await listener.readToEnd('read the page');
  await listener.act('Tab', () => userEvent.tab());
  await listener.act('press Enter', () => userEvent.keyboard('{Enter}'));
  await listener.readToEnd('read on through the dialog');
  await listener.act('press Escape', () => userEvent.keyboard('{Escape}'));
  await expect(listener.transcript()).toMatchFileSnapshot('./__transcripts__/Default.txt');
});

it('OverAForm: reading on past the end of the dialog finds nothing of the page behind', async () => {
  await render(<OverAForm />);
  listener = await listen();
  await listener.act('Tab', () => userEvent.tab());
  await listener.act('Tab', () => userEvent.tab());
  await listener.act('type "Hello"', () => userEvent.keyboard('Hello'));
  await listener.act('pause for a second', () => new Promise((resolve) => setTimeout(resolve, 1200)));
  await listener.act('Shift + Tab', () => userEvent.tab({ shift: true }));
  await listener.act('press Enter', () => userEvent.keyboard('{Enter}'));
  await listener.readToEnd('read on through the dialog and past its end');
  await listener.readToStart('read back from there to the top');
  await expect(listener.transcript()).toMatchFileSnapshot('./__transcripts__/OverAForm.txt');
});
