import { findEvent } from '@inclusion/events';
import { describe, expect, it } from 'vitest';
import type { SubmissionKind, SubmissionRecords } from './records.js';
import { accountExistsMail } from './account-exists.js';
import { emailVerificationMail } from './email-verification.js';
import { newsletterAlreadySubscribedMail, newsletterConfirmationMail } from './newsletter.js';
import { passwordResetMail } from './password-reset.js';
import { confirmationMail, staffNotice } from './templates.js';

const options = { publicUrl: 'https://foundation.example/', foundationEmail: 'info@foundation.example' };
const person = { fullName: 'Asha Verma', email: 'asha@example.org', mobile: '9876543210' };

const records: { [K in SubmissionKind]: SubmissionRecords[K] } = {
  contact: { ...person, reference: 'CON-20261121-7F3K9Q', message: 'I would like to know more.' },
  contactus: {
    ...person,
    reference: 'TKT-20261121-7F3K9Q',
    subject: 'general-inquiry',
    message: 'Where is your office?',
  },
  newsletter: { email: 'asha@example.org', unsubscribeToken: 'tok_EN-abc123' },
  volunteer: {
    ...person,
    reference: 'VOL-20261121-7F3K9Q',
    expertise: ['Education', 'Advocacy'],
    howToHelp: 'Teaching on weekends.',
    message: null,
  },
  internship: {
    ...person,
    reference: 'INT-20261121-7F3K9Q',
    internshipArea: 'Social Media',
    education: 'B.A. English',
    motivation: 'I want to make campaigns accessible.',
  },
  donation: {
    ...person,
    reference: 'DON-20261121-7F3K9Q',
    donationAmount: '100000.00',
    donationType: 'Monthly',
  },
  news: { ...person, reference: 'NEW-20261121-7F3K9Q', newsUpdate: 'Our ramp is finished.' },
  partnership: {
    ...person,
    reference: 'COL-20261121-7F3K9Q',
    organizationName: 'Able Works',
    areaOfInterest: 'Employment',
  },
  'event-registration': {
    fullName: 'Asha Verma',
    email: 'asha@example.org',
    reference: 'REG-20261121-7F3K9Q',
    mobileNumber: '9876543210',
    city: 'Delhi',
    occupation: '',
    organization: '',
    isPersonWithDisability: 'Yes',
    disabilityType: 'Visual Impairment',
    otherDisabilityText: null,
    eventId: 2,
    eventTitle: 'Career Guidance Workshop at the Goa Fest',
    registrationDate: '2026-11-21T10:00:00.000Z',
  },
};

/** The response time each confirmation must state (spec section 1). */
const promises: { [K in SubmissionKind]: RegExp } = {
  contact: /within 24-48 hours/,
  contactus: /within 24-48 hours/,
  newsletter: /unsubscribe/i,
  volunteer: /within 2-3 business days/,
  internship: /within 5-7 business days/,
  donation: /payment details within 24 hours/,
  news: /reviews every news item before publication/,
  partnership: /within 48 hours/,
  'event-registration': /registration ID is REG-20261121-7F3K9Q/,
};

const kinds = Object.keys(records) as SubmissionKind[];

const confirm = <K extends SubmissionKind>(kind: K) => confirmationMail(kind, records[kind], options);
const notice = <K extends SubmissionKind>(kind: K) => staffNotice(kind, records[kind], options);

describe('confirmationMail', () => {
  it.each(kinds)('%s: goes to the sender with the reference and the promised time', (kind) => {
    const mail = confirm(kind);
    expect(mail.to).toBe('asha@example.org');
    expect(mail.replyTo).toBe('info@foundation.example');
    expect(mail.text).toMatch(promises[kind]);
    expect(mail.html).toMatch(promises[kind]);
    const record = records[kind];
    if ('reference' in record) {
      expect(mail.subject).toContain(record.reference);
      expect(mail.text).toContain(record.reference);
      expect(mail.html).toContain(record.reference);
    }
  });

  it.each(kinds)('%s: the HTML is a plain page with a lang attribute and no remote content', (kind) => {
    const { html, text, subject } = confirm(kind);
    expect(html).toMatch(/^<!DOCTYPE html>\n<html lang="en">/);
    expect(html).toContain(`<title>`);
    expect(html).not.toMatch(/<img|<script|<link|url\(|src=/i);
    expect(subject).not.toMatch(/[\r\n]/);
    expect(text).toContain('info@foundation.example');
  });

  it('greets no one by the name typed into the form', () => {
    for (const kind of kinds) expect(confirm(kind).text.startsWith('Hello,\n')).toBe(true);
  });

  /** What a visitor types freely: anyone can type anyone's address, so none of it may go back out. */
  const freeText = [
    'fullName',
    'mobile',
    'mobileNumber',
    'message',
    'howToHelp',
    'education',
    'motivation',
    'newsUpdate',
    'organizationName',
    'city',
    'occupation',
    'organization',
    'otherDisabilityText',
  ];
  const phishing = 'Your account is locked: log in at https://evil.example/verify now';

  it.each(kinds)("%s: carries none of the visitor's own words, only ours and the reference", (kind) => {
    const record = Object.fromEntries(
      Object.entries(records[kind]).map(([field, value]) => [
        field,
        freeText.includes(field) && typeof value === 'string' ? `${phishing} (${field})` : value,
      ]),
    ) as SubmissionRecords[typeof kind];
    const mail = confirmationMail(kind, record, options);
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part).not.toContain('evil.example');
      expect(part).not.toContain('account is locked');
    }
    // The foundation's own copy keeps every word, for staff to read.
    if (kind !== 'newsletter') expect(staffNotice(kind, record as never, options).text).toContain(phishing);
  });

  it('gives the newsletter unsubscribe link with the token, also as a List-Unsubscribe header', () => {
    const mail = confirm('newsletter');
    const link = 'https://foundation.example/api/newsletter/unsubscribe/tok_EN-abc123';
    expect(mail.subject).toMatch(/welcome/i);
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.headers).toEqual({ 'List-Unsubscribe': `<${link}>` });
  });

  it('gives the event, its date, time and place with the registration ID', () => {
    const event = findEvent(2);
    expect(event).toBeDefined();
    const mail = confirm('event-registration');
    for (const value of [event?.title, event?.dateLabel, event?.time, event?.location]) {
      expect(mail.text).toContain(value);
      expect(mail.html).toContain(value);
    }
    expect(mail.text).toContain('Saturday, 11 October 2025');
    expect(mail.text).toContain('9:30 AM - 5:30 PM');
    expect(mail.text).toContain('Goa');
    expect(mail.subject).toContain(event?.title);
  });

  it('still confirms a registration for an event it cannot find', () => {
    const mail = confirmationMail(
      'event-registration',
      { ...records['event-registration'], eventId: 99, eventTitle: 'A later event' },
      options,
    );
    expect(mail.subject).toContain('A later event');
    expect(mail.text).toContain('REG-20261121-7F3K9Q');
    expect(mail.text).toMatch(/write to you with the date, time and place/);
  });

  it('tells a donor that nothing was paid yet and that donations are final', () => {
    const { text, html } = confirm('donation');
    expect(text).toContain('₹1,00,000');
    expect(text).toContain('Monthly');
    expect(text).toMatch(/no payment has been taken/);
    expect(text).toMatch(/donations are final/);
    expect(html).toContain('href="https://foundation.example/refund-policy"');
  });

  it('escapes every user value in the HTML', () => {
    const hostile = '<script>alert("x")</script> & \'Co\'';
    const mail = staffNotice(
      'partnership',
      { ...records.partnership, fullName: hostile, organizationName: hostile },
      options,
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Co&#39;');
    expect(mail.text).toContain(hostile);
  });

  it('keeps a subject on one line when a name holds a line break', () => {
    const mail = staffNotice(
      'contact',
      { ...records.contact, fullName: 'Asha\r\nBcc: x@example.org' },
      options,
    );
    expect(mail.subject).toBe('New contact message: CON-20261121-7F3K9Q from Asha Bcc: x@example.org');
  });
});

describe('staffNotice', () => {
  it.each(kinds)('%s: goes to the foundation with the fields, replies going to the sender', (kind) => {
    const mail = notice(kind);
    expect(mail.to).toBe('info@foundation.example');
    expect(mail.replyTo).toBe('asha@example.org');
    expect(mail.text).toContain('Email: asha@example.org');
    const record = records[kind];
    if ('reference' in record) expect(mail.subject).toContain(record.reference);
    if ('fullName' in record) expect(mail.text).toContain('Name: Asha Verma');
    expect(mail.text).not.toContain('tok_EN-abc123');
  });

  it('lists the submission fields in text and HTML', () => {
    const volunteer = notice('volunteer');
    expect(volunteer.text).toContain('Expertise: Education, Advocacy');
    expect(volunteer.text).toContain('How they would like to help: Teaching on weekends.');
    expect(volunteer.text).toContain('Message: (not given)');
    expect(volunteer.text).toMatch(/2-3 business days/);
    expect(volunteer.html).toContain('<th scope="row"');
    expect(notice('contactus').text).toContain('Subject: General Inquiry');
    expect(notice('donation').text).toContain('Amount: ₹1,00,000');
    expect(notice('partnership').text).toContain('Organization: Able Works');
    const registration = notice('event-registration').text;
    expect(registration).toContain(
      'Event: Career Guidance Workshop at the Goa Fest, Saturday, 11 October 2025, Goa',
    );
    expect(registration).toContain('Disability type: Visual Impairment');
    expect(registration).toContain('Occupation: (not given)');
  });

  it('escapes every user value in the HTML, keeping line breaks', () => {
    const mail = staffNotice(
      'contact',
      { ...records.contact, fullName: '<b>Asha</b>', message: '<script>steal()</script>\nsecond line' },
      options,
    );
    expect(mail.html).not.toMatch(/<script|<b>/);
    expect(mail.html).toContain('&lt;script&gt;steal()&lt;/script&gt;<br>\nsecond line');
    expect(mail.html).toContain(
      '<title>New contact message: CON-20261121-7F3K9Q from &lt;b&gt;Asha&lt;/b&gt;</title>',
    );
  });
});

describe('mails in Hindi', () => {
  const hindi = <K extends SubmissionKind>(kind: K) =>
    confirmationMail(kind, { ...records[kind], language: 'hi' }, options);
  const devanagari = /[\u0900-\u097F]/;

  /** The same promises as in English (spec section 1), in Hindi with the same numerals. */
  const promisesHi: { [K in SubmissionKind]: RegExp } = {
    contact: /24 से 48 घंटों में जवाब देंगे/,
    contactus: /24 से 48 घंटों में जवाब देंगे/,
    newsletter: /सदस्यता खत्म/,
    volunteer: /2 से 3 कामकाजी दिनों में/,
    internship: /5 से 7 कामकाजी दिनों में/,
    donation: /24 घंटों में आपको भुगतान की जानकारी/,
    news: /छपने से पहले हर समाचार देखती है/,
    partnership: /48 घंटों में/,
    'event-registration': /पंजीकरण ID REG-20261121-7F3K9Q है/,
  };

  it.each(kinds)('%s: a record sent in Hindi is confirmed in Hindi, marked as Hindi', (kind) => {
    const mail = hindi(kind);
    expect(mail.html).toMatch(/^<!DOCTYPE html>\n<html lang="hi">/);
    expect(mail.headers?.['Content-Language']).toBe('hi');
    expect(mail.subject).toMatch(devanagari);
    expect(mail.text.startsWith('नमस्ते,\n')).toBe(true);
    expect(mail.text).toMatch(promisesHi[kind]);
    expect(mail.html).toMatch(promisesHi[kind]);
    expect(mail.text).toContain('info@foundation.example');
    const record = records[kind];
    if ('reference' in record) expect(mail.subject).toContain(record.reference);
    expect(mail.text).not.toContain('Asha Verma');
  });

  it('keeps English records in English, with no Content-Language added', () => {
    for (const kind of kinds) {
      const mail = confirmationMail(kind, { ...records[kind], language: 'en' }, options);
      expect(mail).toEqual(confirm(kind));
      expect(mail.headers?.['Content-Language']).toBeUndefined();
    }
  });

  it('names the event, its day, time and place in Hindi in a Hindi registration mail', () => {
    const { subject, text } = hindi('event-registration');
    expect(subject).toContain('गोवा फ़ेस्ट में करियर मार्गदर्शन कार्यशाला');
    expect(text).toContain('आयोजन: गोवा फ़ेस्ट में करियर मार्गदर्शन कार्यशाला');
    expect(text).toContain('तारीख़: शनिवार, 11 अक्टूबर 2025');
    expect(text).toContain('जगह: गोवा');
    expect(text).not.toContain('Goa');
  });

  it('labels a donation type in Hindi and links the Hindi refund policy', () => {
    const { text, html } = hindi('donation');
    expect(text).toContain('₹1,00,000');
    expect(text).toContain('दान का प्रकार: हर महीने');
    expect(html).toContain('href="https://foundation.example/hi/refund-policy"');
  });

  it('keeps the List-Unsubscribe header of the newsletter welcome beside Content-Language', () => {
    const link = 'https://foundation.example/api/newsletter/unsubscribe/tok_EN-abc123';
    expect(hindi('newsletter').headers).toEqual({
      'List-Unsubscribe': `<${link}>`,
      'Content-Language': 'hi',
    });
  });

  const hindiOptions = { ...options, language: 'hi' as const };
  const linkMails = {
    'e-mail verification': (o: typeof options) => emailVerificationMail('a@example.org', 'https://x/v/t', o),
    'password reset': (o: typeof options) => passwordResetMail('a@example.org', 'https://x/r/t', o),
    'account exists': (o: typeof options) => accountExistsMail('a@example.org', o),
    'newsletter confirmation': (o: typeof options) =>
      newsletterConfirmationMail('a@example.org', 'https://x/n/t', o),
    'newsletter already subscribed': (o: typeof options) =>
      newsletterAlreadySubscribedMail('a@example.org', 'https://x/u/t', o),
  };

  it.each(Object.entries(linkMails))('%s: in Hindi for a Hindi request, English otherwise', (_name, make) => {
    const mail = make(hindiOptions);
    expect(mail.html).toMatch(/^<!DOCTYPE html>\n<html lang="hi">/);
    expect(mail.headers?.['Content-Language']).toBe('hi');
    expect(mail.subject).toMatch(devanagari);
    expect(mail.text.startsWith('नमस्ते,\n')).toBe(true);
    // The mail's one link: the one it was given, or the site's sign-in page.
    expect(mail.text).toMatch(/https:\/\/(?:x|foundation\.example)\//);
    const english = make(options);
    expect(english.html).toMatch(/^<!DOCTYPE html>\n<html lang="en">/);
    expect(english.headers).toBeUndefined();
    expect(english.subject).not.toMatch(devanagari);
  });

  it('sends the owner of a taken address to the Hindi sign-in page', () => {
    expect(accountExistsMail('a@example.org', hindiOptions).text).toContain(
      'https://foundation.example/hi/sign-in',
    );
  });
});
