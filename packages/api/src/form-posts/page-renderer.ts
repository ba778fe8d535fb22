import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { errorTitlePrefix } from '@inclusion/forms';
import type { FormInitialState } from '@inclusion/forms/posts';

/** A form of a page with the state the server answers a post of it with. */
export interface PostedForm {
  formId: string;
  state: FormInitialState;
}

/** Renders a page of the site with one form in a given state: the whole HTML document. */
export type PageRenderer = (pathname: string, posted: PostedForm) => Promise<string | undefined>;

/** What the API needs of the site's server bundle (site/src/entry-server.tsx). */
interface SiteServerBundle {
  renderPosted(pathname: string, posted: PostedForm): Promise<string | undefined>;
  postedFormElementId: string;
}

/** `<`, `>`, `&` and the two JavaScript line breaks escaped: the JSON cannot end its script element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

const rootOpen = '<div id="root">';

/**
 * Puts freshly rendered markup into a prerendered page, in place of what its root held, with the
 * posted state beside it (read by the browser's hydration), and 'Error: ' before its title when the
 * form shows errors or a failed send (as the page's script does, WCAG 3.3.1 technique G199): 'त्रुटि: '
 * on a Hindi page (`<html lang="hi">`).
 */
export function spliceDocument(
  prerendered: string,
  markup: string,
  posted: PostedForm,
  stateElementId: string,
): string {
  const start = prerendered.indexOf(rootOpen);
  const end = prerendered.lastIndexOf('</div>', prerendered.lastIndexOf('</body>'));
  if (start < 0 || end < start) throw new Error('The prerendered page has no root element');
  const hasErrors = Object.keys(posted.state.errors ?? {}).length > 0 || Boolean(posted.state.bannerError);
  const language = /<html[^>]*\slang="hi"/.test(prerendered) ? 'hi' : 'en';
  const head = hasErrors
    ? prerendered.slice(0, start).replace('<title>', `<title>${errorTitlePrefix[language]}`)
    : prerendered.slice(0, start);
  return (
    head +
    rootOpen +
    markup +
    '</div>' +
    `<script type="application/json" id="${stateElementId}">${jsonForScript(posted)}</script>` +
    prerendered.slice(end + '</div>'.length)
  );
}

/**
 * The site's own server bundle, loaded when the first form is posted (the prerender uses the same
 * bundle), so a page answered to a post is made by the components the browser runs. Nothing of the
 * site is imported at build time: the arrows stay `api -> forms, events`.
 */
export function siteRenderer(
  siteDir: string,
  siteServerDir: string,
  pageFileOf: (pathname: string) => Promise<string | undefined>,
): PageRenderer {
  let bundle: Promise<SiteServerBundle> | undefined;
  return async (pathname, posted) => {
    bundle ??= import(
      pathToFileURL(join(siteServerDir, 'entry-server.js')).href
    ) as Promise<SiteServerBundle>;
    const site = await bundle;
    const file = await pageFileOf(pathname);
    if (!file) return undefined;
    const [markup, prerendered] = await Promise.all([
      site.renderPosted(pathname, posted),
      readFile(join(siteDir, file), 'utf8'),
    ]);
    return markup === undefined
      ? undefined
      : spliceDocument(prerendered, markup, posted, site.postedFormElementId);
  };
}
