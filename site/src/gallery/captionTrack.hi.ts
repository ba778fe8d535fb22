import type { MediaGalleryVideo } from '@inclusion/ui';

/**
 * The Hindi captions of a film (captionTrack.en.ts): the `.hi.vtt` beside its English `.en.vtt`,
 * written from the Hindi transcript's captions (content/hi/gallery.ts), named in Hindi.
 */
export function captionTrack(captions: string): MediaGalleryVideo['captions'] {
  return { src: captions.replace(/\.en\.vtt$/, '.hi.vtt'), srclang: 'hi', label: 'हिन्दी' };
}
