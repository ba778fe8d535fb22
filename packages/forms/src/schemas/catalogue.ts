import { forgotPasswordForm, registerForm, resetPasswordForm, signInForm, verifyEmailForm } from './auth.js';
import { contactForm, contactUsForm, newsletterForm } from './contact.js';
import { donationForm } from './donation.js';
import { eventRegistrationPayloadForm } from './event-payload.js';
import { eventRegistrationForm } from './event-registration.js';
import type { FormDef } from './form.js';
import { internshipForm } from './internship.js';
import { newsForm } from './news.js';
import { partnershipForm } from './partnership.js';
import { acceptInviteForm, personSearchForm, staffInviteForm } from './staff.js';
import { joinForm, volunteerForm } from './volunteer.js';

/** Every form's definition, in the order the docs list them. */
export const formCatalogue: readonly FormDef[] = [
  signInForm,
  registerForm,
  forgotPasswordForm,
  resetPasswordForm,
  verifyEmailForm,
  contactForm,
  newsletterForm,
  contactUsForm,
  volunteerForm,
  joinForm,
  internshipForm,
  donationForm,
  newsForm,
  partnershipForm,
  eventRegistrationForm,
  eventRegistrationPayloadForm,
  staffInviteForm,
  acceptInviteForm,
  personSearchForm,
];
