import { VisuallyHidden } from '@inclusion/ui';

/** A placeholder shell until the fourteen routes arrive; it proves the site builds on the UI package. */
export function App() {
  return (
    <>
      <VisuallyHidden focusable>
        <a href="#main">Skip to main content</a>
      </VisuallyHidden>
      <main id="main" tabIndex={-1} style={{ padding: '2rem' }}>
        <h1>Inclusion Foundation</h1>
        <p>Our website is being rebuilt with accessibility at its core.</p>
      </main>
    </>
  );
}
