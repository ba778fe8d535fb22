import type { ReactNode } from 'react';
import { hasMessage } from '../form-field/FieldMessages.js';
import { describedBy, useFieldIds } from '../form-field/useFieldIds.js';

export interface FieldsetWiring {
  hintId: string;
  errorId: string;
  hasHint: boolean;
  hasError: boolean;
  /** For the fieldset's `aria-describedby`: the hint, the error, then any ids the caller gave. */
  describedBy: string | undefined;
}

/**
 * The ids that tie a fieldset to its hint and error. The group is described once, on the fieldset,
 * so screen readers read the hint and error as the visitor enters the group, not again on every field.
 */
export function useFieldset({
  id,
  hint,
  error,
  ownDescription,
}: {
  id?: string;
  hint?: ReactNode;
  error?: ReactNode;
  ownDescription?: string;
}): FieldsetWiring {
  const ids = useFieldIds(id);
  const hasHint = hasMessage(hint);
  const hasError = hasMessage(error);
  return {
    hintId: ids.hintId,
    errorId: ids.errorId,
    hasHint,
    hasError,
    describedBy: describedBy(hasHint && ids.hintId, hasError && ids.errorId, ownDescription),
  };
}
