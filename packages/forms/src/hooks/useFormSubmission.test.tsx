import { StrictMode, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderHook } from 'vitest-browser-react';
import { z } from 'zod';
import { ApiError } from '../client/api-error.js';
import type { ApiResponse } from '../client/types.js';
import { messages } from '../messages.js';
import { draftKey } from './formDraft.js';
import { useFormSubmission, type UseFormSubmissionOptions } from './useFormSubmission.js';

type Response = ApiResponse<{ ticketReference?: string }>;
type Submit = (values: Note, context: { idempotencyKey: string }) => Promise<Response>;

const schema = z.object({
  fullName: z.string().trim().min(1, messages.fullName.required),
  email: z.string().trim().min(1, messages.email.required).pipe(z.email(messages.email.invalid)),
  message: z.string().trim().min(10, messages.message.min),
});
type Note = z.output<typeof schema>;
const empty: Note = { fullName: '', email: '', message: '' };
const filled: Note = { fullName: 'Asha Verma', email: 'asha@example.org', message: 'Hello from Chandigarh' };
const accepted: Response = { success: true, message: 'We got it', data: { ticketReference: 'CU-42' } };

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup(submit: Submit, options: Partial<UseFormSubmissionOptions<Note, Note, Response>> = {}) {
  return renderHook(() =>
    useFormSubmission({
      formId: 'note',
      schema,
      initialValues: empty,
      submit,
      fallbackError: messages.fallback.contactUs,
      reference: (response) => response.data?.ticketReference,
      ...options,
    }),
  );
}

type Hook = Awaited<ReturnType<typeof setup>>;

async function fill(hook: Hook, values: Partial<Note> = filled) {
  for (const [name, value] of Object.entries(values)) {
    await hook.act(() => hook.result.current.setValue(name as keyof Note, value));
  }
}

async function submitNow(hook: Hook) {
  await hook.act(() => hook.result.current.handleSubmit());
}

beforeEach(() => {
  sessionStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

describe('checks on submit', () => {
  test('failing checks show per-field errors in form order, send nothing and bump submitCount', async () => {
    const submit = vi.fn<Submit>();
    const hook = await setup(submit);
    await fill(hook, { email: 'not-an-email' });
    await submitNow(hook);
    const form = hook.result.current;
    expect(submit).not.toHaveBeenCalled();
    expect(form.status).toBe('editing');
    expect(form.submitCount).toBe(1);
    expect(form.errors).toEqual({
      fullName: messages.fullName.required,
      email: messages.email.invalid,
      message: messages.message.min,
    });
    expect(form.errorList).toEqual([
      { fieldId: 'note-fullName', message: messages.fullName.required },
      { fieldId: 'note-email', message: messages.email.invalid },
      { fieldId: 'note-message', message: messages.message.min },
    ]);
    await submitNow(hook);
    expect(hook.result.current.submitCount).toBe(2);
  });

  test('typing in a field clears that field’s error and the banner, and no other error', async () => {
    const submit = vi
      .fn<Submit>()
      .mockRejectedValue(new ApiError('Server down', { kind: 'http', status: 500 }));
    const hook = await setup(submit);
    await fill(hook);
    await submitNow(hook);
    expect(hook.result.current.bannerError).toBe('Server down');
    await fill(hook, { email: 'asha@' });
    expect(hook.result.current.bannerError).toBeNull();
    expect(hook.result.current.status).toBe('editing');

    await fill(hook, { fullName: '' });
    await submitNow(hook);
    expect(Object.keys(hook.result.current.errors)).toEqual(['fullName', 'email']);
    await hook.act(() => hook.result.current.field('email').onChange('asha@example.org'));
    expect(hook.result.current.errors).toEqual({ fullName: messages.fullName.required });
  });
});

describe('a schema loaded when needed', () => {
  test('is fetched when the visitor first types, then checks and sends as an inline one does', async () => {
    const loadSchema = vi.fn(() => Promise.resolve(schema));
    const submit = vi.fn<Submit>().mockResolvedValue(accepted);
    const hook = await setup(submit, { schema: loadSchema });
    expect(loadSchema).not.toHaveBeenCalled();
    await fill(hook, { email: 'not-an-email' });
    expect(loadSchema).toHaveBeenCalled();
    await submitNow(hook);
    expect(submit).not.toHaveBeenCalled();
    expect(hook.result.current.errors.email).toBe(messages.email.invalid);
    await fill(hook);
    await submitNow(hook);
    expect(submit).toHaveBeenCalledWith(filled, { idempotencyKey: expect.any(String) });
    expect(hook.result.current.status).toBe('succeeded');
  });

  test('that fails to load sends nothing, shows the form’s fallback and keeps what was typed', async () => {
    const submit = vi.fn<Submit>();
    const hook = await setup(submit, { schema: () => Promise.reject(new TypeError('offline')) });
    await fill(hook);
    await submitNow(hook);
    expect(submit).not.toHaveBeenCalled();
    expect(hook.result.current.status).toBe('failed');
    expect(hook.result.current.bannerError).toBe(messages.fallback.contactUs);
    expect(hook.result.current.values).toEqual(filled);
  });
});

describe('sending', () => {
  test('while busy a second submit does nothing', async () => {
    const answer = deferred<Response>();
    const sent = deferred<undefined>();
    const submit = vi.fn<Submit>(() => {
      sent.resolve(undefined);
      return answer.promise;
    });
    const hook = await setup(submit);
    await fill(hook);
    // Not awaited: the send stays open until the answer is released below. The act lasts until the call
    // is made, so the updates before it (after the rules are resolved, a microtask later) land inside it.
    let sending: Promise<void> | undefined;
    await hook.act(async () => {
      sending = hook.result.current.handleSubmit();
      await sent.promise;
    });
    expect(hook.result.current.status).toBe('submitting');
    expect(hook.result.current.isBusy).toBe(true);
    await hook.act(() => {
      void hook.result.current.handleSubmit();
      void hook.result.current.handleSubmit();
    });
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit).toHaveBeenCalledWith(filled, { idempotencyKey: expect.any(String) });
    await hook.act(async () => {
      answer.resolve(accepted);
      await sending;
    });
    expect(hook.result.current.status).toBe('succeeded');
    expect(hook.result.current.isBusy).toBe(false);
  });

  test('success shows the server message and the reference', async () => {
    const hook = await setup(vi.fn<Submit>().mockResolvedValue(accepted));
    await fill(hook);
    await submitNow(hook);
    expect(hook.result.current.status).toBe('succeeded');
    expect(hook.result.current.successMessage).toBe('We got it');
    expect(hook.result.current.reference).toBe('CU-42');
  });

  test('without a server message: the form’s own text, else the default success text', async () => {
    const quiet = vi.fn<Submit>().mockResolvedValue({ success: true });
    const own = await setup(quiet, { successMessage: messages.successHeading.newsletter });
    await fill(own);
    await submitNow(own);
    expect(own.result.current.successMessage).toBe(messages.successHeading.newsletter);
    expect(own.result.current.reference).toBeNull();

    sessionStorage.clear();
    const plain = await setup(quiet, { formId: 'plain' });
    await fill(plain);
    await submitNow(plain);
    expect(plain.result.current.successMessage).toBe(messages.defaultSuccess);
  });

  test('the thank-you view stays until the visitor asks for an empty form: no timer (WCAG 2.2.1)', async () => {
    const hook = await setup(vi.fn<Submit>().mockResolvedValue(accepted));
    await fill(hook);
    await submitNow(hook);
    await hook.act(() => vi.advanceTimersByTime(24 * 60 * 60 * 1000));
    expect(vi.getTimerCount(), 'timers left running').toBe(0);
    expect(hook.result.current.status).toBe('succeeded');
    expect(hook.result.current.successMessage).toBe('We got it');
    expect(hook.result.current.reference).toBe('CU-42');
  });

  test('reset() brings the empty form back at once', async () => {
    const hook = await setup(vi.fn<Submit>().mockResolvedValue(accepted));
    await fill(hook);
    await submitNow(hook);
    await hook.act(() => hook.result.current.reset());
    expect(hook.result.current.status).toBe('editing');
    expect(hook.result.current.values).toEqual(empty);
    expect(hook.result.current.successMessage).toBeNull();
    expect(hook.result.current.reference).toBeNull();
  });

  test('emptyOnSuccess empties the form at once, for thanks shown elsewhere', async () => {
    const onSuccess = vi.fn();
    const hook = await setup(vi.fn<Submit>().mockResolvedValue(accepted), {
      emptyOnSuccess: true,
      onSuccess,
    });
    await fill(hook);
    await submitNow(hook);
    expect(onSuccess).toHaveBeenCalledWith(accepted, filled);
    expect(hook.result.current.status).toBe('editing');
    expect(hook.result.current.values).toEqual(empty);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('labels: the field names of the error list', () => {
  const labels = { fullName: 'Full name', email: 'Email', message: 'What would you like to tell us?' };

  test('an entry names its field where the message does not, and labelOf gives each label', async () => {
    const hook = await setup(vi.fn<Submit>(), { labels });
    await fill(hook, { email: 'not-an-email', message: 'short' });
    await submitNow(hook);
    expect(hook.result.current.errorList).toEqual([
      { fieldId: 'note-fullName', message: messages.fullName.required },
      { fieldId: 'note-email', message: messages.email.invalid },
      {
        fieldId: 'note-message',
        message: messages.message.min,
        fieldName: 'What would you like to tell us?',
      },
    ]);
    expect(hook.result.current.labelOf('message')).toBe('What would you like to tell us?');
  });

  test('without labels the entries are the messages alone, and labelOf falls back to the key', async () => {
    const hook = await setup(vi.fn<Submit>());
    await submitNow(hook);
    expect(hook.result.current.errorList.every((item) => !('fieldName' in item))).toBe(true);
    expect(hook.result.current.labelOf('email')).toBe('email');
  });
});

describe('failures', () => {
  test('a thrown ApiError shows its message in the banner and keeps the values', async () => {
    const submit = vi
      .fn<Submit>()
      .mockRejectedValue(new ApiError('Too many requests', { kind: 'http', status: 429 }));
    const hook = await setup(submit);
    await fill(hook);
    await submitNow(hook);
    expect(hook.result.current.status).toBe('failed');
    expect(hook.result.current.bannerError).toBe('Too many requests');
    expect(hook.result.current.values).toEqual(filled);
  });

  test('sending again removes the old banner before anything else is drawn, so it is never focused again', async () => {
    // The banner takes focus when `submitCount` changes (its focusKey): a render with the new count
    // and the old banner would move focus back to it and read it again before 'Sending…'.
    const pending = deferred<Response>();
    const submit = vi
      .fn<Submit>()
      .mockRejectedValueOnce(new ApiError('Network error', { kind: 'network' }))
      .mockReturnValueOnce(pending.promise);
    const drawn: { submitCount: number; bannerError: string | null }[] = [];
    const hook = await renderHook(() => {
      const form = useFormSubmission({
        formId: 'note',
        // Loaded when needed, as on the site: the check waits for it, so a render comes between.
        schema: () => Promise.resolve(schema),
        initialValues: empty,
        submit,
        fallbackError: messages.fallback.contactUs,
      });
      drawn.push({ submitCount: form.submitCount, bannerError: form.bannerError });
      return form;
    });
    await fill(hook);
    await submitNow(hook);
    expect(hook.result.current.bannerError).toBe('Network error');

    await hook.act(async () => {
      void hook.result.current.handleSubmit();
      await vi.waitFor(() => expect(submit).toHaveBeenCalledTimes(2));
    });
    expect(hook.result.current.status).toBe('submitting');
    expect(drawn.filter((render) => render.submitCount === 2 && render.bannerError !== null)).toEqual([]);
    await hook.act(async () => pending.resolve(accepted));
    expect(hook.result.current.status).toBe('succeeded');
  });

  test.each([
    ['an ApiError without a message', new ApiError('', { kind: 'http', status: 500 })],
    [
      'a server that said nothing (only the generic text)',
      new ApiError(messages.service.unexpected, { kind: 'http', status: 500, generic: true }),
    ],
    ['a fault in the page', new TypeError('Cannot read properties of undefined')],
  ])('%s gets the form’s fallback', async (_case, error) => {
    const hook = await setup(vi.fn<Submit>().mockRejectedValue(error));
    await fill(hook);
    await submitNow(hook);
    expect(hook.result.current.bannerError).toBe(messages.fallback.contactUs);
  });

  test.each([
    ['success false', { success: false, message: 'Nope' }],
    ['no success flag', { message: 'Odd' }],
  ])(
    'an answer with %s says the outcome is unknown, and a second press repeats the same attempt',
    async (_case, answer) => {
      const submit = vi
        .fn<Submit>()
        .mockResolvedValueOnce(answer as Response)
        .mockResolvedValueOnce(accepted);
      const hook = await setup(submit);
      await fill(hook);
      await submitNow(hook);
      const form = hook.result.current;
      expect(form.status).toBe('failed');
      expect(form.bannerError).toBe(messages.unknownOutcome);
      expect(form.successMessage).toBeNull();
      expect(form.errors).toEqual({});
      expect(form.values).toEqual(filled);
      // The same key: if the first send was stored, the server answers it again instead of storing twice.
      await submitNow(hook);
      const keys = submit.mock.calls.map(([, context]) => context.idempotencyKey);
      expect(keys[1]).toBe(keys[0]);
      expect(hook.result.current.status).toBe('succeeded');
    },
  );
});

describe('under StrictMode, as the site renders', () => {
  test('the draft is restored, the send happens once, and reset() empties the form', async () => {
    sessionStorage.setItem(draftKey('note'), JSON.stringify({ values: filled, idempotencyKey: 'kept-key' }));
    const submit = vi.fn<Submit>().mockResolvedValue(accepted);
    const wrapper = ({ children }: { children: ReactNode }) => <StrictMode>{children}</StrictMode>;
    const hook = await renderHook(
      () =>
        useFormSubmission({
          formId: 'note',
          schema,
          initialValues: empty,
          submit,
          fallbackError: messages.fallback.contactUs,
        }),
      { wrapper },
    );
    expect(hook.result.current.values).toEqual(filled);
    await submitNow(hook);
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit).toHaveBeenCalledWith(filled, { idempotencyKey: 'kept-key' });
    expect(sessionStorage.getItem(draftKey('note'))).toBeNull();
    await hook.act(() => hook.result.current.reset());
    expect(hook.result.current.status).toBe('editing');
    expect(hook.result.current.values).toEqual(empty);
  });
});
