/** Who the foundation is and how to reach it: the one place the site reads these from. */
export const foundation = {
  name: 'Samarth Inclusion Foundation',
  shortName: 'Samarth',
  tagline: 'Empowerment, inclusion and independence for persons with disabilities',
  email: 'contact@samarthinclusion.org',
  phone: '+91 11 4567 8900',
  /** As dialled: digits and a leading plus, for tel: links. */
  phoneHref: 'tel:+911145678900',
  address: {
    lines: ['Plot 14, Institutional Area', 'Lodhi Road'],
    city: 'New Delhi',
    postalCode: '110003',
    country: 'India',
  },
  copyrightYear: 2025,
  /** The public address of the site, for canonical links, Open Graph and the sitemap. */
  siteUrl: 'https://samarthinclusion.org',
  social: [
    { name: 'Facebook', href: 'https://www.facebook.com/samarthinclusion' },
    { name: 'Instagram', href: 'https://www.instagram.com/samarthinclusion' },
    { name: 'LinkedIn', href: 'https://www.linkedin.com/company/samarthinclusion' },
    { name: 'YouTube', href: 'https://www.youtube.com/@samarthinclusion' },
  ],
} as const;
