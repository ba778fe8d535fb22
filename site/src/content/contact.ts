import { picture } from './images.js';

/** The words of the Contact Us page (/contact), in the order the page shows them. */
export const contactPage = {
  hero: {
    title: 'Contact Us',
    lead: 'Questions, ideas, partnership proposals or a request for support: write to us, and the right person in our team will reply.',
    tiles: [
      {
        title: 'Questions & Suggestions',
        description: 'Ask about our programmes and events, or tell us how we can do better.',
      },
      {
        title: 'Partnership Opportunities',
        description: 'Explore how your organisation can work with us for inclusion.',
      },
      {
        title: 'Support & Assistance',
        description: 'Get guidance on education, employment, assistive technology and accessibility.',
      },
    ],
  },
  overview: {
    title: 'How we can help',
    paragraphs: [
      'Whether you are a person with a disability, a family member, a student, an employer or an organisation, we are glad to hear from you. Choose the subject that fits your message best, so that it reaches the right person in our team.',
      'Every message receives a ticket reference. Keep it: it helps us find your message quickly if you write or call again.',
    ],
    image: picture(
      'contact-overview',
      'Illustration: a staff member answers a phone call at a help desk with a laptop open.',
    ),
  },
  form: {
    title: 'Send us a message',
    intro: 'Fill in the form and we will reply by e-mail or phone.',
    labels: {
      fullName: 'Full name',
      email: 'Email',
      mobile: 'Mobile number',
      subject: 'Subject',
      message: 'Message',
    },
    placeholders: { subject: 'Select a subject' },
    hints: { message: 'At least 10 characters.' },
    submitLabel: 'Submit',
    againLabel: 'Send another message',
    referenceLabel: 'Your ticket reference:',
    successDetails: 'Please keep this reference for any follow-up.',
  },
  details: {
    title: 'Contact details',
    emailLabel: 'Email',
    phoneLabel: 'Phone',
    addressLabel: 'Address',
  },
  responseTimes: {
    title: 'Response Times',
    items: [
      { label: 'General contact', value: '24-48 hours' },
      { label: 'Partnership and donation inquiries', value: 'Within 24 hours' },
      { label: 'Urgent matters', value: 'Please call us' },
    ],
  },
};
