import { useHref, useLocation } from 'react-router-dom';
import { siteLanguage } from '../app/language.js';

// The posted form's state lives in postedFormState.tsx, which hydration imports alone: the page's
// first download carries it, and the rest here comes with the forms that use it.
export {
  PostedFormProvider,
  postedFormElementId,
  readPostedForm,
  usePostedForm,
  type PostedForm,
} from './postedFormState.js';

/** The hidden field that says which form of the page was posted. */
export const postedFormField = '_form';

/** The hidden field that says the language of the page the form was on: the server answers in it. */
export const postedLanguageField = 'language';

/** The id of a form's `<form>` (and of its thank-you panel): the place its answer scrolls to. */
export const formAnchorId = (formId: string) => `${formId}-form`;

/**
 * Where a form posts: the page it is on, so that the answer (errors, or the thanks after the
 * redirect) is the same page, scrolled to the form (`#<formId>-form`, which also moves the keyboard's
 * starting point there). Nothing typed ever goes into the address: every form is `method="post"`.
 */
export function usePostAction(formId: string): string {
  const { pathname } = useLocation();
  // The page's whole address: under the Hindi build's basename, `/hi` and the route's path.
  return `${useHref(pathname)}#${formAnchorId(formId)}`;
}

/**
 * The form's hidden name and the page's language, sent with its fields so the server knows which form
 * of the page it is and answers in the page's language.
 */
export function PostedFormField({ formId }: { formId: string }) {
  return (
    <>
      <input type="hidden" name={postedFormField} value={formId} />
      <input type="hidden" name={postedLanguageField} value={siteLanguage} />
    </>
  );
}
