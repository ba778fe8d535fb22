/** Who the foundation is, as the inbox names it in titles and messages. */
export const foundation = {
  name: 'Samarth Inclusion Foundation',
  email: 'contact@samarthinclusion.org',
} as const;
