import type { Ref } from 'react';

/** Gives `node` to a callback ref or an object ref, so a component can keep its own ref and honour the caller's. */
export function assignRef<T>(ref: Ref<T> | undefined, node: T | null) {
  if (typeof ref === 'function') ref(node);
  else if (ref) ref.current = node;
}
