import { SessionProvider } from '@inclusion/forms/react';
import { Route, Routes } from 'react-router-dom';
import { AnnouncerProvider } from '@inclusion/ui';
import { allRoutes } from '../routes.js';
import { AuthProvider } from './auth/AuthProvider.js';
import { Layout } from './Layout.js';
import { pageComponent } from './pageLoader.js';
import { useSessionCheck } from './useSessionCheck.js';
import { useWebFontOnNewPage } from './useWebFontOnNewPage.js';

function Page({ path }: { path: string }) {
  const route = allRoutes.find((candidate) => candidate.path === path);
  if (!route) return null;
  const Component = pageComponent(route);
  return (
    <Layout pagePath={route.path}>
      <Component />
    </Layout>
  );
}

function SessionCheck() {
  useSessionCheck();
  return null;
}

function WebFontOnNewPage() {
  useWebFontOnNewPage();
  return null;
}

// No UiStringsProvider: each ui component brings its own words, in this build's language (the Hindi
// build answers the ui's English sections with its Hindi ones, scripts/site-language.mjs), so a page
// takes the words of the components it renders, not the whole table.
export function App() {
  return (
    <SessionProvider>
      <SessionCheck />
      <WebFontOnNewPage />
      <AnnouncerProvider>
        <AuthProvider>
          <Routes>
            {allRoutes.map((route) => (
              <Route key={route.path} path={route.path} element={<Page path={route.path} />} />
            ))}
          </Routes>
        </AuthProvider>
      </AnnouncerProvider>
    </SessionProvider>
  );
}
