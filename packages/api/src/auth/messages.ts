import { messages } from '@inclusion/forms';

/** The server's words for these calls; the field rules' words come from the forms package. */
export const authMessages = {
  // The same for a new address and a taken one: the mail itself says which it was.
  signupReceived:
    'Thank you. We have sent a message to your e-mail address. Open it to confirm your address, then sign in.',
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
