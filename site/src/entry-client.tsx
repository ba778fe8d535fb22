import './styles/site.css';
import { loadWebFont } from './app/webFont.js';

/**
 * The only script a page names, and a small one. The prerendered HTML is the page: it is read, and its
 * links and forms work, before any script runs (and when none does). So nothing here competes with the
 * first paint for a slow link: React and the page's own code are fetched once the page has loaded (its
 * images included), and hydrate it then.
 *
 * The page names the modules it will need (`<script type="application/json" id="page-modules">`, written
 * by scripts/prerender.mjs): the hydration module and everything it and the page's own code import, so
 * they are all requested at once, not one import after another. Importing by the page's address keeps
 * this file free of Vite's import helper, and so of every chunk that helper lives in.
 */
const pageModulesElementId = 'page-modules';

interface PageModules {
  hydrate: string;
  preload: string[];
}

/** At the page's load event, or after `latestMs` if an image is still loading on a poor connection. */
function afterLoad(latestMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (document.readyState === 'complete') {
      resolve();
      return;
    }
    window.addEventListener('load', () => resolve(), { once: true });
    setTimeout(resolve, latestMs);
  });
}

/**
 * Once the page's main picture (the one marked `fetchpriority="high"`, where there is one) is decoded:
 * it is usually the largest thing on the first screen, and its paint should not wait behind scripts.
 */
function afterMainPicture(): Promise<void> {
  const pictures = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
  return Promise.all(pictures.map((picture) => picture.decode().catch(() => undefined))).then(
    () => undefined,
  );
}

/** After the browser has painted the current frame. */
const afterPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

function pageModules(): PageModules | undefined {
  const text = document.getElementById(pageModulesElementId)?.textContent;
  if (!text) return undefined;
  const value = JSON.parse(text) as Partial<PageModules>;
  return typeof value.hydrate === 'string' && Array.isArray(value.preload)
    ? { hydrate: value.hydrate, preload: value.preload.filter((item) => typeof item === 'string') }
    : undefined;
}

/**
 * Imports the built page's hydration module, which hydrates it; on Vite's development server (no prerendered list) the source.
 * A built page without the list stays as it is: its HTML works without scripts.
 */
function importHydrate(modules: PageModules | undefined): Promise<unknown> | undefined {
  if (import.meta.env.DEV) return import('./app/hydrate.js');
  return modules ? import(/* @vite-ignore */ modules.hydrate) : undefined;
}

async function start() {
  await afterLoad(3000);
  await afterMainPicture();
  await afterPaint();
  loadWebFont();
  const modules = pageModules();
  for (const href of modules?.preload ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  // Importing the module hydrates the page.
  await importHydrate(modules);
}

void start();
