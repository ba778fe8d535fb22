import type { MessageTable } from '../messages.hi.js';
import { disabilityTypeOptions, otherDisabilityType, type DisabilityType, type YesNo } from '../options.js';
import { emailMaxLength, emailPattern, emailPatternDescription, maxRule } from './common.js';
import { optionalText, text } from './field.js';
import type { Condition } from './form.js';
import type { Rule } from './rules.js';

/** What the registration modal and the registration service share; each uses its own words. */

const indianMobile = /^[6-9]\d{9}$/;

export const emailRules = (words: MessageTable, invalid: string): Rule[] => [
  { kind: 'required', message: words.email.required },
  { kind: 'pattern', pattern: emailPattern, description: emailPatternDescription, message: invalid },
  // An address longer than e-mail allows is not a valid address either.
  { kind: 'maxLength', limit: emailMaxLength, message: invalid },
];

export const mobileRules = (words: MessageTable, invalid: string): Rule[] => [
  { kind: 'required', message: words.mobile.required },
  {
    kind: 'pattern',
    pattern: indianMobile,
    description: 'Exactly 10 digits, the first 6, 7, 8 or 9',
    message: invalid,
  },
];

const disabilityTypes = disabilityTypeOptions.map((option) => option.value);

export const disabilityConditions = (words: { typeRequired: string; otherRequired: string }): Condition[] => [
  {
    field: 'disabilityType',
    when: [{ field: 'isPersonWithDisability', equals: 'Yes' }],
    rules: [
      { kind: 'required', message: words.typeRequired },
      { kind: 'oneOf', values: disabilityTypes, message: words.typeRequired },
    ],
  },
  {
    field: 'otherDisabilityText',
    when: [
      { field: 'isPersonWithDisability', equals: 'Yes' },
      { field: 'disabilityType', equals: otherDisabilityType },
    ],
    rules: [{ kind: 'required', message: words.otherRequired }],
  },
];

/**
 * The texts of a registration, with the limits the other forms have (a full name up to 100, an
 * organisation up to 200): the same rules and words in the modal and in the service.
 */
export const registrationTextFields = (words: MessageTable) => ({
  fullName: text('Full name', [
    { kind: 'required', message: words.fullName.required },
    { kind: 'maxLength', limit: 100, message: words.fullName.max },
  ]),
  city: optionalText('City', maxRule(100, words.eventRegistration.cityMax)),
  occupation: optionalText('Occupation', maxRule(100, words.eventRegistration.occupationMax)),
  organization: optionalText('Organization', maxRule(200, words.partnership.organizationMax)),
});

export const disabilityFields = (words: MessageTable) => ({
  disabilityType: {
    ...optionalText('Disability type'),
    note: 'Checked and kept only when the answer is Yes.',
  },
  otherDisabilityText: {
    ...optionalText('Other disability (own words)', maxRule(200, words.eventRegistration.otherDisabilityMax)),
    note: `Checked and kept only when the answer is Yes and the type is ${otherDisabilityType}.`,
  },
});

const isDisabilityType = (value: unknown): value is DisabilityType =>
  disabilityTypes.some((type) => type === value);

/** The type only with Yes, the text only with Other; null otherwise. */
export function disabilityAnswer(
  answer: YesNo,
  type: string | null | undefined,
  otherText: string | null | undefined,
) {
  const disabilityType = answer === 'Yes' && isDisabilityType(type) ? type : null;
  const otherDisabilityText = disabilityType === otherDisabilityType ? (otherText ?? null) : null;
  return { disabilityType, otherDisabilityText };
}
