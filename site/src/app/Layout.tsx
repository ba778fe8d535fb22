import type { ReactNode } from 'react';
import { Announcement, SkipLink } from '@inclusion/ui';
import { Footer } from './Footer.js';
import { Header } from './Header.js';
import { SessionNotice } from './SessionNotice.js';
import { usePageFocus } from './usePageFocus.js';

export function Layout({ pagePath, children }: { pagePath: string; children: ReactNode }) {
  usePageFocus(pagePath);
  return (
    <>
      <SkipLink href="#main" />
      <Header />
      <main id="main" tabIndex={-1} className="site-main">
        {/* The spec's 401 rule sends the visitor home: only there can the reason be waiting. */}
        {pagePath === '/' ? <SessionNotice /> : null}
        {/* No Suspense here: a page's chunk loads inside the navigation's transition, so the old page
            stays until the new one is ready, and prerendered HTML holds no boundary to reveal by script. */}
        {children}
      </main>
      <Footer />
      <Announcement />
    </>
  );
}
