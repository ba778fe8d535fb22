import type { ReactNode } from 'react';
import { VisuallyHidden } from '../visually-hidden/VisuallyHidden.js';

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div id={id} className="ui-field__hint">
      {children}
    </div>
  );
}

/** The field's error: its text is the spec's message, read after a hidden "Error:" prefix. */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="ui-field__error">
      <VisuallyHidden>Error: </VisuallyHidden>
      {children}
    </p>
  );
}

/** Says in words whether a field must be filled in; colour and asterisks alone do not. */
export function Necessity({ required }: { required: boolean }) {
  return <span className="ui-field__necessity">{required ? '(required)' : '(optional)'}</span>;
}
