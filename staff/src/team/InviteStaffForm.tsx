import { staffInviteSchema } from '@inclusion/forms/schemas';
import { fieldProps, useFormSubmission } from '@inclusion/forms/react';
import { FormField, RadioGroup, TextInput } from '@inclusion/ui';
import { useState } from 'react';
import { staffClient } from '../staffApi.js';
import { StaffForm } from '../StaffForm.js';
import { teamText } from './teamText.js';

// Staff, the role with fewer powers, starts chosen: a required radio group with none chosen is
// announced 'invalid' before anything is sent, and an admin who skips the question gives no more access
// than asked for.
const empty = { email: '', role: 'staff' };

/**
 * Invite a staff member: their address and their role. The inbox's one form pattern (error summary,
 * inline errors, a failed send's banner); the success panel says who was invited and stays until
 * 'Invite someone else' brings back the empty form.
 */
export function InviteStaffForm({ onInvited }: { onInvited: () => void }) {
  const text = teamText.invite;
  const [invited, setInvited] = useState('');
  const form = useFormSubmission({
    formId: 'staff-invite',
    schema: staffInviteSchema,
    initialValues: empty,
    labels: text.labels,
    fallbackError: text.failed,
    draft: false,
    submit: ({ email, role }, { idempotencyKey }) =>
      staffClient.staff.accounts.invite({ email, role }, { idempotencyKey }),
    onSuccess: (_response, { email }) => {
      setInvited(email);
      onInvited();
    },
  });

  return (
    <>
      {form.status === 'succeeded' ? null : <p>{text.intro}</p>}
      <StaffForm
        form={form}
        labelledBy="invite-heading"
        submitLabel={text.submit}
        busyLabel={text.busy}
        successTitle={text.successTitle(invited)}
        againLabel={text.again}
        headingLevel={3}
        className="staff-form"
      >
        <FormField {...fieldProps(form, 'email')} hint={text.emailHint} required>
          <TextInput type="email" autoComplete="off" spellCheck={false} {...form.field('email')} />
        </FormField>
        <RadioGroup
          legend={form.labelOf('role')}
          name="role"
          options={text.roles}
          required
          value={form.values.role}
          onValueChange={(value) => form.setValue('role', value)}
          error={form.errors.role}
          id={form.fieldId('role')}
        />
      </StaffForm>
    </>
  );
}
