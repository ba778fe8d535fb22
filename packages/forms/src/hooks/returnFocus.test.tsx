import { useEffect, useRef } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { z } from 'zod';
import type { ApiResponse } from '../client/types.js';
import { messages } from '../messages.js';
import { act } from '../test-support/act.js';
import { useFormSubmission } from './useFormSubmission.js';

const schema = z.object({
  fullName: z.string().min(1, messages.fullName.required),
  consent: z.boolean(),
});
type Values = z.output<typeof schema>;

function Thanks({ message, onAgain }: { message: string | null; onAgain: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // As the UI package's SuccessPanel does: the form that had focus is gone, so the panel takes it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div>
      <h2 ref={heading} tabIndex={-1}>
        Thank you
      </h2>
      <p>{message}</p>
      <button type="button" onClick={onAgain}>
        Send another
      </button>
    </div>
  );
}

let latest: ReturnType<typeof useFormSubmission<Values, Values, ApiResponse>> | undefined;

function Harness({ withHeading, submit }: { withHeading: boolean; submit: () => Promise<ApiResponse> }) {
  const form = useFormSubmission({
    formId: 'focus',
    schema,
    initialValues: { fullName: '', consent: false },
    submit,
    fallbackError: messages.fallback.contact,
    draft: false,
  });
  latest = form;
  return (
    <main>
      {withHeading ? <h2 ref={form.returnFocusRef}>Get in touch</h2> : null}
      {form.status === 'succeeded' ? (
        <Thanks message={form.successMessage} onAgain={form.reset} />
      ) : (
        <form ref={form.formRef} onSubmit={form.handleSubmit} noValidate>
          <label htmlFor="focus-fullName">Full name</label>
          <input id="focus-fullName" {...form.field('fullName')} />
          <label htmlFor="focus-consent">Keep me posted</label>
          <input
            id="focus-consent"
            type="checkbox"
            name="consent"
            checked={form.values.consent}
            onChange={form.field('consent').onChange}
          />
          <button type="submit">Send</button>
        </form>
      )}
      <a href="#footer">Footer link</a>
    </main>
  );
}

const ok = () => Promise.resolve({ success: true, message: 'Sent' });

async function sendFilledForm(withHeading: boolean) {
  const screen = await render(<Harness withHeading={withHeading} submit={ok} />);
  await userEvent.fill(screen.getByLabelText('Full name').element(), 'Asha Verma');
  await act(() => latest?.handleSubmit());
  expect(latest?.status).toBe('succeeded');
  expect(document.activeElement?.textContent).toBe('Thank you');
  return screen;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** The visitor presses the thank-you view's 'Send another' button. */
const sendAnother = (screen: Awaited<ReturnType<typeof render>>) =>
  userEvent.click(screen.getByRole('button', { name: 'Send another' }).element());

describe('focus when the form comes back', () => {
  test('goes to the heading the caller designates, made focusable', async () => {
    const screen = await sendFilledForm(true);
    await sendAnother(screen);
    const heading = screen.getByRole('heading', { name: 'Get in touch' }).element();
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  test('goes to the first field when no heading is designated', async () => {
    const screen = await sendFilledForm(false);
    await sendAnother(screen);
    expect(document.activeElement).toBe(screen.getByLabelText('Full name').element());
  });

  test('stays where it is when the form is emptied by a call while the visitor is elsewhere', async () => {
    const screen = await sendFilledForm(true);
    const link = screen.getByRole('link', { name: 'Footer link' }).element() as HTMLElement;
    link.focus();
    await act(() => latest?.reset());
    expect(latest?.status).toBe('editing');
    expect(document.activeElement).toBe(link);
  });

  test('the thank-you view and its focus stay however long the visitor takes', async () => {
    await sendFilledForm(false);
    await act(() => vi.advanceTimersByTime(60 * 60 * 1000));
    expect(latest?.status).toBe('succeeded');
    expect(document.activeElement?.textContent).toBe('Thank you');
  });
});

describe('field()', () => {
  test('onChange takes native events: text gives the value, a checkbox gives checked', async () => {
    const screen = await render(<Harness withHeading={false} submit={ok} />);
    await userEvent.fill(screen.getByLabelText('Full name').element(), 'Ravi');
    await userEvent.click(screen.getByLabelText('Keep me posted').element());
    expect(latest?.values).toEqual({ fullName: 'Ravi', consent: true });
    expect(latest?.field('fullName')).toMatchObject({ name: 'fullName', value: 'Ravi' });
  });
});
