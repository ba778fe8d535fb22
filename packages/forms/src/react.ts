// The React side of @inclusion/forms: the session context and the headless form hooks. No markup.
export {
  SessionProvider,
  useSession,
  type Session,
  type SessionProviderProps,
} from './session/SessionProvider.js';
export {
  useFormSubmission,
  type ErrorListItem,
  type FormErrors,
  type FormInitialState,
  type FormSchema,
  type FormStatus,
  type FormSubmission,
  type FormValues,
  type SubmitContext,
  type UseFormSubmissionOptions,
} from './hooks/useFormSubmission.js';
export type { SubmitOutcome } from './hooks/outcome.js';
export type { FieldChange } from './hooks/fieldValue.js';
export { draftKey, secretFieldPattern } from './hooks/formDraft.js';
export {
  emptyEventRegistration,
  registrationReferenceOf,
  useEventRegistration,
  type EventRegistrationOptions,
  type EventRegistrationStep,
  type EventRegistrationValues,
  type RegisterForEvent,
} from './hooks/useEventRegistration.js';
export {
  emptyRegister,
  emptySignIn,
  useAuthModal,
  type AuthCalls,
  type AuthModalOptions,
  type AuthMode,
} from './hooks/useAuthModal.js';
export { fieldProps, type FieldProps } from './hooks/fieldProps.js';
export { useErrorTitle } from './hooks/useErrorTitle.js';
