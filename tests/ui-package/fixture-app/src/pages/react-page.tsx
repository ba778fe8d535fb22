import { createRoot } from 'react-dom/client';

/** The same page without @inclusion/ui: what React alone costs, so the budget can tell the package's share. */
createRoot(document.getElementById('root')!).render(
  <main>
    <h1>Donate</h1>
    <button type="button" onClick={() => (document.title = 'Thank you')}>
      Donate now
    </button>
  </main>,
);
