import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { VisuallyHidden } from '../visually-hidden/VisuallyHidden.js';

export type Announce = (message: string) => void;

const AnnounceContext = createContext<Announce>(() => undefined);
const MessageContext = createContext<{ message: string; region: RefObject<HTMLDivElement | null> } | null>(
  null,
);

/** How long a message waits for a closing dialog to give the page back to screen readers. */
const WAIT_FOR_PAGE_MS = 2000;

/**
 * Says `message` through the page's one polite live region, such as 'You are signed out.' Outside an
 * AnnouncerProvider it does nothing.
 */
export const useAnnounce = (): Announce => useContext(AnnounceContext);

/**
 * Holds what the page's live region says: wrap the application in it once, and render
 * `<Announcement />` once inside it, where the page's landmarks end. A message the same as the last one is said again: the
 * region is emptied first, since screen readers only speak a change. While a modal dialog is open the
 * page behind it, the region included, is hidden from screen readers (`aria-hidden` on its
 * ancestors), and a change there is not spoken: so a message waits until the dialog has gone, as
 * 'You are signed in' does while the sign-in dialog closes.
 */
export function AnnouncerProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState('');
  const region = useRef<HTMLDivElement | null>(null);
  const announce = useCallback<Announce>((next) => {
    setMessage('');
    const start = performance.now();
    const sayWhenHeard = () => {
      const hidden = region.current?.closest('[aria-hidden="true"]');
      if (hidden && performance.now() - start < WAIT_FOR_PAGE_MS) requestAnimationFrame(sayWhenHeard);
      else setMessage(next);
    };
    requestAnimationFrame(sayWhenHeard);
  }, []);
  const state = useMemo(() => ({ message, region }), [message]);
  return (
    <AnnounceContext.Provider value={announce}>
      <MessageContext.Provider value={state}>{children}</MessageContext.Provider>
    </AnnounceContext.Provider>
  );
}

/** The live region itself: present from the first paint (prerendered empty), filled when there is news. */
export function Announcement() {
  const state = useContext(MessageContext);
  return (
    <VisuallyHidden>
      <div ref={state?.region} role="status" aria-live="polite" aria-atomic="true">
        {state?.message}
      </div>
    </VisuallyHidden>
  );
}
