import { composeStories } from '@storybook/react-vite';
import { afterEach, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { listen, type Listener } from '../test-support/screen-reader.js';
import * as stories from './PasswordInput.stories.js';

const { Default } = composeStories(stories);

let listener: Listener | undefined;
afterEach(async () => {
  await listener?.stop();
  listener = undefined;
});

it('Default: type a password, show it, hear that it is visible, hide it again', async () => {
  await render(<Default />);
  listener = await listen();
  await listener.readToEnd('read the page');
  await listener.act('Tab', () => userEvent.tab());
  await listener.act('type a password, Tab', async () => {
    await userEvent.keyboard('correct horse');
    await userEvent.tab();
  });
  await listener.act('press Enter', () => userEvent.keyboard('{Enter}'));
  await listener.act('Shift + Tab', () => userEvent.tab({ shift: true }));
  await listener.act('Tab', () => userEvent.tab());
  await listener.act('press Enter', () => userEvent.keyboard('{Enter}'));
  await expect(listener.transcript()).toMatchFileSnapshot('./__transcripts__/Default.txt');
});
