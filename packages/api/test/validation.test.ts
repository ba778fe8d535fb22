import { messages } from '@inclusion/forms';
import { describe, expect, it } from 'vitest';
import { caseNamed, submissionCases } from './support/fixtures.js';
import { setupTestServer } from './support/test-app.js';

const server = setupTestServer();

async function rejected(url: string, payload: object) {
  const response = await server.app.inject({ method: 'POST', url, payload });
  expect(response.statusCode).toBe(400);
  const body = response.json();
  expect(body.success).toBe(false);
  return body as { success: false; message: string; errors: { field: string; message: string }[] };
}

/** The one message a payload gets for one field, and that the whole answer is only about that field. */
async function expectFieldMessage(
  name: string,
  change: Record<string, unknown>,
  field: string,
  message: string,
) {
  const kind = caseNamed(name);
  const body = await rejected(kind.submit, { ...kind.payload, ...change });
  expect(body.errors).toEqual([{ field, message }]);
  expect(body.message).toBe(message);
}

const requiredOf: Record<string, [string, string][]> = {
  contact: [
    ['fullName', messages.fullName.required],
    ['email', messages.email.required],
    ['mobile', messages.mobile.required],
    ['message', messages.message.required],
  ],
  contactus: [
    ['fullName', messages.fullName.required],
    ['email', messages.email.required],
    ['mobile', messages.mobile.required],
    ['subject', messages.subject.required],
    ['message', messages.message.required],
  ],
  volunteer: [
    ['fullName', messages.fullName.required],
    ['email', messages.email.required],
    ['mobile', messages.mobile.required],
    ['howToHelp', messages.howToHelp.required],
  ],
  internship: [
    ['fullName', messages.fullName.required],
    ['email', messages.email.required],
    ['mobile', messages.mobile.required],
    ['internshipArea', messages.internship.areaRequired],
    ['motivation', messages.internship.motivationRequired],
  ],
  donation: [
    ['fullName', messages.fullName.required],
    ['email', messages.email.required],
    ['mobile', messages.mobile.required],
    ['donationAmount', messages.donation.amountRequired],
    ['donationType', messages.donation.typeRequired],
  ],
  news: [
    ['fullName', messages.fullName.required],
    ['email', messages.email.required],
    ['newsUpdate', messages.news.required],
  ],
  partnership: [
    ['fullName', messages.fullName.required],
    ['organizationName', messages.partnership.organizationRequired],
    ['email', messages.email.required],
    ['mobile', messages.mobile.required],
    ['areaOfInterest', messages.partnership.areaRequired],
  ],
};

describe.each(submissionCases)('$submit with bad input', (kind) => {
  it('lists every missing field once, in form order, and joins the messages with ", "', async () => {
    const body = await rejected(kind.submit, {});
    const expected = (requiredOf[kind.name] ?? []).map(([field, message]) => ({ field, message }));
    expect(body.errors).toEqual(expected);
    expect(body.message).toBe(expected.map((item) => item.message).join(', '));
  });

  it('gives the common name and email rules their messages, one per field', async () => {
    const body = await rejected(kind.submit, { ...kind.payload, fullName: ' A ', email: 'asha@example' });
    expect(body.errors).toEqual([
      { field: 'fullName', message: messages.fullName.min },
      { field: 'email', message: messages.email.invalid },
    ]);
    expect(body.message).toBe(`${messages.fullName.min}, ${messages.email.invalid}`);
  });

  it('refuses a name over 100 characters and an email over 254', async () => {
    const longEmail = `${'a'.repeat(64)}@${'b'.repeat(186)}.org`;
    const body = await rejected(kind.submit, {
      ...kind.payload,
      fullName: 'x'.repeat(101),
      email: longEmail,
    });
    expect(body.errors).toEqual([
      { field: 'fullName', message: messages.fullName.max },
      { field: 'email', message: messages.email.tooLong },
    ]);
  });
});

describe.each(submissionCases.filter((kind) => 'mobile' in kind.payload))('$submit mobile number', (kind) => {
  it('checks it: 10-15 digits, not one repeated digit, a text', async () => {
    await expectFieldMessage(kind.name, { mobile: '12345' }, 'mobile', messages.mobile.digits);
    await expectFieldMessage(kind.name, { mobile: '0000000000' }, 'mobile', messages.mobile.format);
    await expectFieldMessage(kind.name, { mobile: 9876543210 }, 'mobile', messages.mobile.required);
  });
});

describe('rules of each form', () => {
  it('short contact: message 10 to 1000', async () => {
    await expectFieldMessage('contact', { message: 'too short' }, 'message', messages.message.min);
    await expectFieldMessage('contact', { message: 'x'.repeat(1001) }, 'message', messages.message.max1000);
  });

  it('contact-us: subject from the list, message up to 1500', async () => {
    await expectFieldMessage('contactus', { subject: 'complaint' }, 'subject', messages.subject.invalid);
    await expectFieldMessage('contactus', { message: 'x'.repeat(1501) }, 'message', messages.message.max1500);
  });

  it('volunteer: description 10 to 1000, message up to 500, expertise from the list', async () => {
    await expectFieldMessage('volunteer', { howToHelp: 'teach' }, 'howToHelp', messages.howToHelp.min);
    await expectFieldMessage(
      'volunteer',
      { howToHelp: 'x'.repeat(1001) },
      'howToHelp',
      messages.howToHelp.max,
    );
    await expectFieldMessage('volunteer', { message: 'x'.repeat(501) }, 'message', messages.message.max500);
    await expectFieldMessage(
      'volunteer',
      { expertise: ['Juggling'] },
      'expertise',
      messages.expertise.invalid,
    );
  });

  it('internship: area from the list, motivation 20 to 1000, education up to 1000', async () => {
    const words = messages.internship;
    await expectFieldMessage(
      'internship',
      { internshipArea: 'Cooking' },
      'internshipArea',
      words.areaInvalid,
    );
    await expectFieldMessage(
      'internship',
      { motivation: 'I like it a lot.' },
      'motivation',
      words.motivationMin,
    );
    await expectFieldMessage(
      'internship',
      { motivation: 'x'.repeat(1001) },
      'motivation',
      words.motivationMax,
    );
    await expectFieldMessage('internship', { education: 'x'.repeat(1001) }, 'education', words.educationMax);
  });

  it('donation: an amount from ₹1 to ₹1,00,00,000 and a type from the list', async () => {
    const words = messages.donation;
    await expectFieldMessage('donation', { donationAmount: 0 }, 'donationAmount', words.amountInvalid);
    await expectFieldMessage('donation', { donationAmount: 'ten' }, 'donationAmount', words.amountInvalid);
    await expectFieldMessage('donation', { donationAmount: 0.5 }, 'donationAmount', words.amountMin);
    await expectFieldMessage('donation', { donationAmount: 10_000_001 }, 'donationAmount', words.amountMax);
    await expectFieldMessage('donation', { donationType: 'Yearly' }, 'donationType', words.typeInvalid);
    await expectFieldMessage('donation', { message: 'x'.repeat(1001) }, 'message', messages.message.max1000);
  });

  it('news: 10 to 2000 characters', async () => {
    await expectFieldMessage('news', { newsUpdate: 'short' }, 'newsUpdate', messages.news.min);
    await expectFieldMessage('news', { newsUpdate: 'x'.repeat(2001) }, 'newsUpdate', messages.news.max);
  });

  it('partnership: organization 2 to 200, area from the list, message up to 2000', async () => {
    const words = messages.partnership;
    await expectFieldMessage(
      'partnership',
      { organizationName: 'A' },
      'organizationName',
      words.organizationMin,
    );
    await expectFieldMessage(
      'partnership',
      { organizationName: 'x'.repeat(201) },
      'organizationName',
      words.organizationMax,
    );
    await expectFieldMessage('partnership', { areaOfInterest: 'Space' }, 'areaOfInterest', words.areaInvalid);
    await expectFieldMessage(
      'partnership',
      { message: 'x'.repeat(2001) },
      'message',
      messages.message.max2000,
    );
  });

  it('newsletter: the email rules', async () => {
    const empty = await rejected('/api/newsletter/subscribe', {});
    expect(empty).toEqual({
      success: false,
      message: messages.email.required,
      errors: [{ field: 'email', message: messages.email.required }],
    });
    const bad = await rejected('/api/newsletter/subscribe', { email: 'not an address' });
    expect(bad.message).toBe(messages.email.invalid);
  });

  it('stores nothing when a submission is refused', async () => {
    const kind = caseNamed('volunteer');
    await rejected(kind.submit, { ...kind.payload, howToHelp: '' });
    expect(await server.database.db.select().from(kind.table)).toEqual([]);
    expect(server.mails).toEqual([]);
  });
});
