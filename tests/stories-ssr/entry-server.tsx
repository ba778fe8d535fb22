import { renderToString } from 'react-dom/server';
import { Hydrated, stories } from './stories.ts';

/** Each story's HTML from react-dom/server, by story id. */
export function renderAll(): Record<string, string> {
  return Object.fromEntries(
    stories.map(({ id, Story }) => [
      id,
      renderToString(
        <Hydrated id={id}>
          <Story />
        </Hydrated>,
      ),
    ]),
  );
}
