import { composeStories } from '@storybook/react-vite';
import { afterEach, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { listen, type Listener } from '../test-support/screen-reader.js';
import * as stories from './Checkbox.stories.js';

const { Default, WithError } = composeStories(stories);

let listener: Listener | undefined;
afterEach(async () => {
  await listener?.stop();
  listener = undefined;
});

it('Default: read the consent, Tab to it, check it with Space', async () => {
  await render(<Default />);
  listener = await listen();
  await listener.readToEnd('read the page');
  await listener.act('Tab', () => userEvent.tab());
  await listener.act('press Space', () => userEvent.keyboard(' '));
  await expect(listener.transcript()).toMatchFileSnapshot('./__transcripts__/Default.txt');
});

it('WithError: the error is heard above the box and with it, after its hint', async () => {
  await render(<WithError />);
  listener = await listen();
  await listener.readToEnd('read the page');
  await listener.act('Tab', () => userEvent.tab());
  await listener.act('press Space', () => userEvent.keyboard(' '));
  await expect(listener.transcript()).toMatchFileSnapshot('./__transcripts__/WithError.txt');
});
