import { composeStories } from '@storybook/react-vite';
import { afterEach, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { listen, type Listener } from '../test-support/screen-reader.js';
import * as stories from './Modal.stories.js';

const { Default, Nested, OverAForm, WithDescription, WithForm } = composeStories(stories);

let listener: Listener | undefined;
afterEach(async () => {
  vi.useRealTimers();
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
  // The page's clock holds still while typing, so a slow machine cannot stretch five keys past the
  // TextArea's one-second pause and have the count said after the fourth (see TextArea's transcripts).
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  await listener.act('type "Hello"', () => userEvent.keyboard('Hello'));
  await listener.act('pause', async () => {
    await vi.advanceTimersByTimeAsync(1000);
    await expect
      .poll(() => document.querySelector('[aria-live="polite"]')?.textContent, { timeout: 3000 })
      .toBe('You have 995 characters remaining');
  });
  vi.useRealTimers();
  await listener.act('Shift + Tab', () => userEvent.tab({ shift: true }));
  await listener.act('press Enter', () => userEvent.keyboard('{Enter}'));
  await listener.readToEnd('read on through the dialog and past its end');
  await listener.readToStart('read back from there to the top');
  await expect(listener.transcript()).toMatchFileSnapshot('./__transcripts__/OverAForm.txt');
});

it('WithDescription: the description is read with the title when the dialog opens', async () => {
  await render(<WithDescription />);
  listener = await listen();
  await listener.act('Tab', () => userEvent.tab());
  await listener.act('press Enter', () => userEvent.keyboard('{Enter}'));
  await listener.readToEnd('read on through the dialog');
  await listener.act('Shift + Tab', () => userEvent.tab({ shift: true }));
  await listener.act('press Enter', () => userEvent.keyboard('{Enter}'));
  await expect(listener.transcript()).toMatchFileSnapshot('./__transcripts__/WithDescription.txt');
});

it('Nested: details, then registration over them, then success, and back to where each began', async () => {
  await render(<Nested />);
  listener = await listen();
  await listener.act('Tab', () => userEvent.tab());
  await listener.act('press Enter', () => userEvent.keyboard('{Enter}'));
  await listener.act('Tab', () => userEvent.tab());
  await listener.act('press Enter', () => userEvent.keyboard('{Enter}'));
  await listener.readToEnd('read on through the registration dialog');
  await listener.act('press Escape', () => userEvent.keyboard('{Escape}'));
  await listener.act('press Enter', () => userEvent.keyboard('{Enter}'));
  await listener.act('Tab', () => userEvent.tab());
  await listener.act('type "Asha Rao"', () => userEvent.keyboard('Asha Rao'));
  await listener.act('Tab', () => userEvent.tab());
  await listener.act('Tab', () => userEvent.tab());
  await listener.act('press Enter', () => userEvent.keyboard('{Enter}'));
  await listener.readToEnd('read on through the confirmation');
  await listener.act('Tab', () => userEvent.tab());
  await listener.act('press Enter', () => userEvent.keyboard('{Enter}'));
  await listener.act('press Escape', () => userEvent.keyboard('{Escape}'));
  await expect(listener.transcript()).toMatchFileSnapshot('./__transcripts__/Nested.txt');
});

it('WithForm: a form inside a dialog, filled in and sent', async () => {
  await render(<WithForm />);
  listener = await listen();
  await listener.act('Tab', () => userEvent.tab());
  await listener.act('press Enter', () => userEvent.keyboard('{Enter}'));
  await listener.act('Tab', () => userEvent.tab());
  await listener.act('type "Asha Rao"', () => userEvent.keyboard('Asha Rao'));
  await listener.act('Tab', () => userEvent.tab());
  await listener.act('type "asha@example.org"', () => userEvent.keyboard('asha@example.org'));
  await listener.act('Tab', () => userEvent.tab());
  await listener.act('Tab', () => userEvent.tab());
  await listener.act('Tab', () => userEvent.tab());
  await listener.act('press Enter', () => userEvent.keyboard('{Enter}'));
  await expect(listener.transcript()).toMatchFileSnapshot('./__transcripts__/WithForm.txt');
});
