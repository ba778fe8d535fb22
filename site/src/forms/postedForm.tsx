import type { FormInitialState } from '@inclusion/forms/react';
import { createContext, useContext, type ReactNode } from 'react';
import { useHref, useLocation } from 'react-router-dom';
import { siteLanguage } from '../app/language.js';

/**
 * A form the visitor posted without JavaScript, as the server answers it: the page comes back with
 * what was typed and the errors (or the banner of a failed send), or, after the redirect that follows
 * an accepted post, with the thank-you panel. The server renders the page with this state, and writes
 * it into the page (`<script type="application/json" id="posted-form">`) so that hydration, once
 * scripts do arrive, renders the same.
 */
export interface PostedForm {
  formId: string;
  state: FormInitialState;
}

/** The id of the JSON the server writes beside the page's markup. */
export const postedFormElementId = 'posted-form';

/** The hidden field that says which form of the page was posted. */
export const postedFormField = '_form';

/** The hidden field that says the language of the page the form was on: the server answers in it. */
export const postedLanguageField = 'language';

const PostedFormContext = createContext<PostedForm | null>(null);

export function PostedFormProvider({ value, children }: { value: PostedForm | null; children: ReactNode }) {
  return <PostedFormContext.Provider value={value}>{children}</PostedFormContext.Provider>;
}

/** The posted state of this form, when the page is the server's answer to posting it. */
export function usePostedForm(formId: string): FormInitialState | undefined {
  const posted = useContext(PostedFormContext);
  return posted?.formId === formId ? posted.state : undefined;
}

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

/** Reads the state the server wrote into the page, once, when the page starts. */
export function readPostedForm(): PostedForm | null {
  const element = typeof document === 'undefined' ? null : document.getElementById(postedFormElementId);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as PostedForm;
  } catch {
    return null;
  }
}
