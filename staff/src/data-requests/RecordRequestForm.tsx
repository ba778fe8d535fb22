import { ApiError, dataRequestKinds, identityCheck, type DataRequestKind } from '@inclusion/forms';
import {
  Alert,
  checkDateParts,
  DateInput,
  FormField,
  FormFrame,
  RadioGroup,
  TextArea,
  type DatePart,
  type DateParts,
  type ErrorSummaryItem,
} from '@inclusion/ui';
import { useState } from 'react';
import { staffClient } from '../staffApi.js';
import { dataRequestsText } from './dataRequestsText.js';

const noDate: DateParts = { day: '', month: '', year: '' };
const ids = {
  kind: 'request-kind',
  received: 'request-received',
  identity: 'request-identity',
  due: 'request-due',
};

interface Errors {
  identity?: string;
  received?: { message: string; fields: DatePart[] };
  due?: { message: string; fields: DatePart[] };
}

/**
 * Record a request as it came: its kind, the date received, how identity was checked and, when not
 * the default, its deadline. Checked first by the contract's rules (no address or number in the
 * text); the server checks again and its field messages are shown the same way. On success the form
 * empties and a notice takes focus: the list above gains the request.
 */
export function RecordRequestForm({ onRecorded }: { onRecorded: () => void }) {
  const text = dataRequestsText.record;
  const [kind, setKind] = useState<DataRequestKind>('access');
  const [received, setReceived] = useState(noDate);
  const [identity, setIdentity] = useState('');
  const [due, setDue] = useState(noDate);
  const [errors, setErrors] = useState<Errors>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [tries, setTries] = useState(0);
  const [busy, setBusy] = useState(false);
  const [recorded, setRecorded] = useState<{ message: string; count: number } | null>(null);

  async function submit() {
    setTries((count) => count + 1);
    setBanner(null);
    const found: Errors = {};
    const checkedIdentity = identityCheck.safeParse(identity);
    if (!checkedIdentity.success) found.identity = checkedIdentity.error.issues[0]?.message;
    const receivedOn = checkDateParts(received, { name: text.received, when: 'today-or-past' });
    if (!receivedOn.valid) found.received = { message: receivedOn.message, fields: receivedOn.fields };
    const dueOn = checkDateParts(due, { name: text.due, required: false });
    if (!dueOn.valid) found.due = { message: dueOn.message, fields: dueOn.fields };
    setErrors(found);
    if (!checkedIdentity.success || !receivedOn.valid || !receivedOn.iso || !dueOn.valid) return;
    setBusy(true);
    try {
      const answer = await staffClient.staff.dataRequests.record({
        requestKind: kind,
        receivedOn: receivedOn.iso,
        identityCheck: checkedIdentity.data,
        ...(dueOn.iso ? { dueOn: dueOn.iso } : {}),
      });
      setReceived(noDate);
      setIdentity('');
      setDue(noDate);
      setRecorded((previous) => ({ message: answer.message ?? '', count: (previous?.count ?? 0) + 1 }));
      onRecorded();
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      const fieldErrors: Errors = {};
      for (const item of apiError?.errors ?? []) {
        if (item.field === 'identityCheck') fieldErrors.identity = item.message;
        if (item.field === 'receivedOn')
          fieldErrors.received = { message: item.message, fields: ['day', 'month', 'year'] };
        if (item.field === 'dueOn')
          fieldErrors.due = { message: item.message, fields: ['day', 'month', 'year'] };
      }
      setErrors(fieldErrors);
      if (Object.keys(fieldErrors).length === 0) {
        setBanner(apiError && !apiError.generic ? apiError.message : text.failed);
      }
    } finally {
      setBusy(false);
    }
  }

  const summary: ErrorSummaryItem[] = [];
  if (errors.received) summary.push({ fieldId: ids.received, message: errors.received.message });
  if (errors.identity) summary.push({ fieldId: ids.identity, message: errors.identity });
  if (errors.due) summary.push({ fieldId: ids.due, message: errors.due.message });

  return (
    <section className="staff-section" aria-labelledby="record-request-heading">
      <h2 id="record-request-heading">{text.heading}</h2>
      {recorded ? (
        <Alert variant="success" focusKey={recorded.count}>
          {recorded.message}
        </Alert>
      ) : null}
      <FormFrame
        aria-labelledby="record-request-heading"
        className="staff-form"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        errors={summary}
        bannerError={banner}
        focusKey={tries}
        headingLevel={3}
        busy={busy}
        submitLabel={text.submit}
        busyLabel={text.busy}
      >
        <RadioGroup
          id={ids.kind}
          legend={text.kind}
          name="requestKind"
          required
          options={dataRequestKinds.map((value) => ({
            value,
            label: dataRequestsText.kinds[value],
            hint: text.kindHints[value],
          }))}
          value={kind}
          onValueChange={(value) => setKind(value as DataRequestKind)}
        />
        <DateInput
          id={ids.received}
          name="receivedOn"
          legend={text.received}
          hint={text.receivedHint}
          required
          value={received}
          onValueChange={setReceived}
          error={errors.received?.message}
          errorFields={errors.received?.fields}
        />
        <FormField
          id={ids.identity}
          label={text.identity}
          hint={text.identityHint}
          error={errors.identity}
          required
        >
          <TextArea rows={3} value={identity} onChange={(event) => setIdentity(event.currentTarget.value)} />
        </FormField>
        <DateInput
          id={ids.due}
          name="dueOn"
          legend={text.due}
          hint={text.dueHint}
          value={due}
          onValueChange={setDue}
          error={errors.due?.message}
          errorFields={errors.due?.fields}
        />
      </FormFrame>
    </section>
  );
}
