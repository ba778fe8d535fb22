import { inboxMessages, replyMessages } from '@inclusion/forms';
import { and, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox, submissionNotes } from '../src/db/schema.js';
import { bearer, type TestAccount } from './support/accounts.js';
import { caseNamed } from './support/fixtures.js';
import { createStaffAccount } from './support/staff.js';
import { clockStart, foundationEmail, publicUrl, setupTestServer } from './support/test-app.js';

// Three mails an address a day: the contact form's confirmation, then two replies.
const server = setupTestServer({ env: { MAIL_CONFIRMATIONS_PER_DAY: '3' } });
let staff: TestAccount;

beforeEach(async () => {
  staff = await createStaffAccount(server.database.db, clockStart, 'Asha Verma');
});

const inject = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token?: string, payload?: object) =>
  server.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

/** A contact message as a visitor sends it: its id and reference. */
async function contactMessage(): Promise<{ id: string; reference: string }> {
  const contact = caseNamed('contact');
  const created = await inject('POST', contact.submit, undefined, contact.payload);
  expect(created.statusCode, created.body).toBe(201);
  const { id, reference } = created.json().data as { id: string; reference: string };
  return { id, reference };
}

const replyUrl = (id: string, kind = 'contact') => `/api/staff/submissions/${kind}/${id}/replies`;

describe('a reply from the record', () => {
  it('queues a mail to the record’s address, Reply-To the foundation, with the reference in the subject', async () => {
    const { id, reference } = await contactMessage();
    server.mails.length = 0;
    const answer = await inject('POST', replyUrl(id), staff.token, {
      subject: 'Braille books for {name}',
      body: 'Dear {name},\n\nWe have braille books for you (reference {reference}).\n\nWith warm regards',
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const { message, data } = answer.json();
    expect(message).toBe('Reply queued to be sent');
    expect(data.subject).toBe(`Re: your message ${reference} — Braille books for Asha Rao`);
    expect(data.version).toBe(2);

    const [mail] = server.mails;
    expect(server.mails).toHaveLength(1);
    expect(mail?.to.toLowerCase()).toBe('asha.rao@example.org');
    expect(mail?.replyTo).toBe(foundationEmail);
    expect(mail?.subject).toBe(`Re: your message ${reference} — Braille books for Asha Rao`);
    expect(mail?.text).toContain('Dear Asha Rao,');
    expect(mail?.text).toContain(`(reference ${reference})`);
    expect(mail?.html).toContain('<p>Dear Asha Rao,</p>');
    expect(mail?.html).toContain('<html lang="en">');
    expect(mail?.headers?.['Content-Language']).toBeUndefined();

    // The outbox row is the record's, and it says it was sent (the answer never did).
    const [row] = await server.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.submissionId, id), eq(mailOutbox.kind, 'staff-reply')));
    expect(row).toMatchObject({ id: data.mailId, submissionKind: 'contact', status: 'sent', message: null });
  });

  it('mails a reply written in Hindi in Hindi: its own words, lang="hi" and Content-Language: hi', async () => {
    const { id, reference } = await contactMessage();
    server.mails.length = 0;
    const answer = await inject('POST', replyUrl(id), staff.token, {
      subject: 'आपकी ब्रेल किताबें',
      body: 'प्रिय {name},\n\nआपकी किताबें तैयार हैं।',
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const [mail] = server.mails;
    expect(mail?.subject).toBe(`Re: आपका संदेश ${reference} — आपकी ब्रेल किताबें`);
    expect(mail?.html).toContain('<html lang="hi">');
    expect(mail?.headers?.['Content-Language']).toBe('hi');
    expect(mail?.text).toContain(`आपकी संदर्भ संख्या: ${reference}।`);
    expect(mail?.replyTo).toBe(foundationEmail);
  });

  it('keeps the reply in the record’s notes and its history, with who sent it and the mail’s status', async () => {
    const { id } = await contactMessage();
    const sent = await inject('POST', replyUrl(id), staff.token, {
      subject: 'Hello',
      body: 'Thank you, {name}.',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const read = await inject('GET', `/api/staff/submissions/contact/${id}/history`, staff.token);
    expect(read.statusCode, read.body).toBe(200);
    const event = read.json().data.find((item: { action: string }) => item.action === 'reply.sent');
    const { mailId, noteId } = sent.json().data;
    expect(event).toMatchObject({ actorName: 'Asha Verma', to: { mailId, noteId } });
    // The audit holds ids only: the text is in the note, which an erasure removes.
    expect(JSON.stringify(event.to)).not.toContain('Thank you');
    const [note] = await server.database.db
      .select()
      .from(submissionNotes)
      .where(eq(submissionNotes.id, noteId));
    expect(note?.body).toMatch(
      /^Reply by e-mail\. Subject: Re: your message CON-[\w-]+ — Hello\n\nThank you, Asha Rao\.$/,
    );
    expect(note?.authorId).toBe(staff.id);
    const [mail] = await server.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, mailId));
    expect(mail).toMatchObject({ kind: 'staff-reply', status: 'sent', submissionId: id });
  });

  it('refuses a reply made from an older version, naming who changed the record and when', async () => {
    const { id } = await contactMessage();
    const first = await inject('POST', replyUrl(id), staff.token, {
      subject: 'One',
      body: 'First.',
      version: 1,
    });
    expect(first.statusCode, first.body).toBe(201);
    const stale = await inject('POST', replyUrl(id), server.accounts.admin.token, {
      subject: 'Two',
      body: 'Second.',
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    const at = new Date(first.json().data.at);
    expect(stale.json()).toEqual({
      success: false,
      message: inboxMessages.staleVersion('Asha Verma', at),
      data: { changedBy: 'Asha Verma', changedAt: at.toISOString(), version: 2 },
    });
    const replies = await server.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.submissionId, id), eq(mailOutbox.kind, 'staff-reply')));
    expect(replies).toHaveLength(1);
    // The current version is accepted.
    const fresh = await inject('POST', replyUrl(id), staff.token, {
      subject: 'Two',
      body: 'Second.',
      version: 2,
    });
    expect(fresh.statusCode, fresh.body).toBe(201);
  });

  it('says honestly that nothing was queued when the address had its mails for the day', async () => {
    const { id } = await contactMessage();
    for (const subject of ['One', 'Two']) {
      expect((await inject('POST', replyUrl(id), staff.token, { subject, body: 'Text.' })).statusCode).toBe(
        201,
      );
    }
    const refused = await inject('POST', replyUrl(id), staff.token, { subject: 'Three', body: 'Text.' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(replyMessages.capReached(3));
    expect(refused.json().message).toMatch(/not queued/);
    const notes = await server.database.db
      .select()
      .from(submissionNotes)
      .where(eq(submissionNotes.recordId, id));
    expect(notes).toHaveLength(2);
  });

  it('refuses an unknown placeholder, an empty subject and an overlong body, with the messages', async () => {
    const { id } = await contactMessage();
    const unknown = await inject('POST', replyUrl(id), staff.token, {
      subject: 'Hi {firstName}',
      body: 'Dear {nam}',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([
      { field: 'subject', message: '{firstName} is not a placeholder: use {name} or {reference}' },
      { field: 'body', message: '{nam} is not a placeholder: use {name} or {reference}' },
    ]);
    const empty = await inject('POST', replyUrl(id), staff.token, { subject: '   ', body: 'x'.repeat(5001) });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([
      { field: 'subject', message: replyMessages.subjectRequired },
      { field: 'body', message: replyMessages.bodyTooLong },
    ]);
  });

  it('answers 404 for no such record and for a newsletter subscription, 401 and 403 for others', async () => {
    const someId = '00000000-0000-4000-8000-000000000000';
    const body = { subject: 'Hi', body: 'Text' };
    expect((await inject('POST', replyUrl(someId), staff.token, body)).statusCode).toBe(404);
    expect((await inject('POST', replyUrl(someId, 'newsletter'), staff.token, body)).statusCode).toBe(404);
    const { id } = await contactMessage();
    expect((await inject('POST', replyUrl(id), undefined, body)).statusCode).toBe(401);
    expect((await inject('POST', replyUrl(id), server.accounts.user.token, body)).statusCode).toBe(403);
  });
});

describe('a reply is the person’s data', () => {
  it('is in their export, and their erasure removes its text and its mail', async () => {
    const { id } = await contactMessage();
    const words = 'Your braille primer is ready at the Lajpat Nagar centre';
    const sent = await inject('POST', replyUrl(id), staff.token, { subject: 'Primer', body: words });
    expect(sent.statusCode, sent.body).toBe(201);
    const person = { email: 'asha.rao@example.org' };
    const exported = await inject('POST', '/api/staff/people/export', staff.token, {
      ...person,
      format: 'json',
    });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.body).toContain(words);

    const found = await inject('POST', '/api/staff/people/search', staff.token, person);
    const erased = await inject('POST', '/api/staff/people/erase', staff.token, {
      ...person,
      expected: found.json().data.records.length,
    });
    expect(erased.statusCode, erased.body).toBe(200);
    const left = await server.database.db.execute(
      sql`select (select count(*) from submission_notes where body like ${`%${words}%`})::int as notes,
        (select count(*) from mail_outbox where kind = 'staff-reply')::int as mails`,
    );
    expect((left as unknown as { rows: unknown[] }).rows[0]).toEqual({ notes: 0, mails: 0 });
  });
});

describe('reply templates', () => {
  const list = async (kind: string, token = staff.token) => {
    const answer = await inject('GET', `/api/staff/reply-templates?kind=${kind}`, token);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data as {
      id: string;
      name: string;
      language: string;
      builtIn: boolean;
      body: string;
    }[];
  };

  it('lists the built-in templates of a kind to staff', async () => {
    const templates = await list('volunteer');
    expect(templates.map((template) => template.name)).toEqual(
      expect.arrayContaining(['We are looking into it', 'Welcome a volunteer']),
    );
    expect(templates.every((template) => template.builtIn)).toBe(true);
    expect((await list('contact')).map((template) => template.name)).not.toContain('Welcome a volunteer');
  });

  it('lets an admin add, change and delete one; a stored one replaces the built-in of its name', async () => {
    const admin = server.accounts.admin.token;
    const created = await inject('POST', '/api/staff/reply-templates', admin, {
      kind: 'contact',
      language: 'en',
      name: 'we are looking into it',
      subject: 'On it',
      body: 'Dear {name}, we are on it ({reference}).',
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json().data;
    const named = (await list('contact')).filter(
      (template) => template.language === 'en' && /looking into it/i.test(template.name),
    );
    expect(named).toEqual([expect.objectContaining({ id, builtIn: false })]);

    const taken = await inject('POST', '/api/staff/reply-templates', admin, {
      kind: 'contact',
      language: 'en',
      name: 'We Are Looking Into It',
      subject: 'x',
      body: 'y',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(replyMessages.templateNameTaken);

    const changed = await inject('PATCH', `/api/staff/reply-templates/${id}`, admin, {
      body: 'Changed, {name}.',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.body).toBe('Changed, {name}.');

    const builtIn = (await list('contact')).find((template) => template.builtIn);
    const readOnly = await inject('PATCH', `/api/staff/reply-templates/${builtIn?.id}`, admin, { body: 'x' });
    expect(readOnly.statusCode).toBe(409);

    const deleted = await inject('DELETE', `/api/staff/reply-templates/${id}`, admin);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await list('contact')).find((template) => template.id === id)).toBeUndefined();
    expect((await list('contact')).some((template) => template.name === 'We are looking into it')).toBe(true);
    expect((await inject('DELETE', `/api/staff/reply-templates/${id}`, admin)).statusCode).toBe(404);
  });

  it('refuses staff (403) the changes, and refuses an unknown placeholder or language', async () => {
    const template = { kind: 'contact', language: 'en', name: 'Mine', subject: 'Hi', body: 'Text' };
    expect((await inject('POST', '/api/staff/reply-templates', staff.token, template)).statusCode).toBe(403);
    const someId = '00000000-0000-4000-8000-000000000000';
    expect(
      (await inject('PATCH', `/api/staff/reply-templates/${someId}`, staff.token, { body: 'x' })).statusCode,
    ).toBe(403);
    expect((await inject('DELETE', `/api/staff/reply-templates/${someId}`, staff.token)).statusCode).toBe(
      403,
    );
    const admin = server.accounts.admin.token;
    const bad = await inject('POST', '/api/staff/reply-templates', admin, {
      ...template,
      language: 'fr',
      body: 'Dear {fullName}',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      { field: 'language', message: 'Choose the language: en or hi' },
      { field: 'body', message: '{fullName} is not a placeholder: use {name} or {reference}' },
    ]);
  });
});

describe('the notice to the foundation', () => {
  it('links to the record in the staff inbox', async () => {
    const { id } = await contactMessage();
    const notice = server.mails.find((mail) => mail.to === foundationEmail);
    expect(notice?.text).toContain(`Open it in the staff inbox: ${publicUrl}/staff/contact/${id}`);
    expect(notice?.html).toContain(`href="${publicUrl}/staff/contact/${id}"`);
  });

  it('spells the kind as the staff inbox does', async () => {
    const contactUs = caseNamed('contactus');
    const created = await inject('POST', contactUs.submit, undefined, contactUs.payload);
    const id = created.json().data.id as string;
    const notice = server.mails.find((mail) => mail.to === foundationEmail);
    expect(notice?.text).toContain(`${publicUrl}/staff/contact-us/${id}`);
  });
});
