import { identityCheck } from '@inclusion/forms';
import {
  checkDateParts,
  DateInput,
  FormField,
  TextArea,
  type DatePart,
  type DateParts,
  type ErrorSummaryItem,
} from '@inclusion/ui';
import { peopleText } from './peopleText.js';

export interface LogValues {
  identity: string;
  received: DateParts;
}

export const emptyLog: LogValues = { identity: '', received: { day: '', month: '', year: '' } };

export interface LogErrors {
  identity?: string;
  received?: { message: string; fields: DatePart[] };
}

const ids = { identity: 'erase-log-identity', received: 'erase-log-received' };

/**
 * The log entry's values as the server takes them, or the errors to show: the contract's rule for
 * how identity was checked (no address or number), and a past or today's date received.
 */
export function checkLog(
  values: LogValues,
):
  | { entry: { receivedOn: string; identityCheck: string }; errors?: undefined }
  | { entry?: undefined; errors: LogErrors; summary: ErrorSummaryItem[] } {
  const text = peopleText.log;
  const errors: LogErrors = {};
  const identity = identityCheck.safeParse(values.identity);
  if (!identity.success) errors.identity = identity.error.issues[0]?.message ?? text.identity;
  const received = checkDateParts(values.received, { name: text.received, when: 'today-or-past' });
  if (!received.valid) errors.received = { message: received.message, fields: received.fields };
  if (identity.success && received.valid && received.iso) {
    return { entry: { receivedOn: received.iso, identityCheck: identity.data } };
  }
  const summary: ErrorSummaryItem[] = [];
  if (errors.identity) summary.push({ fieldId: ids.identity, message: errors.identity });
  if (errors.received) summary.push({ fieldId: ids.received, message: errors.received.message });
  return { errors, summary };
}

/** How identity was checked, and the date the request came: shown when the erasure is to be logged. */
export function ErasureLogFields({
  values,
  errors,
  onChange,
}: {
  values: LogValues;
  errors: LogErrors;
  onChange: (values: LogValues) => void;
}) {
  const text = peopleText.log;
  return (
    <>
      <FormField
        id={ids.identity}
        label={text.identity}
        hint={text.identityHint}
        error={errors.identity}
        required
      >
        <TextArea
          rows={3}
          value={values.identity}
          onChange={(event) => onChange({ ...values, identity: event.currentTarget.value })}
        />
      </FormField>
      <DateInput
        id={ids.received}
        name="receivedOn"
        legend={text.received}
        hint={text.receivedHint}
        required
        value={values.received}
        onValueChange={(received) => onChange({ ...values, received })}
        error={errors.received?.message}
        errorFields={errors.received?.fields}
      />
    </>
  );
}
