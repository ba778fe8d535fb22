import { useCallback, useEffect, useRef, useState } from 'react';

const focusable =
  'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled), ' +
  'button:not(:disabled), [tabindex]:not([tabindex="-1"])';

/** True when nothing useful has focus: the success view that held it has gone, or focus is in the form. */
function focusWasLost(form: HTMLElement | null): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected || !!form?.contains(active);
}

/**
 * When the form comes back after its thank-you view, the view (and the focus it held) is gone, and a
 * screen reader would start again at the top of the page. This puts focus on the caller's heading, else
 * on the form's first field — unless the visitor has already moved on elsewhere on the page.
 */
export function useReturnFocus() {
  const form = useRef<HTMLElement | null>(null);
  const heading = useRef<HTMLElement | null>(null);
  const [request, setRequest] = useState(0);

  useEffect(() => {
    if (request === 0 || !focusWasLost(form.current)) return;
    const target = heading.current ?? form.current?.querySelector<HTMLElement>(focusable) ?? null;
    if (!target) return;
    if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus();
  }, [request]);

  const requestReturnFocus = useCallback(() => setRequest((count) => count + 1), []);
  // Callback refs, so any element type takes them (a RefObject<HTMLElement> would not fit an <h2>).
  const formRef = useCallback((node: HTMLElement | null) => {
    form.current = node;
  }, []);
  const returnFocusRef = useCallback((node: HTMLElement | null) => {
    heading.current = node;
  }, []);
  /** The form element the `formRef` was put on, if it is mounted. */
  const formElement = useCallback(() => form.current, []);
  return { formRef, returnFocusRef, requestReturnFocus, formElement };
}
