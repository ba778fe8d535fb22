import { VisuallyHidden } from '@inclusion/ui';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

type Announce = (message: string) => void;

const AnnounceContext = createContext<Announce>(() => undefined);
const MessageContext = createContext('');

/** Says `message` through the page's one polite live region, such as 'You are signed out.' */
export const useAnnounce = () => useContext(AnnounceContext);

/**
 * Holds what the page's live region says. A message the same as the last one is said again: the
 * region is emptied first, since screen readers only speak a change.
 */
export function AnnouncerProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState('');
  const announce = useCallback<Announce>((next) => {
    setMessage('');
    requestAnimationFrame(() => setMessage(next));
  }, []);
  const value = useMemo(() => announce, [announce]);
  return (
    <AnnounceContext.Provider value={value}>
      <MessageContext.Provider value={message}>{children}</MessageContext.Provider>
    </AnnounceContext.Provider>
  );
}

/** The live region itself: present from the first paint (prerendered empty), filled when there is news. */
export function Announcement() {
  const message = useContext(MessageContext);
  return (
    <VisuallyHidden>
      <div role="status" aria-live="polite" aria-atomic="true">
        {message}
      </div>
    </VisuallyHidden>
  );
}
