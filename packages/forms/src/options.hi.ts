import type { Language } from './language.js';
import type {
  AreaOfInterest,
  ContactSubject,
  DisabilityType,
  DonationType,
  InternshipArea,
  Option,
  VolunteerExpertise,
  YesNo,
} from './options.js';

type OptionValue =
  | VolunteerExpertise
  | InternshipArea
  | DonationType
  | AreaOfInterest
  | ContactSubject
  | DisabilityType
  | YesNo;

/**
 * The Hindi label of every option value (a missing one fails the type check). The value sent stays
 * the English one, so a record reads the same whatever language its form was in. The disabilities
 * are named as the RPwD Act 2016's Hindi text names them.
 */
export const optionLabelsHi: { readonly [V in OptionValue]: string } = {
  Education: 'शिक्षा',
  'Skill Development': 'कौशल विकास',
  'Content Creation': 'सामग्री निर्माण',
  Advocacy: 'पैरवी (एडवोकेसी)',
  'Event Coordination': 'आयोजन प्रबंधन',
  'Research & Policy': 'शोध और नीति',
  More: 'अन्य',
  'Content Development': 'सामग्री विकास',
  'Social Media': 'सोशल मीडिया',
  'Assistive Technology': 'सहायक तकनीक',
  'One-Time': 'एक बार',
  Monthly: 'हर महीने',
  'Sponsor a Program': 'किसी कार्यक्रम को प्रायोजित करें',
  'Corporate Donation': 'कंपनी की ओर से दान',
  Employment: 'रोज़गार',
  Livelihood: 'आजीविका',
  'Healthcare & Rehabilitation': 'स्वास्थ्य और पुनर्वास',
  Accessibility: 'सुगम्यता',
  'Policy Development': 'नीति निर्माण',
  'Research & Innovation': 'शोध और नवाचार',
  Other: 'अन्य',
  'general-inquiry': 'सामान्य जानकारी',
  volunteering: 'स्वयंसेवा',
  internship: 'इंटर्नशिप',
  partnership: 'साझेदारी',
  donation: 'दान',
  other: 'अन्य',
  'Visual Impairment': 'दृष्टि बाधिता',
  'Hearing Impairment': 'श्रवण बाधिता',
  'Locomotor Disability': 'चलन दिव्यांगता',
  'Intellectual Disability': 'बौद्धिक दिव्यांगता',
  'Speech & Language Disability': 'वाक् और भाषा दिव्यांगता',
  'Multiple Disabilities': 'बहु-दिव्यांगता',
  'Other (please specify)': 'अन्य (कृपया लिखें)',
  Yes: 'हाँ',
  No: 'नहीं',
};

/** An option list with its labels in a language; the values stay the same. */
export function optionsIn<O extends Option>(options: readonly O[], language: Language): readonly O[] {
  if (language === 'en') return options;
  return options.map((option) => ({
    ...option,
    label: optionLabelsHi[option.value as OptionValue] ?? option.label,
  }));
}
