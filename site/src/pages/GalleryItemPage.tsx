import { Breadcrumbs, Container, Hero, Section } from '@inclusion/ui';
import { useId } from 'react';
import { useLocation } from 'react-router-dom';
import { routerLink } from '../app/routerLink.js';
import { galleryPage, type GalleryKind } from '../content/gallery.js';
import { photoItems, videoItems } from '../gallery/galleryItems.js';
import { galleryKindOf, type RoutePath } from '../routes.js';

const galleryRoute = '/gallery-page' satisfies RoutePath;
const words = galleryPage.itemPage;

/**
 * A gallery's own page, /gallery-page/photos or /gallery-page/videos: where its View link leads
 * without JavaScript (or in a new tab). Everything is on the page at once and needs no script: every
 * photo with its caption, or each film with its captions, its description and its whole transcript.
 * (The dialog shows one item at a time, with the transcript behind a button; both need the script.)
 */
export default function GalleryItemPage() {
  const { pathname } = useLocation();
  const kind: GalleryKind = galleryKindOf(pathname) ?? 'photos';
  const text = galleryPage[kind];

  return (
    <>
      <Container>
        <Breadcrumbs
          items={[
            { label: words.breadcrumbs.home, href: '/' },
            { label: words.breadcrumbs.gallery, href: galleryRoute },
          ]}
          renderLink={routerLink}
        />
      </Container>
      <Hero title={text.title} lead={text.description} />
      {kind === 'photos' ? <Photos /> : <Films />}
    </>
  );
}

function Photos() {
  const text = galleryPage.photos;
  return (
    <Section id="photos" title={text.grid} size="narrow">
      {photoItems.length === 0 ? <p>{text.empty}</p> : null}
      <div className="ui-media-gallery">
        {photoItems.map((photo, index) => (
          <figure key={photo.src} className="ui-media-gallery__figure">
            <img
              className="ui-media-gallery__media"
              src={photo.src}
              srcSet={photo.srcSet}
              sizes="(min-width: 48rem) 46rem, 100vw"
              alt={photo.alt}
              width={photo.width}
              height={photo.height}
              loading={index === 0 ? undefined : 'lazy'}
              decoding="async"
            />
            <figcaption className="ui-media-gallery__caption">{photo.caption}</figcaption>
          </figure>
        ))}
      </div>
    </Section>
  );
}

function Films() {
  const text = galleryPage.videos;
  if (videoItems.length === 0) {
    return (
      <Section id="videos" title={text.grid} size="narrow">
        <p>{text.empty}</p>
      </Section>
    );
  }
  return videoItems.map((film) => <Film key={film.src} film={film} />);
}

function Film({ film }: { film: (typeof videoItems)[number] }) {
  const id = `film${useId().replace(/:/g, '')}`;
  const ids = { title: `${id}-heading`, description: `${id}-description`, transcript: `${id}-transcript` };
  return (
    // The section's heading is the film's title, and names the video too.
    <Section id={id} title={film.title} size="narrow">
      <div className="ui-media-gallery">
        <figure className="ui-media-gallery__figure">
          <video
            className="ui-media-gallery__media"
            aria-labelledby={ids.title}
            aria-describedby={film.description ? ids.description : undefined}
            // The transcript is its text alternative (WCAG 1.2.1): right below, under its own heading.
            aria-details={film.transcript ? ids.transcript : undefined}
            controls
            preload="metadata"
            poster={film.poster}
            width={film.width}
            height={film.height}
          >
            <source src={film.src} type={film.type} />
            <track
              kind="captions"
              src={film.captions.src}
              srcLang={film.captions.srclang ?? 'en'}
              label={film.captions.label ?? 'English'}
              default
            />
          </video>
          {film.description ? (
            <figcaption id={ids.description} className="ui-media-gallery__caption">
              {film.description}
            </figcaption>
          ) : null}
        </figure>
        {film.transcript ? (
          <section id={ids.transcript} aria-labelledby={`${ids.transcript}-heading`}>
            <h3 id={`${ids.transcript}-heading`}>{words.transcriptTitle}</h3>
            <div className="ui-media-gallery__transcript-text">{film.transcript}</div>
          </section>
        ) : null}
      </div>
    </Section>
  );
}
