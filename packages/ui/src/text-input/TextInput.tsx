import { forwardRef, type ForwardedRef, type InputHTMLAttributes } from 'react';
import { useFormFieldControl } from '../form-field/FormFieldContext.js';

export interface TextInputProps extends InputHTMLAttributes<HTMLInputElement> {
  /** How wide the box is drawn; it never overflows a narrow screen. */
  width?: 'full' | 'medium' | 'short';
}

/**
 * A single-line text input. Inside a FormField it takes the field's id, description and state.
 * Pass `autoComplete` tokens (name, email, tel, organization) so browsers and assistive tech can fill it.
 */
export const TextInput = /* @__PURE__ */ forwardRef(function TextInput(
  { width = 'full', type = 'text', className, ...props }: TextInputProps,
  ref: ForwardedRef<HTMLInputElement>,
) {
  const controlProps = useFormFieldControl(props);
  return (
    <input
      ref={ref}
      type={type}
      className={['ui-input', `ui-input--${width}`, className].filter(Boolean).join(' ')}
      {...controlProps}
    />
  );
});
