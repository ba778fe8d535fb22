import type { ReactNode } from 'react';
import { useUiSection } from '../locale/context.js';
import { enField } from '../locale/en.js';
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
  const strings = useUiSection('field', enField);
  return (
    <p id={id} className="ui-field__error">
      <VisuallyHidden>{strings.field.errorPrefix}</VisuallyHidden>
      {children}
    </p>
  );
}

/** Says in words whether a field must be filled in; colour and asterisks alone do not. */
export function Necessity({ required }: { required: boolean }) {
  const { field } = useUiSection('field', enField);
  return <span className="ui-field__necessity">{required ? field.required : field.optional}</span>;
}

/** Whether a hint or error prop holds something to show (an empty string or `false` does not). */
export function hasMessage(message: ReactNode): boolean {
  return message !== undefined && message !== null && message !== false && message !== '';
}

/** The props every field shares, whether a labelled control or a fieldset of choices. */
export interface FieldBaseProps {
  /** Help shown under the label or legend and read after it. */
  hint?: ReactNode;
  /** The error message; when set the field is marked in error and the message is read with it. */
  error?: ReactNode;
  /** Says "(required)" after the label or legend; otherwise "(optional)". */
  required?: boolean;
  /** Hides the "(required)"/"(optional)" words, for a form that says it once for all its fields. */
  hideNecessity?: boolean;
  disabled?: boolean;
  /** The control's id (a group's first input). Set it when something links to the field, such as an error summary. */
  id?: string;
}
