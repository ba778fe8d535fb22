export { Button, ButtonLink, buttonVariants } from './button/Button.js';
export type { ButtonLinkProps, ButtonProps, ButtonVariantProps } from './button/Button.js';
export { VisuallyHidden } from './visually-hidden/VisuallyHidden.js';
export type { VisuallyHiddenProps } from './visually-hidden/VisuallyHidden.js';
