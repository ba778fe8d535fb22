import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter, matchRoutes } from './router/index.js';
import { App } from './app/App.js';
import { PostedFormProvider, readPostedForm } from './forms/postedForm.js';
import { preloadPage } from './app/pageLoader.js';
import { allRoutes, extraRoutes } from './routes.js';
import './styles/site.css';

async function start() {
  const match = matchRoutes([...allRoutes], window.location.pathname)?.[0]?.route ?? extraRoutes.notFound;
  // The page's code first, so hydration renders exactly what was prerendered.
  await preloadPage(match);
  const root = document.getElementById('root');
  if (!root) return;
  hydrateRoot(
    root,
    <StrictMode>
      <BrowserRouter>
        <PostedFormProvider value={readPostedForm()}>
          <App />
        </PostedFormProvider>
      </BrowserRouter>
    </StrictMode>,
  );
}

void start();
