import { hydrateRoot } from 'react-dom/client';
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
  }
}

const root = document.getElementById('root');
const id = root?.dataset.story ?? '';
const entry = stories.find((story) => story.id === id);
window.hydrationErrors = [];
window.serverText = visibleText(root);
window.serverPieces = textPieces(root);

if (!root || !entry) {
  window.hydrationErrors.push(`No story "${id}" in the client bundle`);
} else {
  const { Story } = entry;
  window.textRemovedOnHydration = entry.textRemovedOnHydration;
  hydrateRoot(
    root,
    <Hydrated id={id}>
      <Story />
    </Hydrated>,
    { onRecoverableError: (error) => window.hydrationErrors.push(String(error)) },
  );
}
