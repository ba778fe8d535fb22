/** How long each form's thank-you view stays before the form comes back empty (spec sections 4 and 9), in ms. */
export const resetDelays = {
  contact: 5000,
  contactUs: 5000,
  news: 5000,
  newsletter: 4000,
  volunteer: 6000,
  internship: 6000,
  donation: 6000,
  partnership: 6000,
  /** The About page's Join form (sent to the volunteer endpoint): its Thank You view. */
  join: 3000,
} as const;
