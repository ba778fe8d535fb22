/**
 * Where a story's pictures and transcript live, beside its component: `<Component>/<story>`, such as
 * `Tabs/default` (a folder may hold two components' stories, as tabs/ holds Tabs and TabNav). The
 * component is the last part of the story's title in PascalCase ('Forms/Conditional reveal' becomes
 * `ConditionalReveal`), the story the part of its id after `--`.
 */
export function storyFileName(story: { id: string; title: string }): string {
  const component = (story.title.split('/').at(-1) ?? 'Story')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() + word.slice(1))
    .join('');
  const name = story.id.split('--')[1] ?? story.id;
  return `${component}/${name}`;
}
