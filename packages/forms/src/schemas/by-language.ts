import type { Language } from '../language.js';
import { messagesHi } from '../messages.hi.js';
import { messages } from '../messages.js';
import { authFormsOf } from './auth.js';
import { contactForms } from './contact.js';
import { donationFormOf } from './donation.js';
import { eventRegistrationFormOf, registrationSchemaOf } from './event-registration.js';
import { internshipFormOf } from './internship.js';
import { newsFormOf } from './news.js';
import { partnershipFormOf } from './partnership.js';
import { volunteerForms } from './volunteer.js';

/** Every public form of the site, with the rules of the English forms and the words of one language. */
function buildForms(words: typeof messages | typeof messagesHi) {
  const { contactForm, newsletterForm, contactUsForm } = contactForms(words);
  const { volunteerForm, joinForm } = volunteerForms(words);
  const eventRegistrationForm = eventRegistrationFormOf(words);
  const auth = authFormsOf(words);
  return {
    contact: contactForm,
    newsletter: newsletterForm,
    contactUs: contactUsForm,
    volunteer: volunteerForm,
    join: joinForm,
    internship: internshipFormOf(words),
    donation: donationFormOf(words),
    news: newsFormOf(words),
    partnership: partnershipFormOf(words),
    eventRegistration: eventRegistrationForm,
    /** The modal's schema, which clears the disability answers that do not apply. */
    eventRegistrationSchema: registrationSchemaOf(eventRegistrationForm),
    signIn: auth.signInForm,
    register: auth.registerForm,
    forgotPassword: auth.forgotPasswordForm,
    resetPassword: auth.resetPasswordForm,
    verifyEmail: auth.verifyEmailForm,
  };
}

export type LanguageForms = ReturnType<typeof buildForms>;

const built: Partial<Record<Language, LanguageForms>> = {};

/**
 * The site's forms in a language, built once: the same rules in every language, each message the
 * word of `messagesFor(language)` at the same key, so the page and the server say the same words.
 */
export function formsFor(language: Language): LanguageForms {
  return (built[language] ??= buildForms(language === 'hi' ? messagesHi : messages));
}

/** The zod schema of each public form in a language (`schemasFor('hi').contactUs`). */
export function schemasFor(language: Language) {
  const forms = formsFor(language);
  return {
    contact: forms.contact.schema,
    newsletter: forms.newsletter.schema,
    contactUs: forms.contactUs.schema,
    volunteer: forms.volunteer.schema,
    join: forms.join.schema,
    internship: forms.internship.schema,
    donation: forms.donation.schema,
    news: forms.news.schema,
    partnership: forms.partnership.schema,
    eventRegistration: forms.eventRegistrationSchema,
    signIn: forms.signIn.schema,
    register: forms.register.schema,
    forgotPassword: forms.forgotPassword.schema,
    resetPassword: forms.resetPassword.schema,
    verifyEmail: forms.verifyEmail.schema,
  };
}
