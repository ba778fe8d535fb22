import { foundation } from '../config.js';
/** The words of the e-mail confirmation page and of the account menu's reminder. */
export const emailVerificationText = {
  page: {
    title: 'Confirm your e-mail address',
    intro:
      'Press the button below to confirm that the e-mail address of your account is yours. Until you do, your account cannot see or change event registrations made with that address.',
    submitLabel: 'Confirm my e-mail address',
    busyLabel: 'Confirming...',
    successTitle: 'Your e-mail address is confirmed',
    successDetails:
      'When you are signed in, your account now shows the event registrations made with this address.',
    needsScripts: `Loading the button for your link. If it does not appear, this page needs JavaScript, which has not run in your browser: turn it on and open the link from the e-mail again, or write to us at ${foundation.email} and we will help you.`,
    missingToken:
      'This page needs the link from the e-mail we sent when you created your account: open the link from that e-mail. If it has expired, sign in and send yourself a new link from your account menu.',
    signInPrompt: 'To ask for a new link, sign in first.',
  },
  notice: {
    notConfirmed:
      'Your e-mail address is not confirmed yet. Open the link we sent to it: until then, your account cannot see or change event registrations made with this address.',
    resendLabel: 'Send the link again',
    busyLabel: 'Sending...',
    failed: 'The link could not be sent. Please try again.',
  },
} as const;
