import { Button, Status } from '@inclusion/ui';
import { useEffect, useRef, useState } from 'react';
import { eventsPage } from '../content/events-page.js';

const success = eventsPage.success;

/**
 * The registration ID, the one thing the visitor must keep: part of the success dialog's description,
 * so it is said when the dialog opens, and where focus starts, so one Enter cannot discard it as it
 * would on Close.
 */
export function RegistrationReference({ reference }: { reference: string }) {
  const paragraph = useRef<HTMLParagraphElement>(null);
  // Runs before the dialog's own first focus, which then leaves focus where it already is: inside.
  useEffect(() => paragraph.current?.focus(), []);
  return (
    <p className="site-events-reference" ref={paragraph} tabIndex={-1}>
      {success.referenceLabel} <strong translate="no">{reference}</strong>
    </p>
  );
}

/**
 * Copy ID puts the registration ID on the clipboard and says so in a polite status that stays until
 * the visitor copies again. It is offered only where the browser lets a page write to the clipboard.
 */
export function CopyReference({ reference }: { reference: string }) {
  const [canCopy, setCanCopy] = useState(false);
  const [said, setSaid] = useState('');
  useEffect(() => setCanCopy(typeof navigator.clipboard?.writeText === 'function'), []);
  if (!canCopy) return null;

  const copy = () => {
    setSaid('');
    navigator.clipboard.writeText(reference).then(
      () => setSaid(success.copied),
      () => setSaid(success.copyFailed),
    );
  };
  return (
    <>
      <p>
        <Button variant="outline" size="sm" onClick={copy}>
          {success.copy}
        </Button>
      </p>
      <Status>{said}</Status>
    </>
  );
}
