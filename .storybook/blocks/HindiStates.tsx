import { composeStory, type Meta, type StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import type { HindiParameters } from '../../packages/ui/src/docs-support/story-language.ts';
import { UiLocaleProvider } from '../../packages/ui/src/locale/UiLocaleProvider.tsx';

/**
 * A component's 'All states' story in Hindi, as the toolbar's Language draws it: the component's words
 * from `UiLocaleProvider language="hi"`, the story's own from `parameters.hindi.args` or its `render`
 * (`storyWords`, under `globals.locale: 'hi'`), in an element with `lang="hi"`.
 */
export function HindiStates({ story, meta }: { story: StoryObj; meta: Meta }) {
  const Composed = useMemo(
    () => composeStory({ ...story, globals: { ...story.globals, locale: 'hi' } }, meta),
    [story, meta],
  );
  const hindiArgs = (story.parameters?.hindi as HindiParameters | undefined)?.args ?? {};
  return (
    <UiLocaleProvider language="hi">
      <div lang="hi" className="sb-hindi-states">
        <Composed {...hindiArgs} />
      </div>
    </UiLocaleProvider>
  );
}
