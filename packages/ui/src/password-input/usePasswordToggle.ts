import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Whether the password is shown, and what to announce when that changes. It hides the password again
 * when its form is sent (so the browser's password manager and the next page never see it as plain
 * text) and when the page comes back from the back-forward cache.
 */
export function usePasswordToggle() {
  const inputRef = useRef<HTMLInputElement | null>(null);
  const visibleRef = useRef(false);
  const [visible, setVisible] = useState(false);
  // Empty until the visitor acts: a live region must exist before it speaks, and say nothing on load.
  const [announced, setAnnounced] = useState<'visible' | 'hidden' | null>(null);

  const show = useCallback((next: boolean) => {
    if (visibleRef.current === next) return;
    visibleRef.current = next;
    setVisible(next);
    setAnnounced(next ? 'visible' : 'hidden');
  }, []);

  const toggle = useCallback(() => show(!visibleRef.current), [show]);

  useEffect(() => {
    const input = inputRef.current;
    const form = input?.form;
    const hide = () => {
      // Set on the element at once as well: a form sent without a script of its own leaves the page
      // before React renders again.
      if (input) input.type = 'password';
      show(false);
    };
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) hide();
    };
    form?.addEventListener('submit', hide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      form?.removeEventListener('submit', hide);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, [show]);

  return { inputRef, visible, announced, toggle };
}
