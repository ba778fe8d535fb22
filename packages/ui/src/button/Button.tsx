import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import {
  forwardRef,
  type ForwardedRef,
  type AnchorHTMLAttributes,
  type ButtonHTMLAttributes,
  type MouseEvent,
} from 'react';
import { useUiSection } from '../locale/context.js';
import { enButton } from '../locale/en.js';

export const buttonVariants = cva('ui-button', {
  variants: {
    variant: {
      primary: 'ui-button--primary',
      secondary: 'ui-button--secondary',
      outline: 'ui-button--outline',
      ghost: 'ui-button--ghost',
      danger: 'ui-button--danger',
    },
    size: {
      sm: 'ui-button--sm',
      md: 'ui-button--md',
      lg: 'ui-button--lg',
    },
    fullWidth: {
      true: 'ui-button--full-width',
      false: '',
    },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

export type ButtonVariantProps = VariantProps<typeof buttonVariants>;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonVariantProps {
  /** While true the button shows `busyLabel`, stays focusable with `aria-disabled`, and ignores clicks. */
  busy?: boolean;
  /** The text shown while busy, for example 'Submitting...'. */
  busyLabel?: string;
}

export const Button = /* @__PURE__ */ forwardRef(function Button(
  {
    busy = false,
    busyLabel: busyLabelProp,
    variant,
    size,
    fullWidth,
    className,
    children,
    onClick,
    type = 'button',
    'aria-disabled': ariaDisabled,
    ...props
  }: ButtonProps,
  ref: ForwardedRef<HTMLButtonElement>,
) {
  const strings = useUiSection('button', enButton);
  const busyLabel = busyLabelProp ?? strings.button.busy;
  const inert = busy || ariaDisabled === true || ariaDisabled === 'true';
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    // An inert button swallows clicks, including the implicit click of Enter in a form field.
    if (inert) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  return (
    <button
      ref={ref}
      type={type}
      className={buttonVariants({ variant, size, fullWidth, className })}
      data-busy={busy || undefined}
      aria-disabled={inert || undefined}
      {...props}
      onClick={handleClick}
    >
      {busy ? (
        <>
          <span className="ui-button__spinner" aria-hidden="true" />
          {busyLabel}
        </>
      ) : (
        children
      )}
    </button>
  );
});

export interface ButtonLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement>, ButtonVariantProps {
  /** Render the child element (a router link, say) with button styling instead of an `<a>`. */
  asChild?: boolean;
}

/** A link that looks like a button. It navigates, so it stays a link for assistive technology. */
export const ButtonLink = /* @__PURE__ */ forwardRef(function ButtonLink(
  { asChild = false, variant, size, fullWidth, className, ...props }: ButtonLinkProps,
  ref: ForwardedRef<HTMLAnchorElement>,
) {
  const Component = asChild ? Slot : 'a';
  return (
    <Component ref={ref} className={buttonVariants({ variant, size, fullWidth, className })} {...props} />
  );
});
