import { inboxMessages } from '@inclusion/forms';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.js';
import { bearer, type TestAccount } from './support/accounts.js';
import { registered } from './support/events.js';
import { caseNamed } from './support/fixtures.js';
import { createStaffAccount } from './support/staff.js';
import { clockStart, setupTestServer } from './support/test-app.js';

const server = setupTestServer();
let admin: TestAccount;
let colleague: TestAccount;

beforeEach(async () => {
  admin = server.accounts.admin;
  await server.database.db.update(users).set({ name: 'Asha Verma' }).where(eq(users.id, admin.id));
  colleague = await createStaffAccount(server.database.db, clockStart, 'Ravi Menon');
});

async function contactId(): Promise<string> {
  const kind = caseNamed('contactus');
  const created = await server.app.inject({ method: 'POST', url: kind.submit, payload: kind.payload });
  return created.json().data.id;
}

const patch = (url: string, token: string, payload: Record<string, unknown>) =>
  server.app.inject({ method: 'PATCH', url, headers: bearer(token), payload });

const detailOf = async (kind: string, id: string) =>
  (
    await server.app.inject({
      method: 'GET',
      url: `/api/staff/submissions/${kind}/${id}`,
      headers: bearer(admin.token),
    })
  ).json().data;

describe('no lost update', () => {
  it("refuses a colleague's In progress made from the version before the admin's Resolved, naming her", async () => {
    const id = await contactId();
    // Both open the record at version 1.
    expect((await detailOf('contactus', id)).version).toBe(1);

    const resolved = await patch(`/api/contactus/${id}/status`, admin.token, {
      status: 'resolved',
      version: 1,
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json().data).toMatchObject({ status: 'resolved', version: 2 });

    const late = await patch(`/api/contactus/${id}/status`, colleague.token, {
      status: 'in-progress',
      version: 1,
    });
    expect(late.statusCode).toBe(409);
    const changedAt = late.json().data.changedAt as string;
    expect(late.json()).toEqual({
      success: false,
      message: inboxMessages.staleVersion('Asha Verma', new Date(changedAt)),
      data: { changedBy: 'Asha Verma', changedAt, version: 2 },
    });
    expect(late.json().message).toMatch(
      /^Asha Verma changed this record at .* \(India time\), after you opened it\./,
    );

    // Nothing of the refused change was saved, and the history holds only the admin's change.
    const detail = await detailOf('contactus', id);
    expect(detail.record.status).toBe('resolved');
    expect(detail.version).toBe(2);
    expect(
      detail.history.filter((event: { action: string }) => event.action === 'status.changed'),
    ).toHaveLength(1);

    // Made again from the version she now sees, it goes through.
    const again = await patch(`/api/contactus/${id}/status`, colleague.token, {
      status: 'in-progress',
      version: 2,
    });
    expect(again.json().data).toMatchObject({ status: 'in-progress', version: 3 });
  });

  it('still takes a change sent without a version (the public spec), and counts it', async () => {
    const id = await contactId();
    const changed = await patch(`/api/contactus/${id}/status`, admin.token, { priority: 'high' });
    expect(changed.json().data).toMatchObject({ priority: 'high', version: 2 });
    const versionOnly = await patch(`/api/contactus/${id}/status`, admin.token, { version: 2 });
    expect(versionOnly.statusCode).toBe(400);
  });

  it('makes a note a change: it needs the current version and makes the next', async () => {
    const id = await contactId();
    const note = (version: number) =>
      server.app.inject({
        method: 'POST',
        url: `/api/staff/submissions/contactus/${id}/notes`,
        headers: bearer(colleague.token),
        payload: { note: 'Called back, no answer.', version },
      });
    const first = await note(1);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data.version).toBe(2);
    const stale = await note(1);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data).toMatchObject({ changedBy: 'Ravi Menon', version: 2 });
    expect((await detailOf('contactus', id)).notes).toHaveLength(1);
  });

  it('checks the version of a correction and of a registration status', async () => {
    const id = await contactId();
    await patch(`/api/contactus/${id}/status`, admin.token, { status: 'in-progress' });
    const correction = await patch(`/api/staff/submissions/contactus/${id}/fields`, colleague.token, {
      fields: { fullName: 'Asha Rao Sharma' },
      version: 1,
    });
    expect(correction.statusCode).toBe(409);
    expect(correction.json().data.changedBy).toBe('Asha Verma');
    const corrected = await patch(`/api/staff/submissions/contactus/${id}/fields`, colleague.token, {
      fields: { fullName: 'Asha Rao Sharma' },
      version: 2,
    });
    expect(corrected.json().data).toMatchObject({ fullName: 'Asha Rao Sharma', version: 3 });

    const registration = await registered(server);
    const url = `/api/events/registration/${registration.id}/status`;
    expect((await patch(url, admin.token, { registrationStatus: 'confirmed', version: 1 })).statusCode).toBe(
      200,
    );
    const stale = await patch(url, colleague.token, { registrationStatus: 'cancelled', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data).toMatchObject({ changedBy: 'Asha Verma', version: 2 });
  });

  it("refuses a staff change made before the registration's holder cancelled it, saying someone did", async () => {
    const registration = await registered(server);
    const cancelled = await server.app.inject({
      method: 'PATCH',
      url: `/api/events/registration/${registration.id}/cancel`,
      headers: { 'x-registration-reference': registration.reference },
      payload: { reason: 'Cannot travel' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const url = `/api/events/registration/${registration.id}/status`;
    const stale = await patch(url, admin.token, { registrationStatus: 'confirmed', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data).toMatchObject({ changedBy: null, version: 2 });
    expect(stale.json().message).toMatch(/^Someone changed this record at /);
  });

  it('records no correction, and no new version, when every value sent is the one held', async () => {
    const id = await contactId();
    const url = `/api/staff/submissions/contactus/${id}/fields`;
    const same = await patch(url, colleague.token, { fields: { fullName: 'Asha Rao' }, version: 1 });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toMatchObject({ message: inboxMessages.correctionUnchanged, data: { version: 1 } });
    const history = (await detailOf('contactus', id)).history as { action: string; to: unknown }[];
    expect(history.filter((event) => event.action === 'record.corrected')).toEqual([]);

    // Sent with a value that changes, only the changed field is corrected and recorded.
    const one = await patch(url, colleague.token, {
      fields: { fullName: 'Asha Rao', message: 'Please call me back about the workshop.' },
      version: 1,
    });
    expect(one.json().data).toMatchObject({ message: 'Please call me back about the workshop.', version: 2 });
    const corrected = ((await detailOf('contactus', id)).history as { action: string; to: unknown }[]).filter(
      (event) => event.action === 'record.corrected',
    );
    expect(corrected.map((event) => event.to)).toEqual([{ fields: ['message'] }]);
  });

  it('says "Someone" when the account that made the change is gone', async () => {
    const id = await contactId();
    await patch(`/api/contactus/${id}/status`, colleague.token, { status: 'resolved', version: 1 });
    await server.database.db.delete(users).where(eq(users.id, colleague.id));
    const late = await patch(`/api/contactus/${id}/status`, admin.token, { status: 'closed', version: 1 });
    expect(late.statusCode).toBe(409);
    expect(late.json().data.changedBy).toBeNull();
    expect(late.json().message).toMatch(/^Someone changed this record at /);
  });
});
