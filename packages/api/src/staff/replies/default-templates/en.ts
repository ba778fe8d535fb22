import type { DefaultTemplates } from './types.js';

const signOff = 'With warm regards,\nThe Inclusion Foundation team';

/** The built-in replies in English. {name} and {reference} are filled from the record when it is queued. */
export const en: DefaultTemplates = {
  everyKind: [
    {
      key: 'received',
      name: 'We are looking into it',
      subject: 'We are looking into it',
      body: `Dear {name},\n\nThank you for writing to us. A member of our team is looking into your message (reference {reference}) and will write to you again soon.\n\n${signOff}`,
    },
    {
      key: 'more-details',
      name: 'Ask for more details',
      subject: 'A question about your message',
      body: `Dear {name},\n\nThank you for writing to us (reference {reference}). To help you well, we would like to know a little more: what you need, and when we may call you. Please reply to this e-mail.\n\n${signOff}`,
    },
  ],
  byKind: {
    volunteer: [
      {
        key: 'volunteer-welcome',
        name: 'Welcome a volunteer',
        subject: 'Welcome as a volunteer',
        body: `Dear {name},\n\nThank you for offering your time (reference {reference}). We would be glad to have you with us. We will call you to agree on where and when you can help.\n\n${signOff}`,
      },
    ],
    internship: [
      {
        key: 'internship-shortlisted',
        name: 'Shortlisted for an interview',
        subject: 'Your internship application',
        body: `Dear {name},\n\nThank you for applying (reference {reference}). We would like to talk with you. Please reply with two or three times that suit you in the coming week.\n\n${signOff}`,
      },
    ],
    donation: [
      {
        key: 'donation-thanks',
        name: 'Thank a donor',
        subject: 'Thank you for your donation',
        body: `Dear {name},\n\nThank you for your generous pledge (reference {reference}). We will call you to agree on how you would like to give, and send you a receipt once it arrives.\n\n${signOff}`,
      },
    ],
    'event-registration': [
      {
        key: 'event-reminder',
        name: 'Event reminder',
        subject: 'See you at the event',
        body: `Dear {name},\n\nThis is a reminder of your registration (ID {reference}). If you need any support to take part, such as a sign language interpreter or step-free access, reply to this e-mail and tell us.\n\n${signOff}`,
      },
    ],
  },
};
