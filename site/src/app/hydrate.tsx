import { StrictMode, startTransition, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter, matchRoutes } from 'react-router-dom';
import { PostedFormProvider, readPostedForm } from '../forms/postedFormState.js';
import { allRoutes, extraRoutes } from '../routes.js';
import { App } from './App.js';
import { basenameOf, siteLanguage } from './language.js';
import { preloadPage } from './pageLoader.js';
import { prefetchWebFont } from './webFont.js';

/** When the browser has nothing else to do, or after `latestMs` in one that never says. */
const whenIdle = (latestMs: number) =>
  new Promise<void>((resolve) => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: latestMs });
    else setTimeout(resolve, latestMs);
  });

/**
 * Says on the page that React has taken it over and run its effects (a form has adopted what was typed
 * before the script came, say): `<html data-hydrated="true">`. Placed last, so its effect runs after
 * every other of the first render. Browser tests wait for it before they act as a visitor with scripts.
 * Then, once the browser is idle, fetches the text face for the pages that come next (src/app/webFont.ts).
 */
function MarkHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    void whenIdle(2000).then(prefetchWebFont);
  }, []);
  return null;
}

/** Makes the prerendered page interactive: its page's code first, then React takes over the markup. */
async function hydrate(): Promise<void> {
  const basename = basenameOf[siteLanguage] || undefined;
  const match =
    matchRoutes([...allRoutes], window.location.pathname, basename)?.[0]?.route ?? extraRoutes.notFound;
  // The page's code first, so hydration renders exactly what was prerendered.
  await preloadPage(match);
  // A task of its own: the browser has just run every module this import brought, and may paint or
  // answer a tap before React starts.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const root = document.getElementById('root');
  if (!root) return;
  // A transition lets React hydrate in slices of a few milliseconds, yielding between them, so a tap
  // or a key pressed meanwhile is handled at once on a slow phone instead of after one long task.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <BrowserRouter basename={basename}>
          <PostedFormProvider value={readPostedForm()}>
            <App />
            <MarkHydrated />
          </PostedFormProvider>
        </BrowserRouter>
      </StrictMode>,
    );
  });
}

// Importing this module hydrates the page (src/entry-client.tsx imports it once the page has loaded).
// A side effect, not an export: the build keeps no exports of an entry.
void hydrate();
