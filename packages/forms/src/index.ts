export type { ApiResponse, FieldErrorItem, RequestOptions } from './client/types.js';

// API client
export { createApiClient, newIdempotencyKey, type ApiClient } from './client/api-client.js';
export { ApiError, type ApiErrorKind } from './client/api-error.js';
export type { ApiClientConfig } from './client/request.js';
export { staffListPaths, type AuditPage, type AuditQuery, type StaffApi } from './client/staff-api.js';
export { createStaffClient, type StaffClient } from './client/staff-client.js';
export {
  staffKinds,
  staffSortColumns,
  type Download,
  type FieldCorrection,
  type PersonAccount,
  type PersonEraseRequest,
  type PersonErased,
  type PersonExportRequest,
  type PersonQuery,
  type PersonRecord,
  type PersonSearchResult,
  type StaffAccount,
  type StaffExportFilters,
  type StaffHistoryItem,
  type StaffInviteAcceptRequest,
  type StaffInviteRequest,
  type StaffInvited,
  type StaffKind,
  type StaffListFilters,
  type StaffListPage,
  type StaffMail,
  type StaffNote,
  type StaffNoteCreated,
  type StaffNoteRequest,
  type StaffOverviewEntry,
  type StaffRecordDetail,
  type StaffRole,
  type StaffSort,
  type StaffSortColumn,
} from './client/staff-types.js';
export type {
  AuthResponse,
  CollaborateListFilters,
  CollaborateStatusUpdate,
  ContactListFilters,
  ContactStatusUpdate,
  ContactUsListFilters,
  ContactUsStatusUpdate,
  DonationListFilters,
  DonationStatusUpdate,
  EventCancelBody,
  EventRegistrationListFilters,
  EventRegistrationRecord,
  EventRegistrationReference,
  EventRegistrationResponse,
  EventRegistrationStatusUpdate,
  EventStats,
  InternListFilters,
  InternStatusUpdate,
  NewsletterListFilters,
  NewsListFilters,
  NewsStatusUpdate,
  Pagination,
  RegistrationCheck,
  RegistrationCheckRequest,
  StatusSearchFilters,
  VolunteerListFilters,
  VolunteerStatusUpdate,
} from './client/types.js';

// Schemas, messages and option lists
export { messages, serverErrorWithStatus } from './messages.js';
export {
  messagesHi,
  pageWordsHi,
  type MessageTable,
  type PageWordKey,
  type PageWords,
} from './messages.hi.js';
export {
  errorTitlePrefix,
  isLanguage,
  languageField,
  languageOfHeader,
  languages,
  type Language,
} from './language.js';
export { apiMessagesFor, localizeMessage, messagesFor } from './words-by-language.js';
export {
  apiMessagesHi,
  type PublicApiMessageKey,
  type PublicApiMessages,
} from './contract/api-messages.hi.js';
export { optionLabelsHi, optionsIn } from './options.hi.js';
export { formsFor, schemasFor, type LanguageForms } from './schemas/by-language.js';
export {
  areaOfInterestOptions,
  contactSubjectOptions,
  disabilityTypeOptions,
  donationTypeOptions,
  internshipAreaOptions,
  otherDisabilityType,
  volunteerExpertiseOptions,
  yesNoOptions,
  type AreaOfInterest,
  type ContactSubject,
  type DisabilityType,
  type DonationType,
  type InternshipArea,
  type Option,
  type VolunteerExpertise,
  type YesNo,
} from './options.js';
export { errorList, fieldErrors, joinMessages, type ErrorSource } from './errors.js';
export {
  contactSchema,
  contactUsSchema,
  donationLimits,
  donationSchema,
  eventRegistrationFormSchema,
  eventRegistrationPayloadSchema,
  forgotPasswordSchema,
  internshipSchema,
  joinSchema,
  loginRequest,
  newsletterSchema,
  newsSchema,
  partnershipSchema,
  passwordResetRequest,
  registerSchema,
  resetPasswordSchema,
  signInSchema,
  signupRequest,
  toEventRegistrationPayload,
  toSignupPayload,
  toVolunteerPayload,
  verifyEmailSchema,
  volunteerSchema,
  type ContactInput,
  type ContactUsInput,
  type DonationInput,
  type EventRegistrationFormInput,
  type EventRegistrationPayload,
  type ForgotPasswordInput,
  type InternshipInput,
  type JoinInput,
  type LoginRequest,
  type NewsInput,
  type NewsletterInput,
  type PartnershipInput,
  type PasswordResetRequest,
  type RegisterInput,
  type ResetPasswordInput,
  type SignInInput,
  type SignupPayload,
  type VerifyEmailInput,
  type VolunteerInput,
} from './schemas/index.js';

// Session store (no React)
export {
  createSessionStore,
  sessionKeys,
  sessionStore,
  type SessionSnapshot,
  type SessionStore,
  type SessionStoreOptions,
  type SessionUser,
} from './session/sessionStore.js';
export { firstNameOf } from './session/firstName.js';
export { messageNamesField } from './field-name.js';

// The contract: kinds, statuses, sorts, correctable fields, every call's request and answer
export * from './contract/index.js';
