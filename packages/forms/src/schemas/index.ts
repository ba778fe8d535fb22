export { formsFor, schemasFor, type LanguageForms } from './by-language.js';
export {
  forgotPasswordSchema,
  loginRequest,
  passwordResetRequest,
  registerSchema,
  resetPasswordSchema,
  signInSchema,
  signupRequest,
  toSignupPayload,
  verifyEmailSchema,
  type ForgotPasswordInput,
  type LoginRequest,
  type PasswordResetRequest,
  type RegisterInput,
  type ResetPasswordInput,
  type SignInInput,
  type SignupPayload,
  type VerifyEmailInput,
} from './auth.js';
export {
  contactSchema,
  contactUsSchema,
  newsletterSchema,
  type ContactInput,
  type ContactUsInput,
  type NewsletterInput,
} from './contact.js';
export { donationLimits, donationSchema, type DonationInput } from './donation.js';
export { eventRegistrationPayloadSchema, type EventRegistrationPayload } from './event-payload.js';
export {
  eventRegistrationFormSchema,
  toEventRegistrationPayload,
  type EventRegistrationFormInput,
} from './event-registration.js';
export { internshipSchema, type InternshipInput } from './internship.js';
export { newsSchema, type NewsInput } from './news.js';
export { partnershipSchema, type PartnershipInput } from './partnership.js';
export {
  joinSchema,
  toVolunteerPayload,
  volunteerSchema,
  type JoinInput,
  type VolunteerInput,
} from './volunteer.js';
export {
  acceptInviteSchema,
  personQueryOf,
  personSearchSchema,
  staffFormMessages,
  staffInviteSchema,
  staffRoleOptions,
  type AcceptInviteInput,
  type PersonSearchInput,
  type StaffInviteInput,
} from './staff.js';
