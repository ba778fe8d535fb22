import type { MediaGalleryVideo } from '@inclusion/ui';

/**
 * The captions track a film offers on this language's pages, shown by default. The Hindi build reads
 * captionTrack.hi.ts instead (scripts/site-language.mjs), so each page names one language's track.
 */
export function captionTrack(captions: string): MediaGalleryVideo['captions'] {
  return { src: captions, srclang: 'en', label: 'English' };
}
