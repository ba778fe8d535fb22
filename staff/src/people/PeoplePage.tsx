import { ApiError, type PersonErased, type PersonQuery } from '@inclusion/forms';
import { personQueryOf, personSearchSchema } from '@inclusion/forms/schemas';
import { fieldProps, useErrorTitle, useFormSubmission } from '@inclusion/forms/react';
import { Alert, Button, FormField, FormFrame, SuccessPanel, TextInput } from '@inclusion/ui';
import { useRef, useState } from 'react';
import { staffClient } from '../staffApi.js';
import { useStaffPage } from '../useStaffPage.js';
import { EraseConfirmation, expectedCount } from './EraseConfirmation.js';
import type { Found } from './found.js';
import { CorrectAcross } from './CorrectAcross.js';
import { ErasureReport } from './ErasureReport.js';
import { peopleText } from './peopleText.js';
import { PersonResults } from './PersonResults.js';
import './people.css';

type Step = { kind: 'results' } | { kind: 'confirm' } | { kind: 'erased'; who: string; report: PersonErased };

/**
 * /staff/people: a person's data on request. Search by e-mail or mobile (a POST with a JSON body: the
 * address never carries them), every record of the person across kinds with their account, newsletter
 * subscription and outbox mails; export it all (JSON, CSV); correct a field on all their records
 * at once; erase it after a confirmation that names what will go, and say afterwards what was
 * deleted and which copies remain outside the server. Focus goes to the results heading after a
 * search and to the success panel's heading after an erasure: the user acted.
 */
export default function PeoplePage() {
  const text = peopleText;
  useStaffPage(text.title);
  const [found, setFound] = useState<Found | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'results' });
  // A refused erasure (409): its words, and a counter so each refusal takes focus afresh.
  const [refusal, setRefusal] = useState<{ text: string; count: number } | null>(null);
  const serial = useRef(0);
  const searchField = useRef<HTMLInputElement>(null);

  async function search(who: string, query: PersonQuery) {
    const answer = await staffClient.staff.people.search(query);
    if (!answer.data) throw new ApiError(text.search.failed, { kind: 'unknown' });
    serial.current += 1;
    setFound({ who, query, result: answer.data, serial: serial.current });
    setStep({ kind: 'results' });
  }

  /** What the server holds now, without moving focus: after a correction, its notice keeps focus. */
  async function refresh() {
    if (!found) return;
    const answer = await staffClient.staff.people.search(found.query).catch(() => null);
    if (answer?.data) setFound({ ...found, result: answer.data });
  }

  const form = useFormSubmission({
    formId: 'person-search',
    schema: personSearchSchema,
    initialValues: { person: '' },
    labels: text.search.labels,
    fallbackError: text.search.failed,
    draft: false,
    submit: async ({ person }) => {
      setRefusal(null);
      await search(person, personQueryOf(person));
      return { success: true };
    },
    // The form keeps what was typed: the results appear below it, and the search can be refined.
    outcome: () => ({ kind: 'ignored' }),
  });
  useErrorTitle(form.errorList.length > 0 || form.bannerError !== null);

  /**
   * The server refused the erasure (409). When what it holds changed since the search, the page
   * searches again and says so; when nothing changed (the person is staff, say), the server's words
   * say why, and the results stay as they are.
   */
  async function afterRefusal(message: string, expected: number) {
    if (!found) return;
    let changed = true;
    try {
      const answer = await staffClient.staff.people.search(found.query);
      if (answer.data) {
        changed = expectedCount(answer.data) !== expected;
        serial.current += 1;
        setFound({ ...found, result: answer.data, serial: serial.current });
      }
    } catch {
      // The notice says to search again; the form is there for it.
    }
    setStep({ kind: 'results' });
    setRefusal((previous) => ({
      text: changed ? text.erase.changed : message,
      count: (previous?.count ?? 0) + 1,
    }));
  }

  function findAnother() {
    setFound(null);
    setRefusal(null);
    setStep({ kind: 'results' });
    form.setValue('person', '');
    searchField.current?.focus();
  }

  return (
    <>
      <h1>{text.title}</h1>
      <p>{text.intro}</p>
      <section className="staff-section" aria-labelledby="person-search-heading">
        <h2 id="person-search-heading">{text.search.heading}</h2>
        <FormFrame
          ref={form.formRef}
          method="post"
          aria-labelledby="person-search-heading"
          className="staff-form staff-person-search"
          onSubmit={(event) => void form.handleSubmit(event)}
          errors={form.errorList}
          bannerError={form.bannerError}
          focusKey={form.submitCount}
          busy={form.isBusy}
          submitLabel={text.search.submit}
          busyLabel={text.search.busy}
        >
          <FormField {...fieldProps(form, 'person')} hint={text.search.hint} required>
            <TextInput ref={searchField} autoComplete="off" spellCheck={false} {...form.field('person')} />
          </FormField>
        </FormFrame>
      </section>

      {step.kind === 'erased' ? (
        <SuccessPanel
          title={text.erase.doneTitle}
          message={text.erase.doneIntro(step.who)}
          action={
            <Button variant="outline" onClick={findAnother}>
              {text.erase.again}
            </Button>
          }
        >
          <ErasureReport report={step.report} />
        </SuccessPanel>
      ) : null}

      {found && step.kind !== 'erased' ? (
        <>
          {refusal ? (
            <Alert variant="error" focusKey={refusal.count}>
              {refusal.text}
            </Alert>
          ) : null}
          <PersonResults found={found} focusOnShow={refusal === null} />
          {step.kind === 'confirm' ? (
            <EraseConfirmation
              found={found}
              onCancel={() => setStep({ kind: 'results' })}
              onErased={(report) => setStep({ kind: 'erased', who: found.who, report })}
              onRefused={(message, expected) => void afterRefusal(message, expected)}
            />
          ) : (
            <>
              <CorrectAcross found={found} onCorrected={() => void refresh()} />
              <EraseStart found={found} onStart={() => setStep({ kind: 'confirm' })} />
            </>
          )}
        </>
      ) : null}
    </>
  );
}

/** The Erase section before confirming: what it does, and the button that asks to confirm. */
function EraseStart({ found, onStart }: { found: Found; onStart: () => void }) {
  const text = peopleText.erase;
  if (expectedCount(found.result) === 0 && found.result.outboxMails === 0) return null;
  return (
    <section className="staff-section" aria-labelledby="erase-heading">
      <h2 id="erase-heading">{text.heading}</h2>
      <p>{text.intro}</p>
      <Button variant="danger" onClick={onStart}>
        {text.start}
      </Button>
    </section>
  );
}
