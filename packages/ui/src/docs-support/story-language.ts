/**
 * A story's own words (labels, hints, messages, sample text) in the language of the Storybook
 * toolbar's Language, so a story drawn in Hindi is Hindi throughout, as a Hindi page would hold the
 * component: its content as well as the component's own words. Never shipped in the package.
 *
 * A story whose words are args gives their Hindi as `parameters.hindi.args` (the preview lays them
 * over the English ones); a story with a `render` function picks its words with `storyWords`.
 * Storybook merges a story's parameters deeply into its meta's, React elements included: give an arg
 * that holds an element in each story rather than in the meta, and clear a meta's Hindi text with ''.
 */
export type StoryLanguage = 'en' | 'hi';

/** What a story says about its Hindi drawing (`parameters.hindi`). */
export interface HindiParameters {
  /** Leave the story out of the Hindi pass, saying why. */
  skip?: string;
  /** The story's args in Hindi, laid over its English args when it is drawn in Hindi. */
  args?: Record<string, unknown>;
}

/** The language a story is drawn in: the `locale` global, English unless it is Hindi. */
export const storyLanguage = (context: { globals?: Record<string, unknown> }): StoryLanguage =>
  context.globals?.locale === 'hi' ? 'hi' : 'en';

/** The story's words in the language it is drawn in: `render: (args, context) => … storyWords(context, words)`. */
export const storyWords = <Words>(
  context: { globals?: Record<string, unknown> },
  words: Record<StoryLanguage, Words>,
): Words => words[storyLanguage(context)];
