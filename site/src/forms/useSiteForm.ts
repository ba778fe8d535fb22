import { useFormSubmission, type FormValues, type UseFormSubmissionOptions } from '@inclusion/forms/react';
import type { ApiResponse } from '@inclusion/forms';
import { formWords } from './formWords.en.js';
import { usePostedForm } from './postedForm.js';

/**
 * `useFormSubmission`, starting from the server's answer when the visitor posted this form without
 * JavaScript (its errors and values, or its thanks), in the page's language: every form of the site
 * is made with this.
 */
export function useSiteForm<TValues extends FormValues, TOutput, TResponse extends ApiResponse>(
  options: UseFormSubmissionOptions<TValues, TOutput, TResponse>,
) {
  const initialState = usePostedForm(options.formId);
  return useFormSubmission({ messages: formWords, ...options, initialState });
}
