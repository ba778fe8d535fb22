import {
  messages,
  registerSchema,
  resetPasswordSchema,
  signInSchema,
  verifyEmailSchema,
} from '@inclusion/forms';
import { z } from 'zod';

export { forgotPasswordSchema } from '@inclusion/forms';

const register = registerSchema.shape;
const reset = resetPasswordSchema.shape;

/** The signup body (the forms package's toSignupPayload): the register form's rules, no confirmation. */
export const signupSchema = z.object({
  name: register.name,
  email: register.email,
  phoneNumber: register.phoneNumber,
  password: register.password,
});

/**
 * The sign-in form's identifier rule; the password is only required here: the ADMIN_PASSWORD
 * account need not meet the signup rules, and a wrong password is a 401 like any other.
 */
export const loginSchema = z.object({
  email: signInSchema.shape.email,
  password: z
    .string({ error: messages.password.required })
    .refine((value) => value.trim() !== '', { error: messages.password.required }),
});

/** The reset call's body: the token of the link and the new password (no confirmation). */
export const resetSchema = z.object({ token: reset.token, password: reset.password });

/** The confirmation call's body: the token of the mailed link. */
export const verifySchema = z.object({ token: verifyEmailSchema.shape.token });

/** The server's words for these calls; the field rules' words come from the forms package. */
export const authMessages = {
  signedUp:
    'Your account has been created. Welcome! To confirm your e-mail address, open the link we have sent to it.',
  signedIn: 'You are signed in.',
  signedOut: 'You have been signed out.',
  signedOutEverywhere: 'You have been signed out on every device.',
  accountDisabled: 'This account has been disabled. Please ask an administrator of the foundation.',
  sessionActive: 'Your session is active.',
  emailTaken: 'An account with this email already exists',
  nameTaken: 'An account with this username already exists',
  invalidCredentials: 'Invalid email or password',
  tooManyAttempts: messages.status[429],
  resetRequested: 'If an account exists for that address, we have sent a link to reset the password.',
  resetInvalid: 'This password reset link is not valid or has expired. Please request a new one.',
  passwordChanged: 'Your password has been changed. Please sign in with the new password.',
  emailConfirmed: 'Thank you: your e-mail address is confirmed.',
  emailAlreadyConfirmed: 'Your e-mail address is already confirmed.',
  verifyInvalid:
    'This confirmation link is not valid or has expired. Sign in and ask for a new link from your account menu.',
  verificationSent: 'We have sent a new link to your e-mail address. It works once, for 24 hours.',
  verificationCapped:
    'We have already sent you several links in the last hour. Please use the newest one, or ask again later.',
} as const;
