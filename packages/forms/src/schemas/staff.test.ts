import { describe, expect, it } from 'vitest';
import { personQueryOf, personSearchSchema, staffFormMessages, staffInviteSchema } from './staff.js';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('the person search', () => {
  it.each(['asha@example.org', '9876543210', '+91 98765-43210', '(987) 654 3210'])('takes %s', (person) => {
    expect(personSearchSchema.safeParse({ person }).success).toBe(true);
  });

  it.each([
    ['', staffFormMessages.personRequired],
    ['   ', staffFormMessages.personRequired],
    ['asha', staffFormMessages.personInvalid],
    ['98765', staffFormMessages.personInvalid],
    ['asha@example.org, eve@example.org', staffFormMessages.personInvalid],
  ])('refuses %j with a message that says what to type', (person, message) => {
    expect(messageOf(personSearchSchema.safeParse({ person }))).toBe(message);
  });

  it('sends an address as typed and a number as its digits', () => {
    expect(personQueryOf(' asha@example.org ')).toEqual({ email: 'asha@example.org' });
    expect(personQueryOf('+91 98765-43210')).toEqual({ mobile: '919876543210' });
  });
});

describe('the staff invite', () => {
  it('asks for a role of staff or admin', () => {
    expect(messageOf(staffInviteSchema.safeParse({ email: 'asha@example.org', role: '' }))).toBe(
      staffFormMessages.roleRequired,
    );
    expect(messageOf(staffInviteSchema.safeParse({ email: 'asha@example.org', role: 'user' }))).toBe(
      staffFormMessages.roleInvalid,
    );
    expect(staffInviteSchema.safeParse({ email: 'asha@example.org', role: 'admin' }).success).toBe(true);
  });
});
