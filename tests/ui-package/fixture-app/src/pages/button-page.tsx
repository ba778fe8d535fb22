import '@inclusion/ui/tokens.css';
import '@inclusion/ui/css/button.css';
import { Button } from '@inclusion/ui';
import { createRoot } from 'react-dom/client';

/** The smallest page a project builds with the package: one Button. The budget test measures it. */
createRoot(document.getElementById('root')!).render(
  <main>
    <h1>Donate</h1>
    <Button onClick={() => (document.title = 'Thank you')}>Donate now</Button>
  </main>,
);
