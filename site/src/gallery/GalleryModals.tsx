import { Button, MediaGallery } from '@inclusion/ui';
import { Modal, ModalClose } from '@inclusion/ui/modal';
import type { RefObject } from 'react';
import { galleryPage, type GalleryKind } from '../content/gallery.js';
import { photoItems, videoItems } from './galleryItems.js';

const galleries = {
  photos: { text: galleryPage.photos, items: photoItems },
  videos: { text: galleryPage.videos, items: videoItems },
} as const;

export interface GalleryModalsProps {
  /** The gallery that is open, if any. */
  open: GalleryKind | null;
  onClose: () => void;
  /** The View link of each gallery: focus goes back to it when its modal closes. */
  openers: Record<GalleryKind, RefObject<HTMLElement | null>>;
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
