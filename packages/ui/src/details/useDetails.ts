import { useCallback, useRef, type SyntheticEvent } from 'react';

export interface UseDetailsOptions {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  onToggle?: (event: SyntheticEvent<HTMLDetailsElement>) => void;
}

/**
 * The `open` attribute and `toggle` handler of a native `<details>`. The browser opens and closes it
 * (and opens it for find-in-page); this only reports the change, and sets `open` when the caller
 * controls it. Uncontrolled, `open` is rendered once from `defaultOpen` and never touched again.
 */
export function useDetails({ open, defaultOpen = false, onOpenChange, onToggle }: UseDetailsOptions) {
  const initialOpen = useRef(defaultOpen).current;
  const handleToggle = useCallback(
    (event: SyntheticEvent<HTMLDetailsElement>) => {
      onToggle?.(event);
      const now = event.currentTarget.open;
      // A controlled `open` that changed re-renders and fires toggle too; report only the visitor's changes.
      if (now !== open) onOpenChange?.(now);
    },
    [open, onOpenChange, onToggle],
  );
  return { open: open ?? initialOpen, onToggle: handleToggle };
}
