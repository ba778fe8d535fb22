import { describe, expect, it } from 'vitest';
import {
  areaOfInterestOptions,
  contactSubjectOptions,
  disabilityTypeOptions,
  donationTypeOptions,
  internshipAreaOptions,
  otherDisabilityType,
  volunteerExpertiseOptions,
  yesNoOptions,
} from './options.js';

const labels = (options: readonly { label: string }[]) => options.map((option) => option.label);

describe('option lists (spec sections 2 and 3)', () => {
  it.each([
    [
      volunteerExpertiseOptions,
      [
        'Education',
        'Skill Development',
        'Content Creation',
        'Advocacy',
        'Event Coordination',
        'Research & Policy',
        'More',
      ],
    ],
    [
      internshipAreaOptions,
      [
        'Research & Policy',
        'Content Development',
        'Event Coordination',
        'Social Media',
        'Assistive Technology',
        'More',
      ],
    ],
    [donationTypeOptions, ['One-Time', 'Monthly', 'Sponsor a Program', 'Corporate Donation']],
    [
      areaOfInterestOptions,
      [
        'Education',
        'Employment',
        'Skill Development',
        'Livelihood',
        'Assistive Technology',
        'Healthcare & Rehabilitation',
        'Advocacy',
        'Accessibility',
        'Policy Development',
        'Research & Innovation',
        'Other',
      ],
    ],
    [
      disabilityTypeOptions,
      [
        'Visual Impairment',
        'Hearing Impairment',
        'Locomotor Disability',
        'Intellectual Disability',
        'Speech & Language Disability',
        'Multiple Disabilities',
        'Other (please specify)',
      ],
    ],
    [yesNoOptions, ['Yes', 'No']],
  ])('%# lists the labels in order, each its own value', (options, expected) => {
    expect(labels(options)).toEqual(expected);
    for (const option of options) expect(option.value).toBe(option.label);
  });

  it('gives the contact subjects the values in brackets', () => {
    expect(contactSubjectOptions.map(({ label, value }) => `${label} (${value})`)).toEqual([
      'General Inquiry (general-inquiry)',
      'Volunteering (volunteering)',
      'Internship (internship)',
      'Partnership (partnership)',
      'Donation (donation)',
      'Other (other)',
    ]);
  });

  it('names the disability type that asks for words', () => {
    expect(disabilityTypeOptions.map((option) => option.value)).toContain(otherDisabilityType);
  });
});
