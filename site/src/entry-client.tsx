import './styles/site.css';

/**
 * The only script of a page, and a small one: written into each page's HTML (scripts/prerender.mjs,
 * allowed by its hash in the Content-Security-Policy), so not even it is a request before the paint.
 * The prerendered HTML is the page: it is read, and its links and forms work, before any script runs
 * (and when none does). So nothing here competes with the first paint for a slow link: React and the
 * page's own code are fetched once the page has loaded (its images included), and hydrate it then.
 *
 * The page names the modules it will need (`<script type="application/json" id="page-modules">`, written
 * by scripts/prerender.mjs): the hydration module and everything it and the page's own code import, so
 * they are all requested together, not one import after another. Importing by the page's address keeps
 * this file free of Vite's import helper, and so of every chunk that helper lives in.
 */
const pageModulesElementId = 'page-modules';

interface PageModules {
  /** The ui components' styles the page's HTML left out (scripts/split-css.mjs). */
  styles?: string[];
  hydrate: string;
  preload: string[];
}

/** Adds a link to the head; settles when what it names has loaded, or failed. */
function addLink(rel: string, href: string): Promise<void> {
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    link.onload = link.onerror = () => resolve();
    document.head.append(link);
  });
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
function afterMainPicture(): Promise<unknown> {
  const pictures = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
  return Promise.all(pictures.map((picture) => picture.decode().catch(() => undefined)));
}

/**
 * Once the browser has shown the page's first paint (its `first-contentful-paint` entry exists). The
 * load event can come before it: the page's HTML is all it needs, so on a fast link the images are in
 * before the first frame is on screen. A browser without paint timing goes on at once.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return resolve();
    new PerformanceObserver((entries, observer) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      resolve();
    }).observe({ type: 'paint', buffered: true });
  });
}

/**
 * After two more frames: the one that draws what was just decoded (the main picture), and the one after
 * it, which starts only once that frame has been handed to the screen.
 */
const afterTwoFrames = () =>
  new Promise<void>((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))),
  );

function pageModules(): PageModules | undefined {
  const text = document.getElementById(pageModulesElementId)?.textContent;
  return text ? (JSON.parse(text) as PageModules) : undefined;
}

/**
 * The next task: lets the browser paint, or answer a tap or a key, before going on. A message, not a
 * timer: nested timers are held back 4 ms each. Measuring tools record a JavaScript stack for every
 * request a script starts, so one request per task also keeps their tasks short.
 */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(undefined);
  });

/**
 * Imports the page's modules one at a time, each import before its importers and the hydration module
 * last (the order scripts/prerender.mjs writes them in), with a task boundary between them. A dynamic
 * import runs every module it brings in one task: React DOM and the page's code together are a long
 * one on a slow phone, during which a tap or a key waits. One by one, the browser can answer between.
 * Importing the hydration module hydrates the page. On Vite's development server (no list) the source.
 * A built page without the list stays as it is: its HTML works without scripts.
 */
async function importOneByOne(modules: PageModules | undefined): Promise<void> {
  if (import.meta.env.DEV) {
    await import('./app/hydrate.js');
    return;
  }
  for (const href of modules?.preload ?? []) {
    await import(/* @vite-ignore */ href);
    await nextTask();
  }
}

async function start() {
  await afterLoad(3000);
  await afterMainPicture();
  await afterFirstPaint();
  await afterTwoFrames();
  const modules = pageModules();
  // The components this page's HTML does not show: a dialog, or the next page, may need them, so
  // they are in before the page can open one. Every request starts in a task of its own.
  const styles: Promise<void>[] = [];
  for (const href of modules?.styles ?? []) {
    styles.push(addLink('stylesheet', href));
    await nextTask();
  }
  for (const href of modules?.preload ?? []) {
    void addLink('modulepreload', href);
    await nextTask();
  }
  await Promise.all(styles);
  // Offline, or a script refused: the page stays as it was served, and its links and forms work.
  await importOneByOne(modules).catch(() => undefined);
}

void start();
