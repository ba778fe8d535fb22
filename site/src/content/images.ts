/**
 * Every picture the site shows. The files live in site/public/images/ (made by scripts/make-images.mjs)
 * in three widths; `src` is the middle one.
 */
export interface SiteImage {
  src: string;
  srcSet: string;
  width: number;
  height: number;
  /** What the picture shows; '' when it is decoration only. */
  alt: string;
}

export const imageWidths = [480, 960, 1440] as const;

function picture(name: string, alt: string, ratio: [number, number] = [3, 2]): SiteImage {
  const [w, h] = ratio;
  return {
    src: `/images/${name}-960.webp`,
    srcSet: imageWidths.map((width) => `/images/${name}-${width}.webp ${width}w`).join(', '),
    width: 960,
    height: Math.round((960 * h) / w),
    alt,
  };
}

export const images = {
  homeHero: picture(
    'home-hero',
    'Illustration: a student using a wheelchair and a classmate with a white cane walk together towards a college building.',
  ),
  whoWeAre: picture(
    'who-we-are',
    'Illustration: volunteers and members of the foundation talking around a table, one of them signing.',
  ),
  aboutOverview: picture(
    'about-overview',
    'Illustration: a trainer shows a screen reader on a laptop to a group of young adults, one of them using a wheelchair.',
  ),
  projectsHero: picture(
    'projects-hero',
    'Illustration: people at work in a bright office, one using a wheelchair at an adjustable desk.',
  ),
  volunteerHero: picture(
    'volunteer-hero',
    'Illustration: a volunteer reads aloud to a student who is blind while another takes notes.',
  ),
  internHero: picture(
    'intern-hero',
    'Illustration: two interns review a report together at a desk with a laptop.',
  ),
  donateHero: picture(
    'donate-hero',
    'Illustration: hands passing a braille book and a hearing aid across a table.',
  ),
  contactOverview: picture(
    'contact-overview',
    'Illustration: a staff member answers a phone call at a help desk with a laptop open.',
  ),
  collaborateHero: picture(
    'collaborate-hero',
    'Illustration: representatives of a company, an NGO and a college, one of them using a wheelchair, shake hands around a table.',
  ),
  newsHero: picture(
    'news-hero',
    'Illustration: a community notice board with newspaper cuttings and event posters.',
  ),
  galleryHero: picture(
    'gallery-hero',
    'Illustration: a photographer frames a picture of a wheelchair basketball game.',
  ),
  eventsHero: picture(
    'events-hero',
    'Illustration: an audience, including a person using a wheelchair, listens to a speaker with a sign language interpreter beside her.',
  ),
} satisfies Record<string, SiteImage>;

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

/** The video gallery's files: each video ships with English captions. Their words are in gallery.ts. */
export const galleryVideos = [
  {
    id: 'one-year',
    src: '/media/one-year.webm',
    captions: '/media/one-year.en.vtt',
    poster: picture('video-one-year-poster', '', [16, 9]),
  },
] as const;

/** An event's banner, by the file name the events package gives. */
export function eventBanner(file: string, alt: string): SiteImage {
  return picture(`events/${file.replace(/\.webp$/, '')}`, alt, [16, 9]);
}

/** The picture shared on social sites (Open Graph), 1200×630. */
export const socialImage = { src: '/og-image.png', width: 1200, height: 630 } as const;
