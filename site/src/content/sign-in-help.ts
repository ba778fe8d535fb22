import { foundation } from '../config.js';

/**
 * The words of /sign-in: where the header's Sign In and Register lead when the page's script is not
 * running (switched off, blocked, or not loaded). It says plainly what needs JavaScript, what does
 * not, and how to turn scripts on or get help.
 */
export const signInHelp = {
  breadcrumbs: { home: 'Home' },
  title: 'Signing in and registering need JavaScript',
  lead:
    'Signing in and creating an account only work when JavaScript runs in your browser. When it is switched ' +
    'off or blocked, or the page’s script has not loaded, Sign In and Register lead here. Everything else on ' +
    'this site works without it, and you do not need an account for any of it.',
  /** Shown once the page's script is running: the same Sign In and Register the header has. */
  scripted: {
    message: 'JavaScript is running in this browser now, so you can sign in or create an account.',
    signIn: 'Sign In',
    register: 'Register',
  },
  works: {
    id: 'what-works',
    title: 'What works without JavaScript',
    intro:
      'Every form on the site: you can fill it in and send it, and you will see our thanks and your reference, ' +
      'or what to correct.',
    forms: [
      { label: 'Contact us, or the short contact form at the foot of many pages', to: '/contact' },
      { label: 'Subscribe to our newsletter', to: '/contact' },
      { label: 'Register as a volunteer', to: '/volunteer' },
      { label: 'Apply for an internship', to: '/intern' },
      { label: 'Make a donation', to: '/donate' },
      { label: 'Share your news with us', to: '/what-new' },
      { label: 'Propose a partnership', to: '/collaborate' },
      { label: 'Register for an event', to: '/events&campaigns' },
    ],
    more: 'Every page can be read, and the event details, photos with their captions and the film’s transcript each have a page of their own.',
  },
  needs: {
    id: 'what-needs-javascript',
    title: 'What needs JavaScript',
    items: [
      'Signing in and signing out',
      'Creating an account',
      'Asking for a new password, and choosing it from the link we send',
    ],
    why: 'Your account stays signed in through the page’s script in this browser, not through a cookie, so there is no way to sign in without it.',
  },
  turnOn: {
    id: 'turn-on-javascript',
    title: 'How to turn JavaScript on',
    steps: [
      'In your browser’s settings, open Privacy and security, then Site settings (or Content settings), then JavaScript, and allow it, or allow it for this site only.',
      'If you use an add-on that blocks scripts, allow this site in it.',
      'If JavaScript is already on, the page’s script may not have loaded on a slow or interrupted connection: reload this page, then choose Sign In or Register again.',
    ],
  },
  help: {
    id: 'get-help',
    title: 'Get help',
    intro:
      'If you cannot turn JavaScript on, or signing in does not work, tell us what you wanted to do and we will help.',
    emailLabel: 'Email:',
    phoneLabel: 'Phone:',
    email: foundation.email,
    phone: foundation.phone,
    phoneHref: foundation.phoneHref,
  },
} as const;
