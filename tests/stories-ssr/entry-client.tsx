import { hydrateRoot } from 'react-dom/client';
import { Hydrated, stories } from './stories.ts';

declare global {
  interface Window {
    /** The story's text as the server sent it, read before hydration. */
    serverText?: string;
    hydrationErrors: string[];
  }
}

const root = document.getElementById('root');
const id = root?.dataset.story ?? '';
const entry = stories.find((story) => story.id === id);
window.hydrationErrors = [];
window.serverText = root?.textContent ?? '';

if (!root || !entry) {
  window.hydrationErrors.push(`No story "${id}" in the client bundle`);
} else {
  const { Story } = entry;
  hydrateRoot(
    root,
    <Hydrated id={id}>
      <Story />
    </Hydrated>,
    { onRecoverableError: (error) => window.hydrationErrors.push(String(error)) },
  );
}
