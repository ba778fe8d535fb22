import type { ReactRenderer } from '@storybook/react-vite';
import { act, createElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { RenderContext } from 'storybook/internal/types';

/**
 * Renders a story as the site renders a page: `react-dom/server` writes its HTML, then React hydrates
 * that HTML. The story fails when React reports a mismatch or says anything on the console while
 * doing so, or when hydration changes the story's text: nothing may appear only after mount. A story
 * whose text may lose parts on hydration (progressive enhancement: Tabs replace the contents list the
 * server sends) says why in `parameters.ssr.textRemovedOnHydration`; its text may then only go, never
 * arrive or change.
 */
export async function renderToCanvas(
  { storyContext, unboundStoryFn: Story }: RenderContext<ReactRenderer>,
  canvasElement: ReactRenderer['canvasElement'],
): Promise<() => Promise<void>> {
  const shown: Shown = { Story, storyContext, canvasElement };
  current = shown;
  shown.root = await hydrateStory(shown, storyContext, `"${storyContext.title}: ${storyContext.name}"`);
  return async () => {
    if (current === shown) current = undefined;
    await actEnvironment(() => act(async () => shown.root?.unmount()));
  };
}

interface Shown {
  Story: RenderContext<ReactRenderer>['unboundStoryFn'];
  storyContext: RenderContext<ReactRenderer>['storyContext'];
  canvasElement: ReactRenderer['canvasElement'];
  root?: Root;
}

/** The story on the canvas, to draw it again under other globals. */
let current: Shown | undefined;

/**
 * Draws the story on the canvas again, server-rendered and hydrated as at first, with `globals` laid
 * over its own (`{ locale: 'hi' }`). The same checks hold: no mismatch, no console message, no text
 * that changes. `name` says which drawing failed.
 */
export async function renderAgain(globals: Record<string, unknown>, name: string): Promise<void> {
  const shown = current;
  if (!shown) throw new Error(`${name}: no story is on the canvas to draw again`);
  await actEnvironment(() => act(async () => shown.root?.unmount()));
  shown.root = undefined;
  const storyContext = { ...shown.storyContext, globals: { ...shown.storyContext.globals, ...globals } };
  shown.root = await hydrateStory(shown, storyContext, name);
}

async function hydrateStory(
  { Story, canvasElement }: Shown,
  storyContext: Shown['storyContext'],
  name: string,
): Promise<Root | undefined> {
  const element = createElement(Story, { ...storyContext });
  const said = listenToConsole();
  const problems: string[] = [];
  let root: Root | undefined;
  try {
    canvasElement.innerHTML = renderToString(element);
    const serverPieces = textPieces(canvasElement);
    await actEnvironment(() =>
      act(async () => {
        root = hydrateRoot(canvasElement, element, {
          onRecoverableError: (error) => problems.push(`hydration: ${String(error)}`),
        });
      }),
    );
    const pieces = textPieces(canvasElement);
    const textRemovedOnHydration = (
      storyContext.parameters.ssr as { textRemovedOnHydration?: string } | undefined
    )?.textRemovedOnHydration;
    const textHolds = textRemovedOnHydration
      ? piecesKeptInOrder(serverPieces, pieces)
      : pieces.join(' ') === serverPieces.join(' ');
    if (!textHolds) {
      problems.push(
        `text changed on hydration:\n  server: ${serverPieces.join(' | ')}\n  client: ${pieces.join(' | ')}`,
      );
    }
  } finally {
    problems.push(...said.stop());
  }
  if (problems.length > 0) {
    // Unmounted, the canvas is left for the next story whatever happened here.
    await actEnvironment(() => act(async () => root?.unmount()));
    throw new Error(`${name} rendered on the server and hydrated:\n${problems.join('\n')}`);
  }
  return root;
}

/** React's `act` warns unless it is told it runs in a test; Storybook's own renderer does the same. */
async function actEnvironment(run: () => Promise<void>): Promise<void> {
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const before = scope.IS_REACT_ACT_ENVIRONMENT;
  scope.IS_REACT_ACT_ENVIRONMENT = true;
  try {
    await run();
  } finally {
    scope.IS_REACT_ACT_ENVIRONMENT = before;
  }
}

/** Every console error and warning from now until `stop`, still printed. */
function listenToConsole() {
  const messages: string[] = [];
  const original = { error: console.error, warn: console.warn };
  for (const level of ['error', 'warn'] as const) {
    console[level] = (...args: unknown[]) => {
      messages.push(`console.${level}: ${args.map(String).join(' ')}`);
      original[level](...args);
    };
  }
  return {
    stop() {
      console.error = original.error;
      console.warn = original.warn;
      return messages;
    },
  };
}

/**
 * The story's text nodes one by one, leaving out the native `<select>` that Radix Select hides from
 * everyone (`aria-hidden`, one pixel) to carry the value in a form: Radix adds its options after mount.
 */
export function textPieces(element: Element): string[] {
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll('select[aria-hidden="true"]').forEach((select) => select.remove());
  const walker = document.createTreeWalker(copy, NodeFilter.SHOW_TEXT);
  const pieces: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim();
    if (text) pieces.push(text);
  }
  return pieces;
}

/** True when `after` is `before` with some pieces left out: text went, none arrived or changed. */
export function piecesKeptInOrder(before: readonly string[], after: readonly string[]): boolean {
  let at = 0;
  return after.every((piece) => {
    while (at < before.length && before[at] !== piece) at += 1;
    at += 1;
    return at <= before.length;
  });
}
