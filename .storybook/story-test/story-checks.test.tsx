import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { composeStory, setProjectAnnotations } from '@storybook/react-vite';
import axe from 'axe-core';
import { useEffect, useState } from 'react';
import { userEvent } from 'storybook/test';
import { afterEach, describe, expect, it } from 'vitest';
import { useUiStrings } from '../../packages/ui/src/locale/useUiStrings.ts';
import { heard } from '../../packages/ui/src/test-support/heard.ts';
import { axeConfig, axeRunOptions } from '../axe.ts';
import * as projectAnnotations from '../preview.tsx';
import { storyTestAnnotations } from './annotations.ts';
import './story-page.css';

setProjectAnnotations([storyTestAnnotations, a11yAddonAnnotations, projectAnnotations]);

const meta = { title: 'Fixtures/Checks' };

const UnlabelledInput = composeStory(
  { name: 'Unlabelled input', render: () => <input type="text" name="email" /> },
  meta,
);

const LabelledInput = composeStory(
  {
    name: 'Labelled input',
    render: () => (
      <>
        <label htmlFor="email">Email</label>
        <input id="email" type="text" name="email" />
      </>
    ),
  },
  meta,
);

/** Puts an unlabelled field in a dialog outside the story's root, as a portal does. */
function FieldInAPortal() {
  useEffect(() => {
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-label', 'Portal');
    dialog.innerHTML = '<input type="text" name="phone">';
    dialog.dataset.fixture = 'portal';
    document.body.append(dialog);
  }, []);
  return <p>The input lives outside the story root.</p>;
}

const UnlabelledInputInPortal = composeStory(
  {
    name: 'Unlabelled input in a portal',
    parameters: { pictures: { skip: 'it checks axe only' } },
    render: () => <FieldInAPortal />,
  },
  meta,
);

let renders = 0;
/** Draws one text on the server and another in the browser, as code that reads the clock would. */
function DiffersOnHydration() {
  renders += 1;
  return <p>{renders % 2 === 1 ? 'Rendered on the server' : 'Rendered in the browser'}</p>;
}
const HydrationMismatch = composeStory(
  { name: 'Hydration mismatch', render: () => <DiffersOnHydration /> },
  meta,
);

function ArrivesAfterMount() {
  const [text, setText] = useState('');
  useEffect(() => setText('Only after mount'), []);
  return <p>{text}</p>;
}
const TextAfterMount = composeStory({ name: 'Text after mount', render: () => <ArrivesAfterMount /> }, meta);

const SilentTranscript = composeStory(
  {
    name: 'Transcript never heard',
    parameters: { transcript: true, pictures: { skip: 'it checks the transcript only' } },
    render: () => <button type="button">Send</button>,
  },
  meta,
);

/** The committed transcript says 'button, Send'; this button says 'Sent'. */
const ChangedTranscript = composeStory(
  {
    name: 'Transcript changed',
    parameters: { transcript: true, pictures: { skip: 'it checks the transcript only' } },
    render: () => <button type="button">Sent</button>,
    play: async () => {
      await heard.act('Tab', () => userEvent.tab());
    },
  },
  meta,
);

/** The committed picture says 'Message sent'; this one says 'Message sant'. */
const OneCharacterChanged = composeStory(
  { name: 'One character changed', render: () => <p>Message sant</p> },
  meta,
);

/** Labelled in English; in Hindi its field loses its label, as a translation that drops a word would. */
function UnlabelledInHindi() {
  const { lang } = useUiStrings();
  return lang === 'hi' ? (
    <input type="text" name="email" />
  ) : (
    <>
      <label htmlFor="email">Email</label>
      <input id="email" type="text" name="email" />
    </>
  );
}
const BrokenInHindi = composeStory(
  {
    name: 'All states',
    parameters: { pictures: { skip: 'it checks the Hindi pass only' } },
    render: () => <UnlabelledInHindi />,
  },
  meta,
);

afterEach(() => {
  document.querySelectorAll('[data-fixture="portal"]').forEach((node) => node.remove());
});

describe('the story checks', () => {
  it('fail a story with an unlabelled input', async () => {
    await expect(UnlabelledInput.run()).rejects.toThrow(/label/i);
  });

  it('check the whole body with axe, so content in portals is covered', async () => {
    await expect(UnlabelledInputInPortal.run()).rejects.toThrow(/label/i);
  });

  it('pass the same markup once it is labelled', async () => {
    await expect(LabelledInput.run()).resolves.toBeUndefined();
  });

  it('run the WCAG 2.0-2.2 A/AA and best-practice tags', async () => {
    document.body.insertAdjacentHTML('beforeend', '<div data-fixture="portal"><input type="checkbox"></div>');
    axe.configure(axeConfig);
    const result = await axe.run(document.body, axeRunOptions);
    const ids = result.violations.map((violation) => violation.id);
    expect(ids).toContain('label');
    expect(result.testEngine.name).toBe('axe-core');
    expect(result.toolOptions.runOnly).toEqual(axeRunOptions.runOnly);
  });

  it('check an All states story again in Hindi, with axe', async () => {
    await expect(BrokenInHindi.run()).rejects.toThrow(/in Hindi: axe found[\s\S]*label/);
  });

  it('fail a story whose server HTML does not hydrate', async () => {
    await expect(HydrationMismatch.run()).rejects.toThrow(
      /Hydration failed because the server rendered text/,
    );
  });

  it('fail a story whose text arrives only after mount', async () => {
    await expect(TextAfterMount.run()).rejects.toThrow(/text changed on hydration/);
  });

  it('fail a story that asks for a transcript and hears nothing', async () => {
    await expect(SilentTranscript.run()).rejects.toThrow(/heard nothing/);
  });

  it('fail a story whose transcript changed', async () => {
    await expect(ChangedTranscript.run()).rejects.toThrow(/mismatched/);
  });

  it('fail a story whose picture changed by one character', async () => {
    await expect(OneCharacterChanged.run()).rejects.toThrow(/pixels \(ratio [\d.]+\) differ/);
  });
});
