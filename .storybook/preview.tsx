import type { Decorator, Preview } from '@storybook/react-vite';
import { lazy, Suspense } from 'react';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import '../packages/ui/src/styles.css';
import '../packages/ui/src/base/base-layered.css';
import { UiLocaleProvider } from '../packages/ui/src/locale/UiLocaleProvider.tsx';
import { uiLanguages, uiStrings, type UiLanguage } from '../packages/ui/src/locale/languages.ts';
import { storyLanguage, type HindiParameters } from '../packages/ui/src/docs-support/story-language.ts';
import { axeConfig, axeRunOptions } from './axe.ts';
import './blocks/blocks.css';

/**
 * Every component's docs page (guidance, keyboard, transcripts, checklist). Loaded when a docs page is
 * shown, not with the preview, which every story test loads.
 */
const LazyComponentPage = lazy(() =>
  import('./blocks/ComponentPage.tsx').then((module) => ({ default: module.ComponentPage })),
);
const ComponentPage = () => (
  <Suspense fallback={null}>
    <LazyComponentPage />
  </Suspense>
);

/**
 * Stories are parts of pages, so each renders as a page would hold it: in a `main` landmark under
 * one `h1`. A story whose component is the page's h1 (a Hero) sets `parameters.page: 'own-heading'`.
 * Docs pages hold many stories and keep their own structure.
 */
const asPage: Decorator = (Story, context) => {
  // English stories carry no `lang` of their own, as the site's English pages set it on <html> only.
  const lang = context.globals.locale === 'hi' ? uiStrings.hi.lang : undefined;
  if (context.viewMode === 'docs')
    return lang ? (
      <div lang={lang}>
        <Story />
      </div>
    ) : (
      <Story />
    );
  if (context.parameters.page === 'own-heading') {
    return (
      <main className="sb-story-page" lang={lang}>
        <Story />
      </main>
    );
  }
  return (
    <main className="sb-story-page" lang={lang}>
      {/* The component's name in code and the story's name: English on a Hindi story too. */}
      <h1 className="ui-visually-hidden" lang={lang ? 'en' : undefined}>
        {`${context.title.split('/').at(-1) ?? ''}: ${context.name}`}
      </h1>
      <Story />
    </main>
  );
};

/**
 * The preview page has `<base target="_parent">`, so a followed link would replace the page around the
 * story (and end a test run). Same-page links stay in the story's frame; other links are not followed.
 */
function keepLinksInFrame() {
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.target) return;
    if (link.getAttribute('href')?.startsWith('#')) link.target = '_self';
    else event.preventDefault();
  };
  document.addEventListener('click', onClick, true);
  return () => document.removeEventListener('click', onClick, true);
}

/** Reflow (WCAG 1.4.10): no story may make the page scroll sideways at its viewport, 320px wide included. */
async function expectNoHorizontalScroll({ viewMode }: { viewMode: string }) {
  if (viewMode !== 'story') return;
  const { scrollWidth, clientWidth } = document.documentElement;
  if (scrollWidth > clientWidth) {
    throw new Error(`The story scrolls sideways: ${scrollWidth}px of content in a ${clientWidth}px viewport`);
  }
}

const withTheme: Decorator = (Story, context) => {
  // A story rendered where there is no document (react-dom/server in Node) has nothing to theme.
  if (typeof document === 'undefined') return <Story />;
  const theme = context.globals.theme as string | undefined;
  if (theme && theme !== 'system') document.documentElement.dataset.theme = theme;
  else delete document.documentElement.dataset.theme;
  return <Story />;
};

/**
 * In Hindi, a story whose words are args is drawn with `parameters.hindi.args` laid over them; a story
 * with a `render` function picks its own words (`storyWords`).
 */
const withStoryWords: Decorator = (Story, context) => {
  const hindiArgs = (context.parameters.hindi as HindiParameters | undefined)?.args;
  if (storyLanguage(context) !== 'hi' || !hindiArgs) return <Story />;
  return <Story args={{ ...context.args, ...hindiArgs }} />;
};

/** The language of the components' own words (the toolbar's Language). */
const withLocale: Decorator = (Story, context) => {
  const locale = context.globals.locale as string | undefined;
  const language = uiLanguages.find((known) => known === locale) ?? 'en';
  // The page's language, as the site's pages set it on <html>: a dialog's portal outside the story's
  // `main` is read in the story's language too.
  if (typeof document !== 'undefined' && context.viewMode === 'story')
    document.documentElement.lang = uiStrings[language].lang;
  return (
    <UiLocaleProvider language={language}>
      <Story />
    </UiLocaleProvider>
  );
};

const preview: Preview = {
  decorators: [withStoryWords, asPage, withTheme, withLocale],
  beforeEach: keepLinksInFrame,
  afterEach: expectNoHorizontalScroll,
  parameters: {
    a11y: {
      test: 'error',
      context: 'body',
      options: axeRunOptions,
      config: axeConfig,
    },
    controls: { expanded: true },
    // Every component's docs page: guidance, keyboard, transcripts and checklist when it has them.
    docs: { page: ComponentPage },
    viewport: {
      options: {
        ...MINIMAL_VIEWPORTS,
        // A 1280×1024 screen at 400% zoom: what WCAG 1.4.10 Reflow asks to work without horizontal scrolling.
        zoom400: {
          name: '400% zoom (320 × 256)',
          styles: { width: '320px', height: '256px' },
          type: 'mobile',
        },
      },
    },
    layout: 'padded',
  },
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'contrast',
        items: [
          { value: 'system', title: 'System (prefers-color-scheme)' },
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'The language of the components’ words',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English', right: 'en' },
          { value: 'hi', title: 'हिन्दी', right: 'hi' },
        ] satisfies { value: UiLanguage; title: string; right: string }[],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'system', locale: 'en' },
  tags: ['autodocs'],
};

export default preview;
