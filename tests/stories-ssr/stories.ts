/// <reference types="vite/client" />
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { useEffect, type ComponentType, type ReactNode } from 'react';
import * as preview from '../../.storybook/preview.tsx';

/**
 * Every story of every package, composed with the project's decorators and args as Storybook renders
 * them (portable stories). The glob finds stories added later without a change here.
 */
const modules = import.meta.glob<Parameters<typeof composeStories>[0]>(
  '../../packages/*/src/**/*.stories.tsx',
  {
    eager: true,
  },
);

setProjectAnnotations([preview]);

export interface StoryEntry {
  id: string;
  Story: ComponentType;
  /**
   * Why the story's text may lose parts on hydration (a story sets `parameters.ssr.textRemovedOnHydration`):
   * progressive enhancement, such as Tabs replacing the contents list the server sends. Text may only go,
   * never arrive.
   */
  textRemovedOnHydration?: string;
}

export const stories: StoryEntry[] = Object.values(modules).flatMap((module) =>
  (
    Object.values(composeStories(module)) as (ComponentType & {
      id: string;
      parameters?: { ssr?: { textRemovedOnHydration?: string } };
    })[]
  ).map((Story) => ({
    id: Story.id,
    Story,
    textRemovedOnHydration: Story.parameters?.ssr?.textRemovedOnHydration,
  })),
);

declare global {
  interface Window {
    /** The id of the story once React has hydrated it and run its effects. */
    storyHydrated?: string;
  }
}

/** Wraps the story on the server and in the browser alike (so ids from useId match), and says when hydrated. */
export function Hydrated({ id, children }: { id: string; children: ReactNode }) {
  useEffect(() => {
    window.storyHydrated = id;
  }, [id]);
  return children;
}
