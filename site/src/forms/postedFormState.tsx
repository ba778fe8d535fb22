import type { FormInitialState } from '@inclusion/forms/react';
import { createContext, useContext, type ReactNode } from 'react';

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

const PostedFormContext = createContext<PostedForm | null>(null);

export function PostedFormProvider({ value, children }: { value: PostedForm | null; children: ReactNode }) {
  return <PostedFormContext.Provider value={value}>{children}</PostedFormContext.Provider>;
}

/** The posted state of this form, when the page is the server's answer to posting it. */
export function usePostedForm(formId: string): FormInitialState | undefined {
  const posted = useContext(PostedFormContext);
  return posted?.formId === formId ? posted.state : undefined;
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
