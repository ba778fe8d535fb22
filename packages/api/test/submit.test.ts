import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { caseNamed, referenceOf, submissionCases, uuidPattern } from './support/fixtures.js';
import { foundationEmail, setupTestServer } from './support/test-app.js';

const server = setupTestServer();

const submit = (url: string, payload: object) => server.app.inject({ method: 'POST', url, payload });

async function storedRow(name: string, id: string): Promise<Record<string, unknown>> {
  const { table } = caseNamed(name);
  const [row] = await server.database.db.select().from(table).where(eq(table.id, id));
  if (!row) throw new Error(`no ${name} row ${id}`);
  return row;
}

describe.each(submissionCases)('POST $submit', (kind) => {
  it('stores the submission and answers 201 with its id and reference', async () => {
    const response = await submit(kind.submit, kind.payload);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      message: expect.stringContaining(kind.promise),
      data: {
        id: expect.stringMatching(uuidPattern),
        [kind.referenceName]: expect.stringMatching(referenceOf(kind.prefix)),
      },
    });

    const row = await storedRow(kind.name, body.data.id);
    expect(row.reference).toBe(body.data[kind.referenceName]);
    expect(row.status).toBe(kind.initialStatus);
    expect(row.fullName).toBe('Asha Rao');
    expect(row.email).toBe('Asha.Rao@example.org');
    if ('mobile' in row) expect(row.mobile).toBe('919876543210');
    expect(row.createdAt).toBeInstanceOf(Date);
    expect((row.createdAt as Date).toISOString().slice(0, 10)).toBe('2026-11-21');
  });

  it('sets the fields the server owns, whatever the client sends, and drops unknown fields', async () => {
    const forged = {
      ...kind.payload,
      id: '11111111-1111-4111-8111-111111111111',
      reference: `${kind.prefix}-20000101-AAAAAA`,
      status: 'approved',
      createdAt: '2000-01-01T00:00:00.000Z',
      updatedAt: '2000-01-01T00:00:00.000Z',
      notes: 'written by the sender',
      reviewedBy: 'the sender',
      rejectionReason: 'none',
      assignedTo: 'the sender',
      priority: 'urgent',
      paymentStatus: 'received',
      isAdmin: true,
    };
    const response = await submit(kind.submit, forged);
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data.id).not.toBe(forged.id);
    expect(data[kind.referenceName]).toMatch(referenceOf(kind.prefix));

    const row = await storedRow(kind.name, data.id);
    expect(row.status).toBe(kind.initialStatus);
    expect((row.createdAt as Date).getFullYear()).toBe(2026);
    for (const field of ['notes', 'reviewedBy', 'rejectionReason', 'assignedTo'] as const) {
      if (field in row) expect(row[field], field).toBeNull();
    }
    if (kind.name === 'contactus') expect(row.priority).toBe('medium');
    if (kind.name === 'partnership') expect(row.priority).toBeNull();
    if (kind.name === 'donation') expect(row.paymentStatus).toBe('pending');
    expect(row).not.toHaveProperty('isAdmin');
  });

  it('sends a confirmation to the sender and a notice to the foundation', async () => {
    const response = await submit(kind.submit, kind.payload);
    const reference = response.json().data[kind.referenceName];
    expect(server.mails.map((mail) => mail.to).sort()).toEqual(
      ['Asha.Rao@example.org', foundationEmail].sort(),
    );
    const confirmation = server.mails.find((mail) => mail.to === 'Asha.Rao@example.org');
    expect(`${confirmation?.subject}\n${confirmation?.text}`).toContain(reference);
    const notice = server.mails.find((mail) => mail.to === foundationEmail);
    expect(notice?.text).toContain(reference);
    expect(notice?.replyTo).toBe('Asha.Rao@example.org');
  });

  it('gives every submission its own reference', async () => {
    const references = new Set<string>();
    for (let i = 0; i < 5; i++) {
      references.add((await submit(kind.submit, kind.payload)).json().data[kind.referenceName]);
    }
    expect(references.size).toBe(5);
  });
});

describe('stored values', () => {
  it('keeps the donation amount as a number of rupees and the type', async () => {
    const response = await submit('/api/donation/submit', caseNamed('donation').payload);
    const row = await storedRow('donation', response.json().data.id);
    expect(row.donationAmount).toBe(1500.5);
    expect(row.donationType).toBe('One-Time');
    expect(row.currency).toBe('INR');
  });

  it('keeps the volunteer expertise list, once each', async () => {
    const payload = { ...caseNamed('volunteer').payload, expertise: ['Education', 'Education', 'More'] };
    const response = await submit('/api/volunteer/register', payload);
    const row = await storedRow('volunteer', response.json().data.id);
    expect(row.expertise).toEqual(['Education', 'More']);
  });

  it('stores blank optional fields as null and trims text', async () => {
    const payload = { ...caseNamed('internship').payload, fullName: '  Asha Rao  ', education: '   ' };
    const response = await submit('/api/intern/apply', payload);
    const row = await storedRow('internship', response.json().data.id);
    expect(row.fullName).toBe('Asha Rao');
    expect(row.education).toBeNull();
  });

  it('promises a reply within 24 hours for partnership and donation subjects on the contact page', async () => {
    const payload = { ...caseNamed('contactus').payload, subject: 'donation' };
    const response = await submit('/api/contactus/submit', payload);
    expect(response.json().message).toContain('within 24 hours');
  });
});

describe('when mail fails', () => {
  it('still stores the submission and answers 201', async () => {
    for (const send of [
      () => Promise.reject(new Error('SMTP down')),
      () => {
        throw new Error('template broken');
      },
    ]) {
      const app = await buildApp({ config: server.config, db: server.database.db, mailer: { send } });
      const response = await app.inject({
        method: 'POST',
        url: '/api/volunteer/register',
        payload: caseNamed('volunteer').payload,
      });
      await app.close();
      expect(response.statusCode).toBe(201);
      await expect(storedRow('volunteer', response.json().data.id)).resolves.toBeTruthy();
    }
  });
});
