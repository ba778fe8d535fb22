import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ZodType } from 'zod';
import { newIdempotencyKey } from '../client/api-client.js';
import type { ApiResponse } from '../client/types.js';
import { fieldErrors } from '../errors.js';
import { messageNamesField } from '../field-name.js';
import type { PageWords } from '../messages.hi.js';
import { messages } from '../messages.js';
import { clearDraft, readDraft, writeDraft } from './formDraft.js';
import { valueFromChange, type FieldChange } from './fieldValue.js';
import { defaultBannerMessage, defaultOutcome, type SubmitOutcome } from './outcome.js';
import type { FormInitialState } from './formState.js';
import { typedBeforeHydration } from './typedBeforeHydration.js';
import { useReturnFocus } from './useReturnFocus.js';

export type { FormInitialState };

export type FormStatus = 'editing' | 'submitting' | 'succeeded' | 'failed';
export type FormValues = Record<string, unknown>;
export type FormErrors<TValues> = Partial<Record<keyof TValues & string, string>>;

export interface SubmitContext {
  /** The same key for every retry of one attempt; send it as the `Idempotency-Key`. */
  idempotencyKey: string;
}

export interface UseFormSubmissionOptions<
  TValues extends FormValues,
  TOutput,
  TResponse extends ApiResponse,
> {
  /** Names the form: its draft's storage key and the prefix of its field ids. */
  formId: string;
  /**
   * Checked on submit; what it outputs is what `submit` receives. A function that loads it keeps the
   * schema library out of a page's first download: it is fetched when the visitor first types.
   */
  schema: ZodType<TOutput> | LazySchema<TOutput>;
  /** The empty form, in the order its fields appear (the error list follows this order). */
  initialValues: TValues;
  submit: (values: TOutput, context: SubmitContext) => Promise<TResponse>;
  /** The form's banner text when the error has no message (spec section 8). */
  fallbackError: string;
  /**
   * Each field's name as the form shows it: its label, or the legend of a group of choices. The one
   * source of those words: the site's fields read their labels from here (`labelOf`), and the error
   * list names a field by it wherever the message alone does not ('This field is required').
   */
  labels?: Partial<Record<keyof TValues & string, string>>;
  /**
   * Empty the form and go back to `editing` as soon as the server accepts it, without moving focus:
   * for a form whose thanks are shown elsewhere (a dialog that closes, a success step). By default the
   * thank-you view stays until the visitor asks for an empty form (`reset()`): nothing is on a timer.
   */
  emptyOnSuccess?: boolean;
  /** Shown when the server sends no message; defaults to the spec's default success text. */
  successMessage?: string;
  /** Picks the reference to show, such as `data.ticketReference`. */
  reference?: (response: TResponse) => string | null | undefined;
  /** Keep what was typed in sessionStorage until the server accepts it (on by default). */
  draft?: boolean | { exclude?: readonly (keyof TValues & string)[] };
  /** The DOM id of a field's control, for error summary links. Default `${formId}-${name}`. */
  fieldId?: (name: keyof TValues & string) => string;
  /** Applied after every change, for rules such as "choosing No clears the type". */
  onValuesChange?: (next: TValues, changed: keyof TValues & string) => TValues;
  /** How a response that did not throw is read; default: accepted when `success` is true, else ignored. */
  outcome?: (response: TResponse) => SubmitOutcome;
  /** The banner text for a thrown error; default: an ApiError's message. `fallbackError` if none. */
  errorMessage?: (error: unknown) => string | null | undefined;
  onSuccess?: (response: TResponse, values: TOutput) => void;
  /** The state the server answered a post of this form with (`FormInitialState`); read on the first render. */
  initialState?: FormInitialState;
  /**
   * The form's own words (the unknown-outcome banner, the default thanks) in the page's language:
   * `messagesHi` for Hindi. English by default.
   */
  messages?: PageWords;
}

/** One entry of the error summary: the field's control, its message, and its name where the message lacks it. */
export interface ErrorListItem {
  fieldId: string;
  message: string;
  /** The field's label, given only when the message alone does not say which field it is about. */
  fieldName?: string;
}

/** A form's rules: what `useFormSubmission` checks on submit. */
export type FormSchema<TOutput> = ZodType<TOutput>;

/** Loads a form's rules when they are first needed. */
export type LazySchema<TOutput> = () => Promise<{ safeParse: ZodType<TOutput>['safeParse'] }>;

/** The posted values, each kept only where the empty form has that field and a value of its kind. */
function valuesOfPost<TValues extends FormValues>(
  empty: TValues,
  posted: Record<string, unknown> | undefined,
) {
  if (!posted) return empty;
  const next: FormValues = { ...empty };
  for (const [name, initial] of Object.entries(empty)) {
    const value = posted[name];
    if (Array.isArray(initial) ? Array.isArray(value) : typeof value === typeof initial) next[name] = value;
  }
  return next as TValues;
}

const resolveSchema = <TOutput>(source: FormSchema<TOutput> | LazySchema<TOutput>) =>
  typeof source === 'function' ? source() : source;

const exclusions = (draft: UseFormSubmissionOptions<FormValues, unknown, ApiResponse>['draft']) =>
  typeof draft === 'object' ? (draft.exclude ?? []) : [];

export function useFormSubmission<TValues extends FormValues, TOutput, TResponse extends ApiResponse>(
  options: UseFormSubmissionOptions<TValues, TOutput, TResponse>,
) {
  type Name = keyof TValues & string;
  const { formId, initialValues, initialState: posted } = options;
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const firstStatus: FormStatus = posted?.success ? 'succeeded' : posted?.bannerError ? 'failed' : 'editing';
  const [values, setValues] = useState<TValues>(() => valuesOfPost(initialValues, posted?.values));
  const [errors, setErrors] = useState<FormErrors<TValues>>(
    () => (posted?.errors ?? {}) as FormErrors<TValues>,
  );
  const [status, setStatus] = useState<FormStatus>(firstStatus);
  const [bannerError, setBannerError] = useState<string | null>(posted?.bannerError ?? null);
  const [success, setSuccess] = useState<{ message: string; reference: string | null } | null>(
    posted?.success ?? null,
  );
  const [submitCount, setSubmitCount] = useState(0);

  // Refs hold what async handlers must read at the moment they run, not when they were created.
  const valuesRef = useRef(values);
  const statusRef = useRef<FormStatus>(firstStatus);
  const keyRef = useRef<string | null>(null);
  const { formRef, returnFocusRef, requestReturnFocus, formElement } = useReturnFocus();

  const moveTo = useCallback((next: FormStatus) => {
    statusRef.current = next;
    setStatus(next);
  }, []);

  const save = useCallback(() => {
    const { draft } = latest.current;
    if (draft === false) return;
    writeDraft(formId, { values: valuesRef.current, idempotencyKey: keyRef.current }, exclusions(draft));
  }, [formId]);

  const setValue = useCallback(
    <K extends Name>(name: K, value: TValues[K]) => {
      const before = valuesRef.current;
      if (Object.is(before[name], value)) return;
      const changed = { ...before, [name]: value };
      const next = latest.current.onValuesChange?.(changed, name) ?? changed;
      valuesRef.current = next;
      keyRef.current = null; // new values, new attempt
      setValues(next);
      // Clears the error of every field that changed, including any `onValuesChange` cleared.
      setErrors(
        (current) =>
          Object.fromEntries(
            Object.entries(current).filter(([key]) => Object.is(before[key], next[key])),
          ) as FormErrors<TValues>,
      );
      setBannerError(null);
      if (statusRef.current === 'failed') moveTo('editing');
      save();
      // Warms a lazily loaded schema, so the submit that follows does not wait for it.
      const { schema } = latest.current;
      if (typeof schema === 'function') schema().catch(() => undefined);
    },
    [moveTo, save],
  );

  // After the first render, so a prerendered page hydrates with the markup it was served:
  // - the draft is restored (a posted form's values came back from the server: they are newer than any draft);
  // - then what the visitor typed before the script arrived, which is newer still (typedBeforeHydration).
  const servedValues = useRef(values);
  useEffect(() => {
    // Against the values of the first render, the ones in the HTML: StrictMode runs this twice before
    // the restored draft is drawn, and the boxes must not look "changed" to the second run.
    const form = formElement();
    const typed = form ? typedBeforeHydration(form, servedValues.current) : {};
    const { draft, initialState } = latest.current;
    const restored =
      draft === false || initialState
        ? null
        : readDraft(formId, Object.keys(latest.current.initialValues), exclusions(draft));
    if (restored) {
      const next = { ...latest.current.initialValues, ...restored.values };
      valuesRef.current = next;
      keyRef.current = restored.idempotencyKey ?? null;
      setValues(next);
    }
    // As if typed now: the field's error and the banner go, and the draft keeps it.
    for (const [name, value] of Object.entries(typed)) setValue(name as Name, value as TValues[Name]);
  }, [formId, formElement, setValue]);

  const empty = useCallback(() => {
    valuesRef.current = { ...latest.current.initialValues };
    keyRef.current = null;
    clearDraft(formId);
    setValues(valuesRef.current);
    setErrors({});
    setBannerError(null);
    setSuccess(null);
    moveTo('editing');
  }, [formId, moveTo]);

  // The visitor asked for an empty form (a 'Send another message' button): focus goes to its first field.
  const reset = useCallback(() => {
    const wasShowingSuccess = statusRef.current === 'succeeded';
    empty();
    if (wasShowingSuccess) requestReturnFocus();
  }, [empty, requestReturnFocus]);

  const handleSubmit = useCallback(
    async (event?: { preventDefault(): void }) => {
      event?.preventDefault();
      if (statusRef.current === 'submitting' || statusRef.current === 'succeeded') return;
      const { submit } = latest.current;
      // The old banner goes in the same render as the new count: the banner takes focus when the count
      // changes, and would be read again, then removed under the focus, before 'Sending…'.
      setBannerError(null);
      setSubmitCount((count) => count + 1);
      let schema: Pick<ZodType<TOutput>, 'safeParse'>;
      try {
        schema = await resolveSchema(latest.current.schema);
      } catch {
        // The rules could not be fetched (offline): nothing is sent, and what was typed stays.
        setBannerError(latest.current.fallbackError);
        moveTo('failed');
        return;
      }
      const parsed = schema.safeParse(valuesRef.current);
      if (!parsed.success) {
        setErrors(fieldErrors(parsed) as FormErrors<TValues>);
        setBannerError(null);
        moveTo('editing');
        return;
      }
      setErrors({});
      setBannerError(null);
      keyRef.current ??= newIdempotencyKey();
      const idempotencyKey = keyRef.current;
      save();
      moveTo('submitting');

      let response: TResponse;
      try {
        response = await submit(parsed.data, { idempotencyKey });
      } catch (error) {
        // The key stays: pressing Submit again, or reloading and pressing it, repeats this attempt.
        const { errorMessage = defaultBannerMessage, fallbackError } = latest.current;
        setBannerError(errorMessage(error) || fallbackError);
        moveTo('failed');
        return;
      }

      const {
        outcome = defaultOutcome,
        reference,
        successMessage,
        emptyOnSuccess,
        onSuccess,
      } = latest.current;
      const result = outcome(response);
      if (result.kind === 'unknown') {
        // The key stays, as after a network failure: the server answers a repeat of a stored attempt
        // with its first answer, so pressing again cannot store it twice.
        setBannerError((latest.current.messages ?? messages).unknownOutcome);
        moveTo('failed');
        return;
      }
      if (result.kind !== 'accepted') {
        // The server answered this attempt, so the next press is a new one.
        keyRef.current = null;
        save();
        setBannerError(result.kind === 'rejected' ? result.message : null);
        moveTo(result.kind === 'rejected' ? 'failed' : 'editing');
        return;
      }
      keyRef.current = null;
      clearDraft(formId);
      setSuccess({
        message: response.message || successMessage || (latest.current.messages ?? messages).defaultSuccess,
        reference: reference?.(response) || null,
      });
      moveTo('succeeded');
      onSuccess?.(response, parsed.data);
      // No timer: the thanks stay until the visitor acts (WCAG 2.2.1), unless they are shown elsewhere.
      if (emptyOnSuccess) empty();
    },
    [formId, moveTo, empty, save],
  );

  const fieldId = useCallback(
    (name: Name) => latest.current.fieldId?.(name) ?? `${formId}-${name}`,
    [formId],
  );

  const field = useCallback(
    <K extends Name>(name: K) => ({
      name,
      value: values[name],
      onChange: (change: FieldChange<TValues[K]>) => setValue(name, valueFromChange(change)),
    }),
    [values, setValue],
  );

  const labelOf = useCallback((name: Name): string => latest.current.labels?.[name] ?? name, []);

  const errorList = useMemo((): ErrorListItem[] => {
    const order = [...Object.keys(initialValues), ...Object.keys(errors)];
    return [...new Set(order)].flatMap((name) => {
      const message = errors[name as Name];
      if (!message) return [];
      const label = latest.current.labels?.[name as Name];
      const item: ErrorListItem = { fieldId: fieldId(name as Name), message };
      return [label && !messageNamesField(message, label) ? { ...item, fieldName: label } : item];
    });
  }, [errors, initialValues, fieldId]);

  return {
    formId,
    values,
    setValue,
    field,
    fieldId,
    /** A field's name as the form shows it (the `labels` option), else the field's key. */
    labelOf,
    errors,
    errorList,
    status,
    isBusy: status === 'submitting',
    bannerError,
    successMessage: success?.message ?? null,
    reference: success?.reference ?? null,
    submitCount,
    handleSubmit,
    reset,
    /** Put on the `<form>`: when the form comes back after a success, focus goes to its first field… */
    formRef,
    /** …or to this element (a heading, say) when it is set. */
    returnFocusRef,
  };
}

export type FormSubmission<TValues extends FormValues> = ReturnType<
  typeof useFormSubmission<TValues, unknown, ApiResponse>
>;
