import { Status } from '@inclusion/ui';

/**
 * Says 'Sending Message...' while a form is being sent. The busy button shows the same words, but a
 * change to the focused button's name is not announced by every screen reader, and on slow mobile
 * data a silent wait of seconds leaves a screen-reader user unsure whether anything happened.
 */
export function SendingStatus({ busy, label }: { busy: boolean; label: string }) {
  return <Status visuallyHidden>{busy ? label : null}</Status>;
}
