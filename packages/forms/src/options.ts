/**
 * The option lists of spec sections 2 and 3, in the shape a select, a radio group or a checkbox
 * group takes. The value is what is sent and checked: the label as the spec writes it, except for
 * the contact subjects, whose values the spec gives in brackets.
 */
export interface Option {
  readonly value: string;
  readonly label: string;
}

export const volunteerExpertiseOptions = [
  { value: 'Education', label: 'Education' },
  { value: 'Skill Development', label: 'Skill Development' },
  { value: 'Content Creation', label: 'Content Creation' },
  { value: 'Advocacy', label: 'Advocacy' },
  { value: 'Event Coordination', label: 'Event Coordination' },
  { value: 'Research & Policy', label: 'Research & Policy' },
  { value: 'More', label: 'More' },
] as const satisfies readonly Option[];

export const internshipAreaOptions = [
  { value: 'Research & Policy', label: 'Research & Policy' },
  { value: 'Content Development', label: 'Content Development' },
  { value: 'Event Coordination', label: 'Event Coordination' },
  { value: 'Social Media', label: 'Social Media' },
  { value: 'Assistive Technology', label: 'Assistive Technology' },
  { value: 'More', label: 'More' },
] as const satisfies readonly Option[];

export const donationTypeOptions = [
  { value: 'One-Time', label: 'One-Time' },
  { value: 'Monthly', label: 'Monthly' },
  { value: 'Sponsor a Program', label: 'Sponsor a Program' },
  { value: 'Corporate Donation', label: 'Corporate Donation' },
] as const satisfies readonly Option[];

export const areaOfInterestOptions = [
  { value: 'Education', label: 'Education' },
  { value: 'Employment', label: 'Employment' },
  { value: 'Skill Development', label: 'Skill Development' },
  { value: 'Livelihood', label: 'Livelihood' },
  { value: 'Assistive Technology', label: 'Assistive Technology' },
  { value: 'Healthcare & Rehabilitation', label: 'Healthcare & Rehabilitation' },
  { value: 'Advocacy', label: 'Advocacy' },
  { value: 'Accessibility', label: 'Accessibility' },
  { value: 'Policy Development', label: 'Policy Development' },
  { value: 'Research & Innovation', label: 'Research & Innovation' },
  { value: 'Other', label: 'Other' },
] as const satisfies readonly Option[];

export const contactSubjectOptions = [
  { value: 'general-inquiry', label: 'General Inquiry' },
  { value: 'volunteering', label: 'Volunteering' },
  { value: 'internship', label: 'Internship' },
  { value: 'partnership', label: 'Partnership' },
  { value: 'donation', label: 'Donation' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly Option[];

export const disabilityTypeOptions = [
  { value: 'Visual Impairment', label: 'Visual Impairment' },
  { value: 'Hearing Impairment', label: 'Hearing Impairment' },
  { value: 'Locomotor Disability', label: 'Locomotor Disability' },
  { value: 'Intellectual Disability', label: 'Intellectual Disability' },
  { value: 'Speech & Language Disability', label: 'Speech & Language Disability' },
  { value: 'Multiple Disabilities', label: 'Multiple Disabilities' },
  { value: 'Other (please specify)', label: 'Other (please specify)' },
] as const satisfies readonly Option[];

export const yesNoOptions = [
  { value: 'Yes', label: 'Yes' },
  { value: 'No', label: 'No' },
] as const satisfies readonly Option[];

export type VolunteerExpertise = (typeof volunteerExpertiseOptions)[number]['value'];
export type InternshipArea = (typeof internshipAreaOptions)[number]['value'];
export type DonationType = (typeof donationTypeOptions)[number]['value'];
export type AreaOfInterest = (typeof areaOfInterestOptions)[number]['value'];
export type ContactSubject = (typeof contactSubjectOptions)[number]['value'];
export type DisabilityType = (typeof disabilityTypeOptions)[number]['value'];
export type YesNo = (typeof yesNoOptions)[number]['value'];

/** The disability type that asks for the person's own words. */
export const otherDisabilityType = 'Other (please specify)' satisfies DisabilityType;
