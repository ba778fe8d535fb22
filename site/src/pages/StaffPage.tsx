import { Container, Status } from '@inclusion/ui';
import { Suspense, useEffect, useState } from 'react';
import { foundation } from '../config.js';
// The inbox is in this page's chunk, which only /staff loads: no public page downloads any staff code.
// (Imported, not lazy: a chunk loaded from a lazy chunk would make the bundler split the shared
// components out of the entry, which costs every public page a kilobyte.)
import StaffApp from '../staff/StaffApp.js';

/**
 * Every address under /staff. The prerendered file (and the first render, which hydration must
 * match) says honestly that the inbox needs JavaScript; once the page's script runs, the inbox
 * replaces it. Bookmarked lists and details (/staff/volunteer?status=pending) load the same file.
 */
export default function StaffPage() {
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);

  if (!scripted) {
    return (
      <Container className="site-policy staff-shell">
        <h1>Staff inbox</h1>
        <p>
          The staff inbox is where the foundation’s staff read and answer what the site’s forms send. It needs
          JavaScript: if this message stays, your browser has not run the page’s script (it is switched off or
          blocked, or it did not load). Turn JavaScript on for this site and load the page again.
        </p>
        <p>
          Invited to the staff? The link in your invitation e-mail sets your password on this page, which also
          needs JavaScript: turn it on and open the link again. It works once, for 3 days; after that, ask an
          administrator for a new invitation.
        </p>
        <p>
          Not on the staff? Everything else on this site works without JavaScript:{' '}
          <a href="/">go to the home page</a>, or write to{' '}
          <a href={`mailto:${foundation.email}`}>{foundation.email}</a>.
        </p>
      </Container>
    );
  }
  return (
    <Suspense
      fallback={
        <Container className="staff-shell">
          <h1>Staff inbox</h1>
          <Status>Loading the staff inbox…</Status>
        </Container>
      }
    >
      <StaffApp />
    </Suspense>
  );
}
