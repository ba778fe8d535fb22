import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchRoutes, StaticRouter } from 'react-router-dom';
import { App } from './app/App.js';
import { preloadPage } from './app/pageLoader.js';
import { foundation } from './config.js';
import {
  PostedFormProvider,
  postedFormElementId,
  postedFormField,
  type PostedForm,
} from './forms/postedForm.js';
import { descriptionOf } from './routeDescriptions.js';
import { allRoutes, documentTitle, extraRoutes, routes, type RouteDefinition } from './routes.js';

export {
  foundation,
  routes,
  extraRoutes,
  documentTitle,
  descriptionOf,
  postedFormElementId,
  postedFormField,
};
export type { PostedForm };

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
      <StaticRouter location={url}>
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
  return matchRoutes([...allRoutes], pathname)?.[0]?.route;
}

/**
 * A page as the server answers a form posted to it without JavaScript: the same components, starting
 * from the posted state (the values and errors, or the thanks). The API server calls this at run time
 * from the built bundle (dist-server/entry-server.js) and puts the markup into the page's prerendered
 * file, with the state beside it for hydration.
 */
export async function renderPosted(pathname: string, posted: PostedForm): Promise<string | undefined> {
  const route = routeOf(pathname);
  return route ? render(route, pathname, posted) : undefined;
}
