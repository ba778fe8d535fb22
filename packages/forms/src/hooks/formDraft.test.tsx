import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderHook } from 'vitest-browser-react';
import { z } from 'zod';
import { ApiError } from '../client/api-error.js';
import type { ApiResponse } from '../client/types.js';
import { messages } from '../messages.js';
import { draftKey } from './formDraft.js';
import { useFormSubmission, type UseFormSubmissionOptions } from './useFormSubmission.js';

const schema = z.object({
  email: z.string().min(1, messages.email.required),
  password: z.string().min(8, messages.password.min),
  nickname: z.string(),
});
type Values = z.output<typeof schema>;
type Submit = (values: Values, context: { idempotencyKey: string }) => Promise<ApiResponse>;
const empty: Values = { email: '', password: '', nickname: '' };
const timeout = new ApiError('The request timed out', { kind: 'timeout' });

function setup(submit: Submit, options: Partial<UseFormSubmissionOptions<Values, Values, ApiResponse>> = {}) {
  return renderHook(() =>
    useFormSubmission({
      formId: 'draft-test',
      schema,
      initialValues: empty,
      submit,
      fallbackError: messages.fallback.news,
      ...options,
    }),
  );
}
type Hook = Awaited<ReturnType<typeof setup>>;

async function type(hook: Hook, values: Partial<Values>) {
  for (const [name, value] of Object.entries(values)) {
    await hook.act(() => hook.result.current.setValue(name as keyof Values, value));
  }
}
const submitNow = (hook: Hook) => hook.act(() => hook.result.current.handleSubmit());
const stored = () => JSON.parse(sessionStorage.getItem(draftKey('draft-test')) ?? 'null') as unknown;
const keyOf = (submit: ReturnType<typeof vi.fn<Submit>>, call: number) =>
  submit.mock.calls[call]?.[1].idempotencyKey;

beforeEach(() => {
  sessionStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

describe('draft', () => {
  test('what was typed survives a remount, except anything named like a password', async () => {
    const first = await setup(vi.fn<Submit>());
    await type(first, { email: 'asha@example.org', password: 'Secret123', nickname: 'A' });
    expect(JSON.stringify(stored())).not.toContain('Secret123');
    await first.unmount();

    const second = await setup(vi.fn<Submit>());
    expect(second.result.current.values).toEqual({ email: 'asha@example.org', password: '', nickname: 'A' });
  });

  test('the caller can keep more fields out, or turn the draft off', async () => {
    const hook = await setup(vi.fn<Submit>(), { draft: { exclude: ['nickname'] } });
    await type(hook, { email: 'asha@example.org', nickname: 'A' });
    expect(stored()).toEqual({ values: { email: 'asha@example.org' }, idempotencyKey: null });
    await hook.unmount();
    sessionStorage.clear();

    const off = await setup(vi.fn<Submit>(), { draft: false });
    await type(off, { email: 'asha@example.org' });
    expect(stored()).toBeNull();
  });

  test('a failed send keeps the draft; the server accepting it clears it', async () => {
    const submit = vi.fn<Submit>().mockRejectedValueOnce(timeout).mockResolvedValueOnce({ success: true });
    const hook = await setup(submit);
    await type(hook, { email: 'asha@example.org', password: 'Secret123' });
    await submitNow(hook);
    expect(stored()).toMatchObject({ values: { email: 'asha@example.org' } });
    await submitNow(hook);
    expect(hook.result.current.status).toBe('succeeded');
    expect(stored()).toBeNull();
    await hook.act(() => hook.result.current.reset());
    expect(stored()).toBeNull();
  });

  test('a stored draft only fills the fields the form has', async () => {
    sessionStorage.setItem(
      draftKey('draft-test'),
      JSON.stringify({
        values: { email: 'a@b.org', isAdmin: true, password: 'leaked1A' },
        idempotencyKey: 7,
      }),
    );
    const hook = await setup(vi.fn<Submit>());
    expect(hook.result.current.values).toEqual({ email: 'a@b.org', password: '', nickname: '' });
  });
});

describe('idempotency key', () => {
  test('a retry of the same values reuses the key; a change makes a new one', async () => {
    const submit = vi.fn<Submit>().mockRejectedValue(timeout);
    const hook = await setup(submit);
    await type(hook, { email: 'asha@example.org', password: 'Secret123' });
    await submitNow(hook);
    await submitNow(hook);
    expect(keyOf(submit, 0)).toEqual(expect.any(String));
    expect(keyOf(submit, 1)).toBe(keyOf(submit, 0));

    await type(hook, { nickname: 'A' });
    await submitNow(hook);
    expect(keyOf(submit, 2)).not.toBe(keyOf(submit, 0));
  });

  test('a retry after a reload reuses the key kept with the draft', async () => {
    const submit = vi.fn<Submit>().mockRejectedValue(timeout);
    const noSecret = schema.extend({ password: z.string() });
    const first = await setup(submit, { schema: noSecret });
    await type(first, { email: 'asha@example.org', nickname: 'A' });
    await submitNow(first);
    expect(stored()).toEqual({
      values: { email: 'asha@example.org', nickname: 'A' },
      idempotencyKey: keyOf(submit, 0),
    });
    await first.unmount();

    const second = await setup(submit, { schema: noSecret });
    await submitNow(second);
    expect(submit.mock.calls[1]?.[0]).toEqual({ email: 'asha@example.org', password: '', nickname: 'A' });
    expect(keyOf(submit, 1)).toBe(keyOf(submit, 0));
  });

  test('an answer of unknown outcome keeps the key; after a success the next send has a new one', async () => {
    const submit = vi
      .fn<Submit>()
      .mockResolvedValueOnce({ success: false })
      .mockResolvedValueOnce({ success: true })
      .mockResolvedValueOnce({ success: true });
    const hook = await setup(submit);
    await type(hook, { email: 'asha@example.org', password: 'Secret123' });
    await submitNow(hook);
    await submitNow(hook);
    // Neither success nor an error: it may have been stored, so the repeat carries the same key.
    expect(keyOf(submit, 1)).toBe(keyOf(submit, 0));
    await hook.act(() => hook.result.current.reset());
    await type(hook, { email: 'asha@example.org', password: 'Secret123' });
    await submitNow(hook);
    expect(keyOf(submit, 2)).not.toBe(keyOf(submit, 1));
  });
});
