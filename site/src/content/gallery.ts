import { galleryPhotos, galleryVideos, images } from './images.js';

/** The words of /gallery-page and of its photo and video galleries. */
export const galleryPage = {
  hero: {
    title: 'Media Gallery',
    lead:
      'Moments from our classrooms, workshops, sports days, cultural evenings and campaigns, shared with the ' +
      'consent of the people in them.',
    image: images.galleryHero,
  },
  intro: {
    id: 'gallery-intro',
    title: 'Our work in pictures and film',
    paragraphs: [
      'Every picture here tells part of the story of persons with disabilities learning, working, competing and ' +
        'leading. Each photo has a written description and a caption, and every video has captions.',
      'Open a gallery to see one item at a time with Previous and Next, or all of them at once. The arrow keys ' +
        'also move between items.',
    ],
  },
  collections: {
    id: 'galleries',
    title: 'Browse the galleries',
  },
  photos: {
    title: 'Photo Gallery',
    description: `${galleryPhotos.length} photos from training sessions, mentoring, livelihood workshops, accessibility audits, sports and culture.`,
    features: ['A written description of every photo', 'Captions under each picture'],
    buttonLabel: 'View photos',
    modalTitle: 'Photo Gallery',
    galleryLabel: 'Photos',
    position: (number: number, total: number) => `Photo ${number} of ${total}`,
    grid: 'All photos',
    empty: 'There are no photos in the gallery yet. Please check back soon.',
  },
  videos: {
    title: 'Video Gallery',
    description:
      galleryVideos.length === 1
        ? 'A short film about our first year of working together.'
        : `${galleryVideos.length} short films about our work.`,
    features: ['Captions on every video', 'Player controls you can use with a keyboard'],
    buttonLabel: 'View videos',
    modalTitle: 'Video Gallery',
    galleryLabel: 'Videos',
    position: (number: number, total: number) => `Video ${number} of ${total}`,
    grid: 'All videos',
    empty: 'There are no videos in the gallery yet. Please check back soon.',
  },
  shared: {
    previous: 'Previous',
    next: 'Next',
    views: 'Show',
    single: 'One at a time',
    open: 'Show larger:',
    close: 'Close',
  },
} as const;

export type GalleryKind = 'photos' | 'videos';
