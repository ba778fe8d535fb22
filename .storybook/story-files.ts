import type { StoryContext } from '@storybook/react-vite';

/**
 * Where a story's pictures and transcript live, beside its component: `<Component>/<story>`, such as
 * `Tabs/default` (a folder may hold two components' stories, as tabs/ holds Tabs and TabNav).
 */
export function storyFileName(context: Pick<StoryContext, 'id' | 'title'>): string {
  const component = context.title.split('/').at(-1)?.replace(/[^\w-]/g, '') ?? 'story';
  const story = context.id.split('--')[1] ?? context.id;
  return `${component}/${story}`;
}
