import type { z } from 'zod';
import { messages } from '../messages.js';
import { registerForm } from './auth.js';
import { email, emailMaxLength, emailPattern } from './common.js';
import { choice, text } from './field.js';
import { defineForm } from './form.js';

/** The staff forms' words, from messages.ts (not in the spec: the spec has no staff screens). */
export const staffFormMessages = messages.staff;

export const staffRoleOptions = [{ value: 'staff' }, { value: 'admin' }] as const;

/** An admin invites a staff member: the address the invite goes to, and the role it gives. */
export const staffInviteForm = defineForm({
  title: 'Invite a staff member',
  fields: {
    email,
    role: choice('Role', staffRoleOptions, {
      required: staffFormMessages.roleRequired,
      invalid: staffFormMessages.roleInvalid,
    }),
  },
});

/** The invited person sets their password; the token comes from the link, the password follows the register rules. */
export const acceptInviteForm = defineForm({
  title: 'Set your password',
  fields: {
    token: text('Invitation token (from the link)', [
      { kind: 'required', message: staffFormMessages.tokenRequired },
    ]),
    password: registerForm.fields.password,
  },
});

/** Ten to fifteen digits, with the spaces, dashes, brackets and leading + people type between them. */
const mobilePattern = /^\+?(?:[\s().-]*\d){10,15}[\s().-]*$/;

/**
 * A person's data request: one e-mail address or one mobile number. The staff member types what the
 * person gave; an @ makes it an address, else it is read as a number (`personQueryOf`).
 */
export const personSearchForm = defineForm({
  title: 'Find a person',
  fields: {
    person: text('E-mail address or mobile number', [
      { kind: 'required', message: staffFormMessages.personRequired },
      { kind: 'maxLength', limit: emailMaxLength, message: staffFormMessages.personInvalid },
      {
        kind: 'pattern',
        pattern: new RegExp(`${emailPattern.source}|${mobilePattern.source}`, 'u'),
        description: 'One plain e-mail address, or a number of 10 to 15 digits',
        message: staffFormMessages.personInvalid,
      },
    ]),
  },
});

export const staffInviteSchema = staffInviteForm.schema;
export const acceptInviteSchema = acceptInviteForm.schema;
export const personSearchSchema = personSearchForm.schema;

export type StaffInviteInput = z.output<typeof staffInviteSchema>;
export type AcceptInviteInput = z.output<typeof acceptInviteSchema>;
export type PersonSearchInput = z.output<typeof personSearchSchema>;

/** What the person search, export and erase calls take: `{ email }` or `{ mobile }` (its digits). */
export function personQueryOf(person: string): { email: string } | { mobile: string } {
  const value = person.trim();
  return value.includes('@') ? { email: value } : { mobile: value.replace(/\D/g, '') };
}
