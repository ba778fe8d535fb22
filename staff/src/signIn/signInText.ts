/** The words of the inbox's sign-in dialog and its password reset request. */
export const signInText = {
  title: 'Sign in',
  description: 'Sign in with the e-mail address or user name of your staff account.',
  labels: { email: 'Username or email', password: 'Password' },
  submitLabel: 'Sign In',
  done: 'You are signed in.',
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
} as const;
