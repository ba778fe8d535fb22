import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchRoutes, StaticRouter } from 'react-router-dom';
import { App } from './app/App.js';
import { preloadPage } from './app/pageLoader.js';
import { foundation as foundationDetails } from './config.js';
// This build's language's name for the foundation: the Hindi build reads configSiteName.hi.ts.
import { siteName } from './configSiteName.en.js';
import {
  PostedFormProvider,
  postedFormElementId,
  postedFormField,
  type PostedForm,
} from './forms/postedForm.js';
import {
  basenameOf,
  hreflangOf,
  htmlLangOf,
  languageOfPath,
  languages,
  pathIn,
  siteLanguage,
} from './app/language.js';
// This build's language's descriptions: the Hindi build reads routeDescriptions.hi.ts.
import { descriptionOf } from './routeDescriptions.en.js';
import { allRoutes, documentTitle, extraRoutes, routes, type RouteDefinition } from './routes.js';
// This build's language's faces: the Hindi build reads webFontFaces.hi.ts.
import { webFontFaces } from './app/webFontFaces.en.js';

/** The foundation as this build's pages name it in their titles and og:site_name. */
const foundation = { ...foundationDetails, name: siteName };

export {
  foundation,
  routes,
  extraRoutes,
  documentTitle,
  descriptionOf,
  postedFormElementId,
  postedFormField,
  siteLanguage,
  languages,
  htmlLangOf,
  hreflangOf,
  pathIn,
  webFontFaces,
};
export type { PostedForm };

/** The router's basename in this build's language: `/hi` for Hindi, none for English. */
const basename = basenameOf[siteLanguage] || undefined;

/**
 * The markup of one route, for the prerender script (scripts/prerender.mjs). `prerender` waits for
 * every lazy part (a Select, say), so the file holds the whole page, readable without JavaScript.
 */
export async function render(
  route: RouteDefinition,
  url: string,
  posted: PostedForm | null = null,
): Promise<string> {
  await preloadPage(route);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={url} basename={basename}>
        <PostedFormProvider value={posted}>
          <App />
        </PostedFormProvider>
      </StaticRouter>
    </StrictMode>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/** The route a path shows, or undefined for a path that is no page of the site. */
export function routeOf(pathname: string): RouteDefinition | undefined {
  return matchRoutes([...allRoutes], pathname, basename)?.[0]?.route;
}

/** What a server bundle offers renderPosted: the same function, in another language. */
interface ServerBundle {
  renderPosted(pathname: string, posted: PostedForm): Promise<string | undefined>;
}

/**
 * The server bundle of another language: each language is a build of its own (vite.config.ts), the
 * English one in dist-server/, the others in dist-server/<language>/ (scripts/site-language.mjs).
 */
async function bundleIn(language: (typeof languages)[number]): Promise<ServerBundle> {
  const file = siteLanguage === 'en' ? `./${language}/entry-server.js` : `../entry-server.js`;
  return (await import(/* @vite-ignore */ new URL(file, import.meta.url).href)) as ServerBundle;
}

/**
 * A page as the server answers a form posted to it without JavaScript: the same components, starting
 * from the posted state (the values and errors, or the thanks). The API server calls this at run time
 * from the built bundle (dist-server/entry-server.js) and puts the markup into the page's prerendered
 * file, with the state beside it for hydration.
 */
export async function renderPosted(pathname: string, posted: PostedForm): Promise<string | undefined> {
  const language = languageOfPath(pathname);
  // The API loads the English bundle: a Hindi page is rendered by the Hindi one.
  if (language !== siteLanguage) return (await bundleIn(language)).renderPosted(pathname, posted);
  const route = routeOf(pathname);
  return route ? render(route, pathname, posted) : undefined;
}
