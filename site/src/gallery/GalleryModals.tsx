import { Button, MediaGallery, type MediaGalleryItem } from '@inclusion/ui';
import { Modal, ModalClose } from '@inclusion/ui/modal';
import type { RefObject } from 'react';
import { films, galleryPage, type GalleryKind } from '../content/gallery.js';
import { galleryPhotos, galleryVideos } from '../content/images.js';
import { Paragraphs } from '../sections/Paragraphs.js';

const photoItems: MediaGalleryItem[] = galleryPhotos.map(({ image, caption }) => ({
  kind: 'image',
  src: image.src,
  srcSet: image.srcSet,
  alt: image.alt,
  width: image.width,
  height: image.height,
  caption,
}));

const videoItems: MediaGalleryItem[] = galleryVideos.map((video) => ({
  kind: 'video',
  src: video.src,
  type: 'video/webm',
  captions: { src: video.captions, srclang: 'en', label: 'English' },
  poster: video.poster.src,
  width: video.poster.width,
  height: video.poster.height,
  title: films[video.id].title,
  description: films[video.id].description,
  transcript: <Paragraphs texts={films[video.id].transcript} />,
}));

const galleries = {
  photos: { text: galleryPage.photos, items: photoItems },
  videos: { text: galleryPage.videos, items: videoItems },
} as const;

export interface GalleryModalsProps {
  /** The gallery that is open, if any. */
  open: GalleryKind | null;
  onClose: () => void;
  /** The View button of each gallery: focus goes back to it when its modal closes. */
  openers: Record<GalleryKind, RefObject<HTMLButtonElement | null>>;
}

/** The photo and video galleries, each in its own modal. Loaded the first time a View button is used. */
export default function GalleryModals({ open, onClose, openers }: GalleryModalsProps) {
  const shared = galleryPage.shared;
  return (
    <>
      {(Object.keys(galleries) as GalleryKind[]).map((kind) => {
        const { text, items } = galleries[kind];
        return (
          <Modal
            key={kind}
            open={open === kind}
            onOpenChange={(isOpen) => {
              if (!isOpen) onClose();
            }}
            title={text.modalTitle}
            size="lg"
            returnFocusRef={openers[kind]}
            footer={
              <ModalClose>
                <Button variant="outline">{shared.close}</Button>
              </ModalClose>
            }
          >
            <MediaGallery
              items={items}
              label={text.galleryLabel}
              labels={{
                previous: shared.previous,
                next: shared.next,
                position: text.position,
                views: shared.views,
                single: shared.single,
                grid: text.grid,
                open: shared.open,
                empty: text.empty,
                ...('transcript' in text ? { transcript: text.transcript } : {}),
              }}
            />
          </Modal>
        );
      })}
    </>
  );
}
