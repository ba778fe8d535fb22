import { Card, CardGrid, Hero, Section } from '@inclusion/ui';
import { lazy, Suspense, useRef, useState } from 'react';
import { DialogLink } from '../app/DialogLink.js';
import { galleryPage, type GalleryKind } from '../content/gallery.js';
import { galleryPath } from '../routes.js';
import { ContactSection } from '../sections/ContactSection.js';
import { Paragraphs } from '../sections/Paragraphs.js';

// The modals and the gallery load the first time a View button is used.
const loadGalleries = () => import('../gallery/GalleryModals.js');
const GalleryModals = lazy(loadGalleries);
/** Starts fetching as a pointer or focus reaches a View link, so the gallery opens at once. */
const warmGalleries = () => void loadGalleries().catch(() => undefined);

export default function GalleryPage() {
  const { hero, intro, collections, photos, videos } = galleryPage;
  const photoButton = useRef<HTMLAnchorElement>(null);
  const videoButton = useRef<HTMLAnchorElement>(null);
  const [open, setOpen] = useState<GalleryKind | null>(null);
  const [requested, setRequested] = useState(false);

  const show = (kind: GalleryKind) => {
    setRequested(true);
    setOpen(kind);
  };

  // Each View is a link to the gallery's own page (every photo with its caption, the film with its
  // transcript): where it goes without JavaScript or in a new tab. A plain click opens the dialog.
  const viewButton = (kind: GalleryKind, label: string, ref: typeof photoButton) => (
    <DialogLink
      ref={ref}
      href={galleryPath(kind)}
      onOpen={() => show(kind)}
      onPointerEnter={warmGalleries}
      onFocus={warmGalleries}
    >
      {label}
    </DialogLink>
  );

  return (
    <>
      <Hero title={hero.title} lead={hero.lead} image={hero.image} />
      <Section id={intro.id} title={intro.title} size="narrow">
        <Paragraphs texts={intro.paragraphs} />
      </Section>
      <Section id={collections.id} title={collections.title} tone="muted">
        <CardGrid>
          <Card
            title={photos.title}
            accent="blue"
            features={photos.features}
            actions={viewButton('photos', photos.buttonLabel, photoButton)}
          >
            {photos.description}
          </Card>
          <Card
            title={videos.title}
            accent="purple"
            features={videos.features}
            actions={viewButton('videos', videos.buttonLabel, videoButton)}
          >
            {videos.description}
          </Card>
        </CardGrid>
      </Section>
      {requested ? (
        <Suspense fallback={null}>
          <GalleryModals
            open={open}
            onClose={() => setOpen(null)}
            openers={{ photos: photoButton, videos: videoButton }}
          />
        </Suspense>
      ) : null}
      <ContactSection />
    </>
  );
}
