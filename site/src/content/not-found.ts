export const notFoundPage = {
  title: 'We could not find that page',
  lead: 'The address may be mistyped, or the page may have moved. These links lead to the most visited parts of the site.',
  homeLabel: 'Go to the home page',
  linksTitle: 'Where would you like to go?',
  links: [
    { to: '/about', label: 'About the foundation' },
    { to: '/events&campaigns', label: 'Upcoming events and campaigns' },
    { to: '/volunteer', label: 'Volunteer with us' },
    { to: '/intern', label: 'Apply for an internship' },
    { to: '/donate', label: 'Donate' },
    { to: '/contact', label: 'Contact us' },
  ],
};
