import { picture } from './images.js';

/** The words of the News page (/what-new), in the order the page shows them. */
export const newsPage = {
  hero: {
    title: "What's New",
    lead: 'News from the foundation and from the community we work with: programmes, events, achievements and opportunities.',
    image: picture(
      'news-hero',
      'Illustration: a community notice board with newspaper cuttings and event posters.',
    ),
  },
  intro: {
    title: 'News from our community',
    paragraphs: [
      'We share news of our programmes and of the achievements of the persons with disabilities we work with, from exam results and new jobs to medals and performances. It reaches you through our newsletter, sent about once a month, and our social media channels, linked at the foot of every page.',
    ],
    /** The sentence that leads to the events and gallery pages. */
    links: {
      before: 'For upcoming events and free registration, see ',
      events: { to: '/events&campaigns', label: 'Events and Campaigns' },
      between: '. For photos and videos, visit our ',
      gallery: { to: '/gallery-page', label: 'media gallery' },
      after: '.',
    },
  },
  form: {
    title: 'Have News to Share?',
    intro:
      'Tell us about an achievement, an event, a new opportunity or an accessibility success story. Our team reviews every submission before anything is published, and may contact you by e-mail for details.',
    labels: { fullName: 'Full name', email: 'Email', newsUpdate: 'Your news' },
    hints: {
      newsUpdate:
        'What happened, who was involved, and when and where it took place. At least 10 characters.',
    },
    submitLabel: 'Submit News',
    againLabel: 'Share more news',
    successTitle: 'News received',
    successDetails: 'We publish news only after that review.',
  },
};
