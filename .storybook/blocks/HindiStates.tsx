import { composeStory, type Meta, type StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { UiLocaleProvider } from '../../packages/ui/src/locale/UiLocaleProvider.tsx';

/**
 * A component's 'All states' story with its own words in Hindi: drawn in the docs page's tree under
 * `UiLocaleProvider language="hi"`, in an element with `lang="hi"`. The story's content (labels, hints,
 * messages) is the story's own and stays as written.
 */
export function HindiStates({ story, meta }: { story: StoryObj; meta: Meta }) {
  const Composed = useMemo(() => composeStory(story, meta), [story, meta]);
  return (
    <UiLocaleProvider language="hi">
      <div lang="hi" className="sb-hindi-states">
        <Composed />
      </div>
    </UiLocaleProvider>
  );
}
