import type { ReactNode } from 'react';
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
        {/* No Suspense here: a page's chunk loads inside the navigation's transition, so the old page
            stays until the new one is ready, and prerendered HTML holds no boundary to reveal by script. */}
        {children}
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
