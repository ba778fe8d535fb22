import type { MediaGalleryImage, MediaGalleryVideo } from '@inclusion/ui';
import { films, galleryPhotos, galleryVideos } from '../content/gallery.js';
import { Paragraphs } from '../sections/Paragraphs.js';
// This build's language's captions: the Hindi build reads captionTrack.hi.ts.
import { captionTrack } from './captionTrack.en.js';

/**
 * The photos and films of the galleries, as the gallery dialogs (GalleryModals) and the galleries'
 * own pages (GalleryItemPage, where View leads without JavaScript) both show them.
 */
export const photoItems: MediaGalleryImage[] = galleryPhotos.map(({ image, caption }) => ({
  kind: 'image',
  src: image.src,
  srcSet: image.srcSet,
  alt: image.alt,
  width: image.width,
  height: image.height,
  caption,
}));

export const videoItems: MediaGalleryVideo[] = galleryVideos.map((video) => ({
  kind: 'video',
  src: video.src,
  type: 'video/webm',
  captions: captionTrack(video.captions),
  poster: video.poster.src,
  width: video.poster.width,
  height: video.poster.height,
  title: films[video.id].title,
  description: films[video.id].description,
  transcript: <Paragraphs texts={films[video.id].transcript} />,
}));
