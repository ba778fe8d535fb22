import { Suspense, type ReactNode } from 'react';
import { SkipLink, VisuallyHidden } from '@inclusion/ui';
import { Footer } from './Footer.js';
import { Header } from './Header.js';
import { usePageFocus } from './usePageFocus.js';

export function Layout({ pagePath, children }: { pagePath: string; children: ReactNode }) {
  const announcement = usePageFocus(pagePath);
  return (
    <>
      <SkipLink href="#main" />
      <Header />
      <main id="main" tabIndex={-1} className="site-main">
        <Suspense fallback={<p className="site-loading">Loading the page…</p>}>{children}</Suspense>
      </main>
      <Footer />
      <VisuallyHidden>
        <div role="status" aria-live="polite" aria-atomic="true">
          {announcement}
        </div>
      </VisuallyHidden>
    </>
  );
}
