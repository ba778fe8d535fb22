import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { z } from 'zod';
import type { ApiResponse } from '../client/types.js';
import { messages } from '../messages.js';
import { act } from '../test-support/act.js';
import { draftKey } from './formDraft.js';
import { useFormSubmission } from './useFormSubmission.js';

/**
 * A prerendered form is on screen, and can be filled in, before its script arrives. What was typed
 * then must be the form's when it hydrates: kept in the boxes through the next render, and sent.
 */

const schema = z.object({
  fullName: z.string().min(1, messages.fullName.required),
  email: z.string(),
  message: z.string().min(1, messages.message.required),
  topic: z.string().min(1, 'Please choose a topic'),
  kind: z.string(),
  areas: z.array(z.string()),
  consent: z.boolean(),
});
type Values = z.output<typeof schema>;
const empty: Values = {
  fullName: '',
  email: '',
  message: '',
  topic: '',
  kind: '',
  areas: [],
  consent: false,
};

type Submit = (values: Values) => Promise<ApiResponse>;
let latest: ReturnType<typeof useFormSubmission<Values, Values, ApiResponse>> | undefined;

function NoteForm({ submit, initial = empty }: { submit: Submit; initial?: Values }) {
  const form = useFormSubmission({
    formId: 'early',
    schema,
    initialValues: initial,
    submit,
    fallbackError: messages.fallback.contactUs,
  });
  latest = form;
  const { value: areas, ...areasField } = form.field('areas');
  return (
    <form ref={form.formRef} onSubmit={form.handleSubmit} noValidate>
      <input aria-label="Full name" {...form.field('fullName')} />
      <input type="email" aria-label="Email" {...form.field('email')} />
      <textarea aria-label="Message" {...form.field('message')} />
      <select aria-label="Topic" {...form.field('topic')}>
        <option value="">Choose</option>
        <option value="access">Access</option>
        <option value="jobs">Jobs</option>
      </select>
      {['phone', 'mail'].map((kind) => (
        <input
          key={kind}
          type="radio"
          aria-label={kind}
          name="kind"
          value={kind}
          checked={form.values.kind === kind}
          onChange={() => form.setValue('kind', kind)}
        />
      ))}
      {['education', 'health'].map((area) => (
        <input
          key={area}
          type="checkbox"
          aria-label={area}
          {...areasField}
          value={area}
          checked={areas.includes(area)}
          onChange={(event) =>
            form.setValue(
              'areas',
              event.target.checked ? [...areas, area] : areas.filter((item) => item !== area),
            )
          }
        />
      ))}
      <input
        type="checkbox"
        aria-label="Consent"
        name="consent"
        checked={form.values.consent}
        onChange={(event) => form.setValue('consent', event.target.checked)}
      />
      {/* Not a field of the form: never read. */}
      <input type="hidden" name="formId" value="early" />
      <button type="submit">Send</button>
    </form>
  );
}

let container: HTMLDivElement;
let root: Root | undefined;

/** The server's HTML, on screen, with no script behind it yet. */
function prerender(submit: Submit) {
  container = document.createElement('div');
  container.innerHTML = renderToString(<NoteForm submit={submit} />);
  document.body.append(container);
}

function control<T extends Element>(label: string): T {
  const found = container.querySelector<T>(`[aria-label="${label}"]`);
  if (!found) throw new Error(`no control labelled ${label}`);
  return found;
}

/** The visitor fills the boxes of the dead HTML, as the browser does: no React handler runs. */
function typeBeforeScripts() {
  control<HTMLInputElement>('Full name').value = 'Asha Verma';
  control<HTMLTextAreaElement>('Message').value = 'Typed on a slow phone';
  control<HTMLSelectElement>('Topic').value = 'jobs';
  control<HTMLInputElement>('mail').checked = true;
  control<HTMLInputElement>('health').checked = true;
  control<HTMLInputElement>('Consent').checked = true;
}

async function hydrate(submit: Submit) {
  await act(() => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <NoteForm submit={submit} />
      </StrictMode>,
    );
  });
}

beforeEach(() => sessionStorage.clear());
afterEach(async () => {
  await act(() => root?.unmount());
  root = undefined;
  container.remove();
  latest = undefined;
  sessionStorage.clear();
});

describe('a form typed in before its script arrived', () => {
  test('keeps every kind of field through the next render, and sends it', async () => {
    const submit = vi.fn<Submit>(async () => ({ success: true, message: 'Thanks' }));
    prerender(submit);
    typeBeforeScripts();
    await hydrate(submit);

    // Another field typed in after hydration makes React render the form again.
    await userEvent.type(control('Email'), 'a');
    expect(control<HTMLInputElement>('Full name').value).toBe('Asha Verma');
    expect(control<HTMLTextAreaElement>('Message').value).toBe('Typed on a slow phone');
    expect(control<HTMLSelectElement>('Topic').value).toBe('jobs');
    expect(control<HTMLInputElement>('mail').checked).toBe(true);
    expect(control<HTMLInputElement>('health').checked).toBe(true);
    expect(control<HTMLInputElement>('Consent').checked).toBe(true);

    await act(() => latest?.handleSubmit());
    expect(latest?.errors).toEqual({});
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit.mock.calls[0]?.[0]).toEqual({
      fullName: 'Asha Verma',
      email: 'a',
      message: 'Typed on a slow phone',
      topic: 'jobs',
      kind: 'mail',
      areas: ['health'],
      consent: true,
    });
  });

  test('what was typed beats an older draft, and is kept as the draft from then on', async () => {
    sessionStorage.setItem(
      draftKey('early'),
      JSON.stringify({ values: { fullName: 'Old name', message: 'Old message' }, idempotencyKey: 'k-1' }),
    );
    prerender(vi.fn<Submit>());
    control<HTMLInputElement>('Full name').value = 'Asha Verma';
    await hydrate(vi.fn<Submit>());

    expect(latest?.values.fullName).toBe('Asha Verma');
    expect(latest?.values.message, 'the draft fills what was not typed').toBe('Old message');
    const stored = JSON.parse(sessionStorage.getItem(draftKey('early')) ?? '{}') as {
      values: Partial<Values>;
      idempotencyKey: string | null;
    };
    expect(stored.values.fullName).toBe('Asha Verma');
    expect(stored.idempotencyKey, 'new values are a new attempt').toBeNull();
  });

  test('a served answer the browser rewrote is not "typed": CRLF line breaks, a spaced e-mail address', async () => {
    const served = { ...empty, email: '  asha@example.org ', message: 'Line one\r\nline two' };
    container = document.createElement('div');
    container.innerHTML = renderToString(<NoteForm submit={vi.fn<Submit>()} initial={served} />);
    document.body.append(container);
    // What the browser reports: the textarea's value with LF, the e-mail input's trimmed.
    expect(control<HTMLTextAreaElement>('Message').value).toBe('Line one\nline two');
    expect(control<HTMLInputElement>('Email').value).toBe('asha@example.org');
    await act(() => {
      root = hydrateRoot(
        container,
        <StrictMode>
          <NoteForm submit={vi.fn<Submit>()} initial={served} />
        </StrictMode>,
      );
    });
    expect(latest?.values).toEqual(served);
  });

  test('an untouched form hydrates as it was served and keeps its draft key', async () => {
    sessionStorage.setItem(
      draftKey('early'),
      JSON.stringify({ values: { fullName: 'Old name' }, idempotencyKey: 'k-1' }),
    );
    prerender(vi.fn<Submit>());
    await hydrate(vi.fn<Submit>());
    expect(latest?.values).toEqual({ ...empty, fullName: 'Old name' });
    const stored = JSON.parse(sessionStorage.getItem(draftKey('early')) ?? '{}') as {
      idempotencyKey: string;
    };
    expect(stored.idempotencyKey).toBe('k-1');
  });
});
