export interface RouteDefinition {
  path: string;
  /** The navigation's words for it. */
  label: string;
  /** The page's <title>, before the site's name. */
  title: string;
  description: string;
  /** The file under src/pages/ (without .tsx) whose default export is the page. */
  page: string;
}

/** The fourteen routes of the spec (section 2), in the header's order, then the policy pages. */
export const routes = [
  {
    path: '/',
    label: 'Home',
    title: 'Home',
    description:
      'We work with persons with disabilities for education, employment, assistive technology, healthcare, accessibility and advocacy.',
    page: 'HomePage',
  },
  {
    path: '/about',
    label: 'About',
    title: 'About us and our initiatives',
    description:
      'Who we are, our vision and mission, how we work, our leadership team and the initiatives we run with persons with disabilities.',
    page: 'AboutPage',
  },
  {
    path: '/projects',
    label: 'Projects',
    title: 'Projects',
    description:
      'Eight programme areas, from competitive exam preparation and technology training to sports, culture and awareness.',
    page: 'ProjectsPage',
  },
  {
    path: '/donate',
    label: 'Donate',
    title: 'Donate',
    description:
      'Support education, employment and assistive technology for persons with disabilities: one-time, monthly or by sponsoring a programme.',
    page: 'DonatePage',
  },
  {
    path: '/gallery-page',
    label: 'Gallery',
    title: 'Media gallery',
    description: 'Photos and videos from our programmes, workshops, events and campaigns.',
    page: 'GalleryPage',
  },
  {
    path: '/what-new',
    label: "What's New",
    title: "News and what's new",
    description: 'News from the foundation and its community, and a form to share your own news with us.',
    page: 'NewsPage',
  },
  {
    path: '/contact',
    label: 'Contact',
    title: 'Contact us',
    description:
      'Write to us with questions, suggestions, partnership ideas or a request for support. We reply within 24-48 hours.',
    page: 'ContactPage',
  },
  {
    path: '/collaborate',
    label: 'Collaborate',
    title: 'Collaborations and partnerships',
    description:
      'Partner with us as a company, NGO, government body or institution to widen opportunities for persons with disabilities.',
    page: 'CollaboratePage',
  },
  {
    path: '/events&campaigns',
    label: 'Events',
    title: 'Events and campaigns',
    description: 'Our upcoming events and campaigns, with free registration.',
    page: 'EventsPage',
  },
  {
    path: '/volunteer',
    label: 'Volunteer',
    title: 'Volunteer with us',
    description:
      'Give your time and skills as a mentor, advocate, content creator, event coordinator or researcher. Register as a volunteer.',
    page: 'VolunteerPage',
  },
  {
    path: '/intern',
    label: 'Internship',
    title: 'Internships',
    description:
      'Intern with us for at least four weeks in research, content, events, social media or assistive technology, with a certificate.',
    page: 'InternPage',
  },
  {
    path: '/privacy-policy',
    label: 'Privacy Policy',
    title: 'Privacy policy',
    description: 'How we use the information you give us, and how to reach us about it.',
    page: 'PrivacyPolicyPage',
  },
  {
    path: '/refund-policy',
    label: 'Refund Policy',
    title: 'Refund and cancellation policy',
    description: 'Our policy on refunds, cancellations and transfers of donations.',
    page: 'RefundPolicyPage',
  },
  {
    path: '/terms-conditions',
    label: 'Terms and Conditions',
    title: 'Terms and conditions',
    description: 'The terms of use of this website.',
    page: 'TermsPage',
  },
] as const satisfies readonly RouteDefinition[];

/**
 * Pages that exist but are not among the fourteen: the password reset and e-mail confirmation
 * links, and the 404 page. None is in the sitemap: they are opened from a mail.
 */
export const extraRoutes = {
  resetPassword: {
    path: '/reset-password',
    label: 'Reset password',
    title: 'Choose a new password',
    description: 'Choose a new password for your account.',
    page: 'ResetPasswordPage',
  },
  verifyEmail: {
    path: '/verify-email',
    label: 'Confirm e-mail address',
    title: 'Confirm your e-mail address',
    description: 'Confirm the e-mail address of your account.',
    page: 'VerifyEmailPage',
  },
  notFound: {
    path: '*',
    label: 'Page not found',
    title: 'Page not found',
    description: 'The page you asked for does not exist.',
    page: 'NotFoundPage',
  },
} as const satisfies Record<string, RouteDefinition>;

export type RoutePath = (typeof routes)[number]['path'];

export const headerRoutes: readonly RoutePath[] = [
  '/',
  '/about',
  '/projects',
  '/donate',
  '/gallery-page',
  '/what-new',
  '/contact',
  '/collaborate',
  '/events&campaigns',
  '/volunteer',
  '/intern',
];

export const footerRoutes: readonly RoutePath[] = [
  '/privacy-policy',
  '/terms-conditions',
  '/refund-policy',
  '/collaborate',
];

export const allRoutes: readonly RouteDefinition[] = [
  ...routes,
  extraRoutes.resetPassword,
  extraRoutes.verifyEmail,
  extraRoutes.notFound,
];

export function routeOf(path: string): RouteDefinition {
  return allRoutes.find((route) => route.path === path) ?? extraRoutes.notFound;
}

export const documentTitle = (route: RouteDefinition, siteName: string) => `${route.title} | ${siteName}`;
