import { hydrateRoot, type Root } from 'react-dom/client';
import { Hydrated, stories } from './stories.ts';

/**
 * The text of the story, leaving out the native `<select>` that Radix Select hides from everyone
 * (`aria-hidden`, one pixel) to carry the value in a form: Radix adds its options after mount.
 */
function visibleText(element: Element | null): string {
  const copy = element?.cloneNode(true) as Element | undefined;
  copy?.querySelectorAll('select[aria-hidden="true"]').forEach((select) => select.remove());
  return copy?.textContent ?? '';
}
window.visibleText = visibleText;

/** The story's text nodes one by one, for stories whose text may lose parts on hydration. */
function textPieces(element: Element | null): string[] {
  const copy = element?.cloneNode(true) as Element | undefined;
  copy?.querySelectorAll('select[aria-hidden="true"]').forEach((select) => select.remove());
  if (!copy) return [];
  const walker = document.createTreeWalker(copy, NodeFilter.SHOW_TEXT);
  const pieces: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim();
    if (text) pieces.push(text);
  }
  return pieces;
}
window.textPieces = textPieces;

declare global {
  interface Window {
    /** The story's text as the server sent it, read before hydration. */
    serverText?: string;
    /** The story's reason for losing text on hydration, if it has one. */
    textRemovedOnHydration?: string;
    hydrationErrors: string[];
    visibleText: (element: Element | null) => string;
    textPieces: (element: Element | null) => string[];
    serverPieces?: string[];
    hydrateStory: (id: string, markup: string) => void;
    /** Set once the bundle has run and `hydrateStory` can be called. */
    storiesReady?: boolean;
  }
}

let current: Root | undefined;

/**
 * Puts one story's server HTML in a fresh #root and hydrates it. The test calls this once per story in
 * one page, so the 4.5 MB development bundle is parsed once rather than once per story; the previous
 * story is unmounted and whatever it left in the body (portals, scroll locks) is cleared first.
 */
function hydrateStory(id: string, markup: string): void {
  current?.unmount();
  current = undefined;
  document.body.replaceChildren();
  document.body.removeAttribute('style');
  document.body.removeAttribute('data-scroll-locked');
  document.body.removeAttribute('data-transcript-hidden');
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = markup;
  document.body.append(root);
  window.storyHydrated = undefined;
  window.hydrationErrors = [];
  window.serverText = visibleText(root);
  window.serverPieces = textPieces(root);
  window.textRemovedOnHydration = undefined;

  const entry = stories.find((story) => story.id === id);
  if (!entry) {
    window.hydrationErrors.push(`No story "${id}" in the client bundle`);
    return;
  }
  const { Story } = entry;
  window.textRemovedOnHydration = entry.textRemovedOnHydration;
  current = hydrateRoot(
    root,
    <Hydrated id={id}>
      <Story />
    </Hydrated>,
    { onRecoverableError: (error) => window.hydrationErrors.push(String(error)) },
  );
}
window.hydrateStory = hydrateStory;
window.storiesReady = true;
