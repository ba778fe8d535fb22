import { ApiError, type PersonCorrected, type PersonField } from '@inclusion/forms';
import { Alert, Button, FormField, FormFrame, RadioGroup, TextInput } from '@inclusion/ui';
import { useEffect, useRef, useState } from 'react';
import { staffClient } from '../staffApi.js';
import type { Found } from './found.js';
import { peopleText } from './peopleText.js';
import { kindLabel } from './PersonResults.js';

type Phase =
  | { kind: 'edit' }
  | { kind: 'confirm'; field: PersonField; value: string; records: PersonCorrected['records'] }
  | { kind: 'done'; message: string };

const valueId = 'person-correct-value';
const fieldLabel = (field: string) =>
  peopleText.correct.fields.find((option) => option.value === field)?.label ?? field;

/**
 * Correct the person's name, address or number on all their records at once. 'Check what changes'
 * asks the server which records hold another value (nothing changes yet); the confirmation names
 * them and says how many; confirming sends that count, so records that changed meanwhile are never
 * changed unseen (409). Focus goes to the confirmation's heading, then to the outcome: the user acted.
 */
export function CorrectAcross({ found, onCorrected }: { found: Found; onCorrected: () => void }) {
  const text = peopleText.correct;
  const [field, setField] = useState<PersonField>('fullName');
  const [value, setValue] = useState('');
  const [phase, setPhase] = useState<Phase>({ kind: 'edit' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string; field: boolean; count: number } | null>(null);
  const confirmHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (phase.kind === 'confirm') confirmHeading.current?.focus();
  }, [phase]);

  function failed(caught: unknown, fallback: string) {
    const apiError = caught instanceof ApiError ? caught : null;
    const message = apiError && !apiError.generic ? apiError.message : fallback;
    // A 400 is about the value typed (its kind's rule); anything else about the request.
    setError((previous) => ({ message, field: apiError?.status === 400, count: (previous?.count ?? 0) + 1 }));
  }

  async function check() {
    setBusy(true);
    setError(null);
    try {
      const answer = await staffClient.staff.people.correct({ ...found.query, field, value });
      const records = answer.data?.records ?? [];
      setPhase(
        records.length === 0
          ? { kind: 'done', message: text.nothing }
          : { kind: 'confirm', field, value, records },
      );
    } catch (caught) {
      failed(caught, text.failed);
    } finally {
      setBusy(false);
    }
  }

  async function apply(confirmed: Extract<Phase, { kind: 'confirm' }>) {
    setBusy(true);
    try {
      const answer = await staffClient.staff.people.correct({
        ...found.query,
        field: confirmed.field,
        value: confirmed.value,
        expected: confirmed.records.length,
      });
      setPhase({ kind: 'done', message: answer.message ?? text.notCorrected });
      setValue('');
      onCorrected();
    } catch (caught) {
      setPhase({ kind: 'edit' });
      failed(caught, text.failed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="staff-section" aria-labelledby="person-correct-heading">
      <h2 id="person-correct-heading">{text.heading}</h2>
      <p>{text.intro}</p>
      {phase.kind === 'done' ? (
        <Alert variant="success" focusKey={phase.message}>
          {phase.message}
        </Alert>
      ) : null}
      {phase.kind === 'confirm' ? (
        <div>
          <h3 ref={confirmHeading} tabIndex={-1}>
            {text.confirmHeading(phase.records.length, fieldLabel(phase.field))}
          </h3>
          <p>{text.confirmIntro}</p>
          <ul>
            {phase.records.map((record) => (
              <li key={`${record.kind}:${record.id}`}>
                {kindLabel(record.kind)} {record.reference ?? ''}
              </li>
            ))}
          </ul>
          <p>{text.unchangedNote}</p>
          <div className="staff-actions">
            <Button busy={busy} busyLabel={text.busy} onClick={() => void apply(phase)}>
              {text.confirm(phase.records.length)}
            </Button>
            <Button variant="outline" onClick={() => setPhase({ kind: 'edit' })}>
              {text.cancel}
            </Button>
          </div>
        </div>
      ) : (
        <FormFrame
          aria-labelledby="person-correct-heading"
          className="staff-form"
          onSubmit={(event) => {
            event.preventDefault();
            void check();
          }}
          errors={error?.field ? [{ fieldId: valueId, message: error.message }] : []}
          bannerError={error && !error.field ? error.message : null}
          focusKey={error?.count}
          headingLevel={3}
          busy={busy}
          submitLabel={text.check}
          busyLabel={text.checking}
        >
          <RadioGroup
            legend={text.field}
            name="field"
            options={text.fields}
            required
            value={field}
            onValueChange={(next) => setField(next as PersonField)}
          />
          <FormField
            id={valueId}
            label={text.value}
            hint={text.valueHint}
            error={error?.field ? error.message : undefined}
            required
          >
            <TextInput
              autoComplete="off"
              spellCheck={false}
              value={value}
              onChange={(event) => setValue(event.currentTarget.value)}
            />
          </FormField>
        </FormFrame>
      )}
    </section>
  );
}
