import { picture } from './images.js';

/** The photo gallery: six pictures with their captions. */
export const galleryPhotos = [
  {
    image: picture(
      'gallery-1',
      'Illustration: students practise on computers with screen magnifiers in a training room.',
    ),
    caption: 'Technology training in Delhi: students learn screen readers and magnifiers.',
  },
  {
    image: picture('gallery-2', 'Illustration: two teams play wheelchair basketball in an indoor court.'),
    caption: 'Wheelchair basketball at our sports day.',
  },
  {
    image: picture(
      'gallery-3',
      'Illustration: a mentor and a student who is deaf talk in sign language over a stack of exam books.',
    ),
    caption: 'Mentoring for competitive exams, with sign language support.',
  },
  {
    image: picture(
      'gallery-4',
      'Illustration: women at a workshop table, one of them using a wheelchair, make baskets, pottery and other handcrafted products to sell.',
    ),
    caption: 'A livelihood workshop for women with disabilities.',
  },
  {
    image: picture(
      'gallery-5',
      'Illustration: a volunteer with a clipboard measures a ramp at a school entrance.',
    ),
    caption: 'An accessibility audit of a school entrance.',
  },
  {
    image: picture('gallery-6', 'Illustration: performers on stage, one of them using crutches, take a bow.'),
    caption: 'Our cultural evening: music and theatre by our members.',
  },
] as const;

/** The video gallery's files: each video ships with English captions. Their words are in `films` below. */
export const galleryVideos = [
  {
    id: 'one-year',
    src: '/media/one-year.webm',
    captions: '/media/one-year.en.vtt',
    poster: picture('video-one-year-poster', '', [16, 9]),
  },
] as const;

/**
 * The words of /gallery-page, of its photo and video galleries, and of each gallery's own page
 * (/gallery-page/photos, /gallery-page/videos), where View leads without JavaScript.
 */
export const galleryPage = {
  hero: {
    title: 'Media Gallery',
    lead:
      'Moments from our classrooms, workshops, sports days, cultural evenings and campaigns, shared with the ' +
      'consent of the people in them.',
    image: picture(
      'gallery-hero',
      'Illustration: a photographer frames a picture of a wheelchair basketball game.',
    ),
  },
  intro: {
    id: 'gallery-intro',
    title: 'Our work in pictures and film',
    paragraphs: [
      'Every picture here tells part of the story of persons with disabilities learning, working, competing and ' +
        'leading. Each photo has a written description and a caption, and every video has captions and a written transcript.',
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
        ? 'A short silent film about our first year of working together, with captions and a written transcript.'
        : `${galleryVideos.length} short films about our work.`,
    features: [
      'Captions and a written transcript for every video',
      'Player controls you can use with a keyboard',
    ],
    buttonLabel: 'View videos',
    modalTitle: 'Video Gallery',
    galleryLabel: 'Videos',
    position: (number: number, total: number) => `Video ${number} of ${total}`,
    grid: 'All videos',
    empty: 'There are no videos in the gallery yet. Please check back soon.',
    transcript: 'Read the transcript',
  },
  shared: {
    previous: 'Previous',
    next: 'Next',
    views: 'Show',
    single: 'One at a time',
    open: 'Show larger:',
    close: 'Close',
  },
  /** A gallery's own page: every photo with its caption, or each film with its transcript in full. */
  itemPage: {
    breadcrumbs: { home: 'Home', gallery: 'Media Gallery' },
    transcriptTitle: 'Transcript',
  },
} as const;

export type GalleryKind = 'photos' | 'videos';

/**
 * The words of each film, by its id in `galleryVideos`: its title, a description that says whether it
 * has sound, and a transcript: everything it shows, in order (its text alternative, WCAG 1.2.1).
 */
export const films = {
  'one-year': {
    title: 'One year of working together',
    description:
      'A short film about the foundation’s first year, 11 seconds long. It has no sound: its captions and the transcript below say what is shown.',
    transcript: [
      'One year of working together: a silent film of four illustrated scenes, about 11 seconds long. It has no sound: no speech, no music. Each scene has one caption, given here in quotation marks.',
      'Scene 1: members of the foundation, some using wheelchairs and white canes, celebrate on a stage under a banner and coloured bunting. Caption: “One year of working together: our members celebrate on stage.”',
      'Scene 2: in a training room, students practise on computers with screen magnifiers. Caption: “Students learned to use screen readers and magnifiers.”',
      'Scene 3: a mentor and a student who is deaf talk in sign language over a stack of exam books. Caption: “Mentors helped students prepare for exams, in sign language.”',
      'Scene 4: two teams play wheelchair basketball on an indoor court. Caption: “On sports day, two teams played wheelchair basketball.”',
    ],
  },
} as const satisfies Record<string, { title: string; description: string; transcript: readonly string[] }>;
