import { forwardRef, useCallback, type InputHTMLAttributes } from 'react';
import { Button } from '../button/Button.js';
import { useFormFieldControl } from '../form-field/FormFieldContext.js';
import { useFieldIds } from '../form-field/useFieldIds.js';
import { assignRef } from '../internal/assignRef.js';
import { useHydrated } from '../internal/useHydrated.js';
import { VisuallyHidden } from '../visually-hidden/VisuallyHidden.js';
import { usePasswordToggle } from './usePasswordToggle.js';
import { useUiSection } from '../locale/context.js';
import { enPasswordInput } from '../locale/en.js';

export interface PasswordInputLabels {
  /** The button's visible text while the password is hidden. */
  show: string;
  /** The button's visible text while the password is shown. */
  hide: string;
  /** The button's accessible name while the password is hidden; it must contain `show` (label in name). */
  showPassword: string;
  /** The button's accessible name while the password is shown; it must contain `hide`. */
  hidePassword: string;
  /** Announced when the password is shown. */
  passwordShown: string;
  /** Announced when the password is hidden again. */
  passwordHidden: string;
}

export interface PasswordInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** The words of the button and the announcements, over the `UiLocaleProvider`'s. */
  labels?: Partial<PasswordInputLabels>;
}

/**
 * A password input with a button that shows and hides what was typed (GOV.UK's password input). Put it
 * in a FormField; pass `autoComplete="current-password"` or `"new-password"`.
 *
 * The button is a real button named by what it does ('Show password', 'Hide password'), and the new
 * state is announced ('Your password is visible'). Showing the password changes only the input's type:
 * its value, `autocomplete` and everything else stay, focus stays on the button, and spelling checks
 * are off so the visible text is never sent to a spelling service. The password is hidden again when
 * the form is sent. Without scripts the button cannot work, so it is not shown until they run.
 * `ref` and the input props go to the `<input>`; `className` goes to the wrapper.
 */
export const PasswordInput = forwardRef<HTMLInputElement, PasswordInputProps>(function PasswordInput(
  { labels: labelOverrides, className, ...props },
  ref,
) {
  const labels: PasswordInputLabels = {
    ...useUiSection('passwordInput', enPasswordInput).passwordInput,
    ...labelOverrides,
  };
  const controlProps = useFormFieldControl(props);
  const { controlId } = useFieldIds(controlProps.id);
  const hydrated = useHydrated();
  const { inputRef, visible, announced, toggle } = usePasswordToggle();

  const setRefs = useCallback(
    (element: HTMLInputElement | null) => {
      inputRef.current = element;
      assignRef(ref, element);
    },
    [inputRef, ref],
  );

  return (
    <div className={['ui-password-input', className].filter(Boolean).join(' ')}>
      <div className="ui-password-input__row">
        <input
          ref={setRefs}
          className="ui-input ui-password-input__input"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          {...controlProps}
          id={controlId}
          type={visible ? 'text' : 'password'}
        />
        <Button
          variant="outline"
          className="ui-password-input__toggle"
          aria-controls={controlId}
          aria-label={visible ? labels.hidePassword : labels.showPassword}
          hidden={!hydrated}
          disabled={controlProps.disabled}
          onClick={toggle}
        >
          {visible ? labels.hide : labels.show}
        </Button>
      </div>
      <VisuallyHidden className="ui-password-input__status" aria-live="polite">
        {announced === 'visible' ? labels.passwordShown : announced === 'hidden' ? labels.passwordHidden : ''}
      </VisuallyHidden>
    </div>
  );
});
