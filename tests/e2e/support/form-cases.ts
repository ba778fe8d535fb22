import type { Locator, Page } from '@playwright/test';

// Every form of the site, found by its fields' names (the API's field names), with valid values and
// the messages an empty submit shows: shared by the scripted and the script-free form tests.

export interface FormCase {
  name: string;
  /** The file its walk's transcript is kept in, without '.txt'. */
  transcript: string;
  path: string;
  locate: (page: Page) => Locator;
  /** Text fields by name, with a valid value; `{email}` and `{mobile}` are replaced. */
  text: Record<string, string>;
  /** The one Select of the form, if any: the option to choose. */
  select?: string;
  /** A few messages an empty submit must show (the spec's 'Validation rules'), by field name. */
  emptyMessages: Record<string, string>;
  endpoint: string;
  adminPath: string;
  /** The thank-you view's title, where the spec gives it. */
  successTitle?: string;
  /** The thank-you view's button that brings back an empty form. */
  again: string;
}

const formHaving = (field: string) => (page: Page) =>
  page
    .locator('main form')
    .filter({ has: page.locator(`[name="${field}"]`) })
    .first();

export const person = { fullName: 'Asha Verma', email: '{email}', mobile: '{mobile}' };

export const cases: FormCase[] = [
  {
    name: 'short contact form (Get in Touch) on /',
    transcript: 'get-in-touch',
    path: '/',
    locate: (page) => page.getByRole('form', { name: 'Get in Touch' }),
    text: { ...person, message: 'I would like to know more about your programmes.' },
    emptyMessages: {
      fullName: 'Full name is required',
      email: 'Email is required',
      mobile: 'Mobile number is required',
      message: 'Message is required',
    },
    endpoint: '**/api/contact/submit',
    adminPath: '/api/contact/all',
    again: 'Send another message',
  },
  {
    name: 'newsletter on /',
    transcript: 'newsletter',
    path: '/',
    locate: (page) =>
      page
        .locator('main form')
        .filter({ has: page.locator('[name="email"]') })
        .filter({ has: page.getByRole('button', { name: /subscribe/i }) })
        .first(),
    text: { email: '{email}' },
    emptyMessages: { email: 'Email is required' },
    endpoint: '**/api/newsletter/subscribe',
    adminPath: '/api/newsletter/subscribers',
    successTitle: 'Check your inbox',
    again: 'Subscribe another address',
  },
  {
    name: 'contact-us form on /contact',
    transcript: 'contact-us',
    path: '/contact',
    locate: formHaving('subject'),
    text: { ...person, message: 'Please tell me how to volunteer on weekends.' },
    select: 'General Inquiry',
    emptyMessages: {
      fullName: 'Full name is required',
      subject: 'Please select a subject',
      message: 'Message is required',
    },
    endpoint: '**/api/contactus/submit',
    adminPath: '/api/contactus/all',
    successTitle: 'Message Sent Successfully!',
    again: 'Send another message',
  },
  {
    name: 'volunteer form on /volunteer',
    transcript: 'volunteer',
    path: '/volunteer',
    locate: formHaving('howToHelp'),
    text: { ...person, howToHelp: 'I can mentor students preparing for exams.' },
    emptyMessages: {
      fullName: 'Full name is required',
      mobile: 'Mobile number is required',
      howToHelp: 'Please describe how you would like to help',
    },
    endpoint: '**/api/volunteer/register',
    adminPath: '/api/volunteer/all',
    again: 'Register another volunteer',
  },
  {
    name: 'internship form on /intern',
    transcript: 'internship',
    path: '/intern',
    locate: formHaving('motivation'),
    text: {
      ...person,
      motivation: 'I want to learn how accessible content is made and help make more of it.',
    },
    select: 'Research & Policy',
    emptyMessages: {
      fullName: 'Full name is required',
      internshipArea: 'Please select an internship area',
      motivation: 'Please tell us why you want to intern with us',
    },
    endpoint: '**/api/intern/apply',
    adminPath: '/api/intern/all',
    again: 'Send another application',
  },
  {
    name: 'donation form on /donate',
    transcript: 'donation',
    path: '/donate',
    locate: formHaving('donationAmount'),
    text: { ...person, donationAmount: '2500' },
    select: 'One-Time',
    emptyMessages: {
      email: 'Email is required',
      donationAmount: 'Donation amount is required',
      donationType: 'Please select a donation type',
    },
    endpoint: '**/api/donation/submit',
    adminPath: '/api/donation/all',
    again: 'Send another donation request',
  },
  {
    name: 'news form on /what-new',
    transcript: 'news',
    path: '/what-new',
    locate: formHaving('newsUpdate'),
    text: {
      fullName: 'Asha Verma',
      email: '{email}',
      newsUpdate: 'Our college opened an accessible library.',
    },
    emptyMessages: {
      fullName: 'Full name is required',
      email: 'Email is required',
      newsUpdate: 'News update is required',
    },
    endpoint: '**/api/news/submit',
    adminPath: '/api/news/submissions',
    again: 'Share more news',
  },
  {
    name: 'partnership form on /collaborate',
    transcript: 'partnership',
    path: '/collaborate',
    locate: formHaving('organizationName'),
    text: {
      fullName: 'Asha Verma',
      organizationName: 'Accessible Futures Trust',
      email: '{email}',
      mobile: '{mobile}',
    },
    select: 'Education',
    emptyMessages: {
      fullName: 'Full name is required',
      organizationName: 'Organization name is required',
      areaOfInterest: 'Please select an area of interest',
    },
    endpoint: '**/api/collaborate/submit',
    adminPath: '/api/collaborate/all',
    successTitle: 'Partnership Request Submitted!',
    again: 'Send another partnership request',
  },
  {
    name: "About's Join Our Mission form",
    transcript: 'join-our-mission',
    path: '/about',
    locate: formHaving('howToHelp'),
    text: { ...person, howToHelp: 'I can help organise workshops in my city.' },
    emptyMessages: {
      fullName: 'Full name is required',
      email: 'Email is required',
      howToHelp: 'Please describe how you would like to help',
    },
    endpoint: '**/api/volunteer/register',
    adminPath: '/api/volunteer/all',
    again: 'Send another registration',
  },
];
