import { lazy, type ComponentType } from 'react';
import type { RouteDefinition } from '../routes.js';

type PageModule = { default: ComponentType };

const pageModules = import.meta.glob<{ default: ComponentType }>('../pages/*Page.tsx');

/** Loads a route's page module; each page is its own chunk. */
export function loadPage(route: RouteDefinition): Promise<{ default: ComponentType }> {
  const load = pageModules[`../pages/${route.page}.tsx`];
  if (!load) throw new Error(`No page module for ${route.path}: src/pages/${route.page}.tsx`);
  return load();
}

const loaded = new Map<string, ComponentType>();
const lazyPages = new Map<string, ComponentType>();

/** Loads a route's page; hydration waits for this, so the first render matches the prerendered HTML. */
export async function preloadPage(route: RouteDefinition): Promise<void> {
  if (loaded.has(route.path)) return;
  const module: PageModule = await loadPage(route);
  loaded.set(route.path, module.default);
}

/** The page component: the loaded one when it is ready, else a lazy one that suspends while its chunk loads. */
export function pageComponent(route: RouteDefinition): ComponentType {
  const ready = loaded.get(route.path);
  if (ready) return ready;
  let pending = lazyPages.get(route.path);
  if (!pending) {
    pending = lazy(async () => {
      const module = await loadPage(route);
      loaded.set(route.path, module.default);
      return module;
    });
    lazyPages.set(route.path, pending);
  }
  return pending;
}
