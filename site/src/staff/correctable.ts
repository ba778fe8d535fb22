import type { KindInfo, KindSlug } from './kinds.js';

export interface CorrectableField {
  name: string;
  type: 'text' | 'email' | 'tel' | 'textarea' | 'number';
}

const person: CorrectableField[] = [
  { name: 'fullName', type: 'text' },
  { name: 'email', type: 'email' },
  { name: 'mobile', type: 'tel' },
];

/**
 * What a staff member may correct on a person's request (DPDP Act, right to correction): the free-text
 * fields the visitor typed (the server's list is in packages/api, src/staff/correct/fields.ts; it
 * checks each with the public form's rule). Choices (subject, expertise…) are not offered here.
 */
const fields: Record<KindSlug, CorrectableField[]> = {
  contact: [...person, { name: 'message', type: 'textarea' }],
  'contact-us': [...person, { name: 'message', type: 'textarea' }],
  newsletter: [{ name: 'email', type: 'email' }],
  volunteer: [...person, { name: 'howToHelp', type: 'textarea' }, { name: 'message', type: 'textarea' }],
  internship: [...person, { name: 'education', type: 'text' }, { name: 'motivation', type: 'textarea' }],
  donation: [...person, { name: 'donationAmount', type: 'number' }, { name: 'message', type: 'textarea' }],
  news: [
    { name: 'fullName', type: 'text' },
    { name: 'email', type: 'email' },
    { name: 'newsUpdate', type: 'textarea' },
  ],
  partnership: [...person, { name: 'organizationName', type: 'text' }, { name: 'message', type: 'textarea' }],
  'event-registration': [
    { name: 'fullName', type: 'text' },
    { name: 'email', type: 'email' },
    { name: 'mobileNumber', type: 'tel' },
    { name: 'city', type: 'text' },
    { name: 'occupation', type: 'text' },
    { name: 'organization', type: 'text' },
  ],
};

export const correctableFields = (kind: KindInfo) => fields[kind.slug];
