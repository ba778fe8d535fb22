import { composeStories } from '@storybook/react-vite';
import { afterEach, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { listen, type Listener } from '../test-support/screen-reader.js';
import * as stories from './RadioGroup.stories.js';

const { WithError, YesNo } = composeStories(stories);

let listener: Listener | undefined;
afterEach(async () => {
  await listener?.stop();
  listener = undefined;
});

it('YesNo: read the question, Tab in, choose with Space, change with an arrow key', async () => {
  await render(<YesNo />);
  listener = await listen();
  await listener.readToEnd('read the page');
  await listener.act('Tab', () => userEvent.tab());
  await listener.act('press Space', () => userEvent.keyboard(' '));
  await listener.act('press Right arrow', () => userEvent.keyboard('{ArrowRight}'));
  await expect(listener.transcript()).toMatchFileSnapshot('./__transcripts__/YesNo.txt');
});

it('WithError: the hint and the error are read on entering the group', async () => {
  await render(<WithError />);
  listener = await listen();
  await listener.readToEnd('read the page');
  await listener.act('Tab', () => userEvent.tab());
  await listener.act('press Space', () => userEvent.keyboard(' '));
  await expect(listener.transcript()).toMatchFileSnapshot('./__transcripts__/WithError.txt');
});
