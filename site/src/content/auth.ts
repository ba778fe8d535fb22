import { foundation } from '../config.js';
/** The words of the sign-in, register and password reset screens. */
export const authText = {
  signIn: {
    title: 'Sign in',
    description: 'Sign in with your e-mail address or user name.',
    labels: { email: 'Username or email', password: 'Password' },
    submitLabel: 'Sign In',
    switchPrompt: 'New here?',
    switchLabel: 'Create an account',
    shown: 'Now showing: Sign in.',
    done: 'You are signed in.',
  },
  register: {
    title: 'Create an account',
    description: 'All fields are required.',
    labels: {
      name: 'Username',
      email: 'Email',
      phoneNumber: 'Phone number',
      password: 'Password',
      confirmPassword: 'Confirm password',
    },
    nameHint:
      '3 to 50 letters, numbers, dots, hyphens or underscores. You can sign in with it or your e-mail.',
    passwordHint: 'At least 8 characters, with an uppercase letter, a lowercase letter and a number.',
    submitLabel: 'Register',
    switchPrompt: 'Already have an account?',
    switchLabel: 'Sign in instead',
    shown: 'Now showing: Create an account.',
    // The same words whether the address is new or has an account already: the mail says which.
    successTitle: 'Check your e-mail',
    sentTo: (email: string) =>
      `The message went to ${email}. If that address already has an account, the message says so and how to sign in.`,
    againLabel: 'Create another account',
  },
  forgot: {
    toggleLabel: 'Forgot your password?',
    labels: { email: 'Email' },
    title: 'Reset your password',
    intro:
      'Enter the e-mail address of your account. If it has one, we will send a link to choose a new password. The link works once, for one hour.',
    submitLabel: 'Send reset link',
    successTitle: 'Check your e-mail',
    againLabel: 'Send another link',
  },
  reset: {
    title: 'Choose a new password',
    labels: { password: 'New password', confirmPassword: 'Confirm new password' },
    intro: 'Choose a new password for your account. After saving it, sign in with it from the header.',
    submitLabel: 'Save new password',
    successTitle: 'Your password has been changed',
    successDetails: 'You can now sign in with your new password.',
    needsScripts: `Loading the form for your link. If it does not appear, this page needs JavaScript, which has not run in your browser: turn it on and open the link from the e-mail again, or write to us at ${foundation.email} and we will help you.`,
    missingToken:
      'This page needs the link from your password reset e-mail. Open the link from the e-mail, or ask for a new one from Sign in.',
  },
} as const;
