import type { RequestOptions } from '../client/types.js';
import { fieldErrors, type ErrorSource } from '../errors.js';
import { defaultBannerMessage, defaultOutcome } from '../hooks/outcome.js';
import type { FormInitialState } from '../hooks/formState.js';
import { messagesFor } from '../words-by-language.js';
import type { FormDef } from '../schemas/form.js';
import type { ApiClient, FormPost } from './catalogue.js';

/** The fields of a posted form, as `URLSearchParams` reads an `application/x-www-form-urlencoded` body. */
export interface PostedFields {
  get(name: string): string | null;
  getAll(name: string): string[];
}

/** A field that takes several values (a group of checkboxes): every value posted under its name. */
const isList = (form: FormDef, name: string) =>
  form.fields[name]?.rules.some((rule) => rule.kind === 'eachOneOf') ?? false;

/**
 * The values of a form as its page holds them, from what a browser posted: a text or a single choice
 * is a string ('' when missing: an unchosen radio sends nothing), a group of checkboxes a list. Fields
 * the form does not have are left out.
 */
export function valuesFromPost(form: FormDef, fields: PostedFields): Record<string, string | string[]> {
  return Object.fromEntries(
    Object.keys(form.fields).map((name) => [
      name,
      isList(form, name) ? fields.getAll(name) : (fields.get(name) ?? ''),
    ]),
  );
}

export interface FormPostAnswer extends FormInitialState {
  /** True when the server took the form: the page then redirects to its thanks. */
  accepted: boolean;
}

/**
 * What `useFormSubmission` does on submit, for a form posted without JavaScript: the same rules and
 * messages, the same call, the same reading of the answer. The result is the state the page is
 * rendered with: the values and errors, the banner of a failed send, or the thanks.
 */
export async function runFormPost(
  post: FormPost,
  fields: PostedFields,
  api: ApiClient,
  options: RequestOptions,
): Promise<FormPostAnswer> {
  const values = valuesFromPost(post.form, fields);
  const parsed = post.schema.safeParse(values);
  if (!parsed.success) {
    return { accepted: false, values, errors: fieldErrors(parsed as ErrorSource) };
  }
  let response: Awaited<ReturnType<FormPost['send']>>;
  try {
    response = await post.send(api, parsed.data as never, options);
  } catch (error) {
    const message = (post.errorMessage ?? defaultBannerMessage)(error);
    return { accepted: false, values, bannerError: message || post.fallbackError };
  }
  const outcome = (post.outcome ?? defaultOutcome)(response as never);
  if (outcome.kind !== 'accepted') {
    return { accepted: false, values, bannerError: outcome.kind === 'rejected' ? outcome.message : null };
  }
  return {
    accepted: true,
    success: {
      message: response.message || messagesFor(post.language).defaultSuccess,
      reference: post.reference?.(response as never) || null,
    },
  };
}
