import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/App.js';
import { preloadPage } from './app/pageLoader.js';
import { foundation } from './config.js';
import { documentTitle, extraRoutes, routes, type RouteDefinition } from './routes.js';

export { foundation, routes, extraRoutes, documentTitle };

/**
 * The markup of one route, for the prerender script (scripts/prerender.mjs). `prerender` waits for
 * every lazy part (a Select, say), so the file holds the whole page, readable without JavaScript.
 */
export async function render(route: RouteDefinition, url: string): Promise<string> {
  await preloadPage(route);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={url}>
        <App />
      </StaticRouter>
    </StrictMode>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
