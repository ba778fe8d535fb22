import { composeStories } from '@storybook/react-vite';
import { afterEach, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { listen, type Listener } from '../test-support/screen-reader.js';
import * as stories from './Tabs.stories.js';
import * as navStories from './TabNav.stories.js';

const { Default, Manual } = composeStories(stories);
const { Default: NavDefault } = composeStories(navStories);

let listener: Listener | undefined;
afterEach(async () => {
  await listener?.stop();
  listener = undefined;
});

it('Default: Tab into the tabs, arrow to the next, Tab into its panel', async () => {
  await render(<Default />);
  listener = await listen();
  await listener.act('Tab', () => userEvent.tab());
  await listener.act('press Right arrow', () => userEvent.keyboard('{ArrowRight}'));
  await listener.act('press Right arrow', () => userEvent.keyboard('{ArrowRight}'));
  await listener.act('Tab', () => userEvent.tab());
  await listener.readToEnd('read the panel');
  await expect(listener.transcript()).toMatchFileSnapshot('./__transcripts__/Default.txt');
});

it('Manual: arrows move without selecting; Enter selects, and Tab reaches the panel it shows', async () => {
  await render(<Manual />);
  listener = await listen();
  await listener.act('Tab', () => userEvent.tab());
  await listener.act('press Right arrow', () => userEvent.keyboard('{ArrowRight}'));
  // The virtual screen reader does not voice a state change of the focused tab (NVDA says 'selected'):
  // Tab shows which panel is now shown.
  await listener.act('press Enter', () => userEvent.keyboard('{Enter}'));
  await listener.act('Tab', () => userEvent.tab());
  await expect(listener.transcript()).toMatchFileSnapshot('./__transcripts__/Manual.txt');
});

it('TabNav: links in a navigation, the current page said to be current', async () => {
  await render(<NavDefault />);
  listener = await listen();
  await listener.readToEnd('read the navigation');
  await listener.act('Tab', () => userEvent.tab());
  await listener.act('Tab', () => userEvent.tab());
  await expect(listener.transcript()).toMatchFileSnapshot('./__transcripts__/TabNav.txt');
});
