import { useCallback, useState } from 'react';
import type { ApiResponse, AuthResponse, RequestOptions } from '../client/types.js';
import type { Language } from '../language.js';
import type { PageWords } from '../messages.hi.js';
import { messages as english } from '../messages.js';
import {
  registerSchema,
  signInSchema,
  toSignupPayload,
  type SignInInput,
  type SignupPayload,
} from '../schemas/index.js';
import { useSession } from '../session/SessionProvider.js';
import type { SubmitOutcome } from './outcome.js';
import { useFormSubmission } from './useFormSubmission.js';

/** The spec also calls the register mode "signup"; `open('signup')` is taken as 'register'. */
export type AuthMode = 'signin' | 'register';

export interface AuthCalls {
  /** E.g. `client.auth.login`; `email` holds the username or e-mail typed. */
  login: (
    credentials: Pick<SignInInput, 'email' | 'password'>,
    options: RequestOptions,
  ) => Promise<AuthResponse>;
  /**
   * E.g. `client.auth.signup`. It answers a new address and a taken one alike, with no session: the
   * address is mailed either way, and the new account signs in once it is confirmed.
   */
  signup: (payload: SignupPayload, options: RequestOptions) => Promise<ApiResponse>;
}

export interface AuthModalOptions extends AuthCalls {
  /**
   * After a sign-in was accepted (the session is signed in, the modal closing): for saying so, since
   * the visitor only hears focus return to the page. A registration signs no one in.
   */
  onSignedIn?: (mode: 'signin') => void;
  /** Each form's labels, by field: see `useFormSubmission`'s `labels`. */
  labels?: {
    signIn?: Partial<Record<keyof typeof emptySignIn, string>>;
    register?: Partial<Record<keyof typeof emptyRegister, string>>;
  };
  /** The language of the forms' rules, loaded when the visitor first types; English by default. */
  language?: Language;
  /** The forms' own words in that language (`pageWordsHi` for Hindi); English by default. */
  messages?: PageWords;
}

const loadLanguageRules = () => import('../schemas/by-language.js');

export const emptySignIn = { email: '', password: '' };
export const emptyRegister = { name: '', email: '', phoneNumber: '', password: '', confirmPassword: '' };

/** Signed in means a token (spec section 4): an answer without one leaves the outcome unknown. */
const authOutcome = (response: AuthResponse): SubmitOutcome =>
  typeof response.token === 'string' && response.token !== '' ? { kind: 'accepted' } : { kind: 'unknown' };

/**
 * The auth modal: which mode is showing, and each mode's form. A sign-in that succeeds signs the
 * session in, clears the form and closes the modal. A registration that succeeds clears the form and
 * leaves its thank-you view in the modal, with the address it was sent for: the visitor confirms the
 * address from the mail, then signs in. Nothing here is kept in sessionStorage: these forms hold
 * passwords, and an e-mail alone is quick to type again.
 */
export function useAuthModal({
  login,
  signup,
  labels,
  onSignedIn,
  language = 'en',
  messages = english,
}: AuthModalOptions) {
  const { signIn } = useSession();
  const [isOpen, setIsOpen] = useState(false);
  const [mode, setMode] = useState<AuthMode>('signin');

  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const common = { fallbackError: messages.fallback.auth, messages, draft: false } as const;
  const signInForm = useFormSubmission({
    ...common,
    // The modal closes on success: there is no thank-you view to keep.
    emptyOnSuccess: true,
    outcome: authOutcome,
    formId: 'auth-signin',
    // English keeps its schema in this chunk; another language's rules load when the visitor types.
    schema:
      language === 'en'
        ? signInSchema
        : () => loadLanguageRules().then((rules) => rules.schemasFor(language).signIn),
    labels: labels?.signIn,
    onSuccess: (response: AuthResponse) => {
      signIn(response);
      setIsOpen(false);
      onSignedIn?.('signin');
    },
    initialValues: emptySignIn,
    submit: (values, options) => login({ email: values.email, password: values.password }, options),
  });
  const registerForm = useFormSubmission({
    ...common,
    formId: 'auth-register',
    schema:
      language === 'en'
        ? registerSchema
        : () => loadLanguageRules().then((rules) => rules.schemasFor(language).register),
    labels: labels?.register,
    // Its thank-you view stays until the visitor switches to sign-in or closes the modal, which
    // empties the form, passwords included.
    onSuccess: (_response, values) => setRegisteredEmail(values.email),
    initialValues: emptyRegister,
    submit: (values, options) => signup(toSignupPayload(values), options),
  });
  const { reset: resetSignIn } = signInForm;
  const { reset: resetRegister } = registerForm;
  const isBusy = signInForm.isBusy || registerForm.isBusy;

  const clearForms = useCallback(() => {
    resetSignIn();
    resetRegister();
  }, [resetSignIn, resetRegister]);

  const open = useCallback((next: AuthMode | 'signup' = 'signin') => {
    setMode(next === 'signup' ? 'register' : next);
    setIsOpen(true);
  }, []);

  // Closing drops what was typed, passwords included, unless a send is still under way.
  const close = useCallback(() => {
    setIsOpen(false);
    if (!isBusy) clearForms();
  }, [isBusy, clearForms]);

  const toggleMode = useCallback(() => {
    if (isBusy) return;
    clearForms();
    setMode((current) => (current === 'signin' ? 'register' : 'signin'));
  }, [isBusy, clearForms]);

  return {
    isOpen,
    mode,
    open,
    close,
    toggleMode,
    signInForm,
    registerForm,
    /** The address a registration was accepted for, shown in its thank-you view. */
    registeredEmail: registerForm.status === 'succeeded' ? registeredEmail : null,
    isBusy,
    /** The submit button's label while sending. */
    busyLabel: isBusy ? messages.busy.processing : null,
  };
}
