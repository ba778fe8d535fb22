import {
  forwardRef,
  type ForwardedRef,
  useId,
  useRef,
  useState,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { Button } from '../button/Button.js';
import { VisuallyHidden } from '../visually-hidden/VisuallyHidden.js';
import { fill, languageName } from '../locale/format.js';
import { useUiSection } from '../locale/context.js';
import { enMediaGallery } from '../locale/en.js';
import type { UiSection } from '../locale/context.js';

/** A picture in the gallery. */
export interface MediaGalleryImage {
  kind: 'image';
  src: string;
  srcSet?: string;
  /** Defaults to the gallery's width: the whole dialog or column it sits in. */
  sizes?: string;
  /** What the picture shows. Never put text in the picture. */
  alt: string;
  width: number;
  height: number;
  /** Shown under the picture in a `<figcaption>`. */
  caption: ReactNode;
}

/** A video in the gallery: always with a captions file (WCAG 1.2.2). */
export interface MediaGalleryVideo {
  kind: 'video';
  src: string;
  /** The MIME type, such as `video/webm`, when the file name does not make it clear. */
  type?: string;
  /** A WebVTT file of captions. */
  captions: { src: string; srclang?: string; label?: string };
  /** A still shown before the video plays. */
  poster?: string;
  width: number;
  height: number;
  /** The video's name, in the caption and on its button in the grid. */
  title: string;
  /**
   * Shown under the title in the `<figcaption>`, and read with the video (`aria-describedby`). Say
   * here whether it has sound: a silent film's captions are not read by screen readers.
   */
  description?: ReactNode;
  /**
   * Everything the video shows and says, in words: its text alternative (WCAG 1.2.1 for a video
   * without sound, 1.2.3 with). Shown behind a Transcript button right under the video, which the
   * video names in its description too.
   */
  transcript?: ReactNode;
}

export type MediaGalleryItem = MediaGalleryImage | MediaGalleryVideo;

export type MediaGalleryView = 'single' | 'grid';

export interface MediaGalleryLabels {
  previous: string;
  next: string;
  /** The position, such as 'Photo 2 of 6'. */
  position: (number: number, total: number) => string;
  /** The view switch's group name, and its two buttons. */
  views: string;
  single: string;
  grid: string;
  /** Read before an item's name on its button in the grid, such as 'Show larger:'. */
  open: string;
  /** The button that shows and hides a video's transcript. */
  transcript: string;
  /** Shown when there is nothing in the gallery. */
  empty: ReactNode;
}

export interface MediaGalleryProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  items: readonly MediaGalleryItem[];
  /** Names the gallery (a group), such as 'Photo gallery'. Or pass `aria-labelledby`. */
  label?: string;
  /** One item at a time with Previous and Next (the default), or all of them in a grid. */
  defaultView?: MediaGalleryView;
  /** The item shown first in the single view. */
  defaultIndex?: number;
  onIndexChange?: (index: number) => void;
  /** The words of the controls, over the `UiLocaleProvider`'s ('Item 2 of 6' in English). */
  labels?: Partial<MediaGalleryLabels>;
}

/** The labels of a language's table. */
function galleryLabels(strings: UiSection<'mediaGallery'>): MediaGalleryLabels {
  const words = strings.mediaGallery;
  return { ...words, position: (number, total) => fill(strings, words.position, { number, total }) };
}

/** Arrow keys in these belong to the control itself (a video seeks with them). */
const ownsArrowKeys = (target: EventTarget) =>
  target instanceof Element &&
  target.closest('video, audio, input, select, textarea, [role="slider"]') !== null;

interface ItemMediaProps {
  item: MediaGalleryItem;
  lazy: boolean;
  sizes: string;
  /** The ids of the video's title, description and transcript. */
  ids?: { title: string; description: string | undefined; transcript: string | undefined };
}

function ItemMedia({ item, lazy, sizes, ids }: ItemMediaProps) {
  const strings = useUiSection('mediaGallery', enMediaGallery);
  if (item.kind === 'image') {
    return (
      <img
        className="ui-media-gallery__media"
        src={item.src}
        srcSet={item.srcSet}
        sizes={item.srcSet ? (item.sizes ?? sizes) : undefined}
        alt={item.alt}
        width={item.width}
        height={item.height}
        loading={lazy ? 'lazy' : undefined}
        decoding="async"
      />
    );
  }
  return (
    <video
      className="ui-media-gallery__media"
      aria-labelledby={ids?.title}
      aria-describedby={ids?.description}
      // The transcript is its extended text alternative: screen readers that support aria-details say
      // 'has details' and go to it; describing the video by it would read it all on every visit.
      aria-details={ids?.transcript}
      controls
      preload="metadata"
      poster={item.poster}
      width={item.width}
      height={item.height}
    >
      <source src={item.src} type={item.type} />
      <track
        kind="captions"
        src={item.captions.src}
        srcLang={item.captions.srclang ?? 'en'}
        label={item.captions.label ?? languageName(strings, item.captions.srclang ?? 'en')}
        default
      />
    </video>
  );
}

interface CaptionProps {
  item: MediaGalleryItem;
  id?: string;
  ids?: { title: string; description: string | undefined };
}

function Caption({ item, id, ids }: CaptionProps) {
  if (item.kind === 'image')
    return (
      <figcaption id={id} className="ui-media-gallery__caption">
        {item.caption}
      </figcaption>
    );
  return (
    <figcaption id={id} className="ui-media-gallery__caption">
      <strong id={ids?.title} className="ui-media-gallery__title">
        {item.title}
      </strong>
      {item.description ? (
        <span id={ids?.description} className="ui-media-gallery__description">
          {item.description}
        </span>
      ) : null}
    </figcaption>
  );
}

/**
 * A video's transcript behind a disclosure button (not a `<details>`: its summary is announced
 * differently by each screen reader, and a button with `aria-expanded` is read the same by all).
 * The panel stays in the DOM while hidden, so the video's `aria-describedby` can point at it.
 */
function Transcript({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="ui-media-gallery__transcript">
      <Button
        variant="outline"
        size="sm"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {label}
      </Button>
      <div id={id} className="ui-media-gallery__transcript-text" hidden={!open}>
        {children}
      </div>
    </div>
  );
}

/**
 * What the live region says after a move: the position, then which item came. One piece of text where
 * the caption is text, so it changes as one node and is announced once.
 */
const announcementOf = (position: string, caption: ReactNode) =>
  typeof caption === 'string' ? (
    `${position}. ${caption}`
  ) : (
    <>
      {`${position}. `}
      {caption}
    </>
  );

/**
 * Photos and videos, one at a time with Previous and Next, or all at once in a grid. The position
 * ('Photo 2 of 6') is a polite live region; Previous and Next stay focusable at either end (with
 * `aria-disabled`), so focus is never lost; Left and Right arrow keys move too, except inside a video.
 * Choosing an item in the grid shows it alone and moves focus to it.
 */
export const MediaGallery = /* @__PURE__ */ forwardRef(function MediaGallery(
  {
    items,
    label,
    defaultView = 'single',
    defaultIndex = 0,
    onIndexChange,
    labels: labelOverrides,
    className,
    ...props
  }: MediaGalleryProps,
  ref: ForwardedRef<HTMLDivElement>,
) {
  const strings = useUiSection('mediaGallery', enMediaGallery);
  const labels = { ...galleryLabels(strings), ...labelOverrides };
  const total = items.length;
  const [index, setIndex] = useState(() => Math.min(Math.max(defaultIndex, 0), Math.max(total - 1, 0)));
  const [view, setView] = useState<MediaGalleryView>(defaultView);
  const slide = useRef<HTMLElement>(null);
  const baseId = useId();
  const current = Math.min(index, Math.max(total - 1, 0));
  const item = items[current];
  const classes = ['ui-media-gallery', className].filter(Boolean).join(' ');

  const goTo = (next: number) => {
    if (next < 0 || next >= total || next === current) return;
    setIndex(next);
    onIndexChange?.(next);
  };

  if (!item) {
    return (
      <div ref={ref} role="group" aria-label={label} className={classes} {...props}>
        <p className="ui-media-gallery__empty">{labels.empty}</p>
      </div>
    );
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (view !== 'single' || ownsArrowKeys(event.target)) return;
    if (event.key === 'ArrowLeft') goTo(current - 1);
    else if (event.key === 'ArrowRight') goTo(current + 1);
    else return;
    event.preventDefault();
  };

  const showOne = (position: number) => {
    setIndex(position);
    if (position !== current) onIndexChange?.(position);
    setView('single');
    // The grid button that had focus is gone: the item it opened takes focus instead.
    requestAnimationFrame(() => slide.current?.focus());
  };

  const many = total > 1;
  // The video in the single view is named by its title, described by its description (which says
  // whether it has sound) and points at its transcript, so focus on the player says what it is.
  const videoIds =
    item.kind === 'video'
      ? {
          title: `${baseId}-title`,
          description: item.description ? `${baseId}-description` : undefined,
          transcript: item.transcript ? `${baseId}-transcript` : undefined,
        }
      : undefined;
  // The item shown alone takes focus when chosen in the grid: it is named by its position and its
  // caption ('Photo 4 of 6, A livelihood workshop…'), or a bare 'figure' would be all that is heard.
  const positionId = `${baseId}-position`;
  const captionId = `${baseId}-caption`;
  const sizes = '(min-width: 48rem) 46rem, 100vw';

  return (
    // The keys only move between items; every control stays a real button.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div ref={ref} role="group" aria-label={label} className={classes} onKeyDown={onKeyDown} {...props}>
      {many ? (
        <div className="ui-media-gallery__views" role="group" aria-label={labels.views}>
          <Button
            variant={view === 'single' ? 'secondary' : 'outline'}
            size="sm"
            aria-pressed={view === 'single'}
            onClick={() => setView('single')}
          >
            {labels.single}
          </Button>
          <Button
            variant={view === 'grid' ? 'secondary' : 'outline'}
            size="sm"
            aria-pressed={view === 'grid'}
            onClick={() => setView('grid')}
          >
            {labels.grid}
          </Button>
        </div>
      ) : null}

      {view === 'grid' && many ? (
        // Safari drops list semantics from a list drawn without bullets unless the role is explicit.
        // eslint-disable-next-line jsx-a11y/no-redundant-roles
        <ul className="ui-media-gallery__grid" role="list">
          {items.map((entry, position) => (
            <li key={position} className="ui-media-gallery__cell">
              <figure className="ui-media-gallery__figure">
                <button type="button" className="ui-media-gallery__open" onClick={() => showOne(position)}>
                  <VisuallyHidden>
                    {`${labels.open} ${labels.position(position + 1, total)}`}
                    {entry.kind === 'video' ? `, ${entry.title}` : null}
                  </VisuallyHidden>
                  {entry.kind === 'image' ? (
                    <img
                      className="ui-media-gallery__thumb"
                      src={entry.src}
                      srcSet={entry.srcSet}
                      sizes={entry.srcSet ? '(min-width: 48rem) 15rem, 50vw' : undefined}
                      alt={entry.alt}
                      width={entry.width}
                      height={entry.height}
                      loading="lazy"
                      decoding="async"
                    />
                  ) : entry.poster ? (
                    <img
                      className="ui-media-gallery__thumb"
                      src={entry.poster}
                      alt=""
                      width={entry.width}
                      height={entry.height}
                      loading="lazy"
                      decoding="async"
                    />
                  ) : (
                    <span
                      className="ui-media-gallery__thumb ui-media-gallery__thumb--video"
                      aria-hidden="true"
                    >
                      ▶
                    </span>
                  )}
                </button>
                <Caption item={entry} />
              </figure>
            </li>
          ))}
        </ul>
      ) : (
        <figure
          ref={slide}
          // Each item is new content: a video starts again from its beginning.
          key={current}
          aria-labelledby={[many && positionId, videoIds ? videoIds.title : captionId]
            .filter(Boolean)
            .join(' ')}
          className="ui-media-gallery__figure ui-media-gallery__slide"
          tabIndex={-1}
        >
          <ItemMedia item={item} lazy={false} sizes={sizes} ids={videoIds} />
          <Caption item={item} id={captionId} ids={videoIds} />
          {item.kind === 'video' && item.transcript ? (
            <Transcript id={`${baseId}-transcript`} label={labels.transcript}>
              {item.transcript}
            </Transcript>
          ) : null}
        </figure>
      )}

      {many && view === 'single' ? (
        <div className="ui-media-gallery__controls">
          <Button
            variant="outline"
            aria-disabled={current === 0}
            onClick={() => goTo(current - 1)}
            className="ui-media-gallery__step"
          >
            <span aria-hidden="true">←</span> {labels.previous}
          </Button>
          {/* Seen, and the figure's name; heard through the status below, which also says the caption. */}
          <p id={positionId} className="ui-media-gallery__position" aria-hidden="true">
            {labels.position(current + 1, total)}
          </p>
          <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
            {announcementOf(
              labels.position(current + 1, total),
              item.kind === 'video' ? item.title : item.caption,
            )}
          </VisuallyHidden>
          <Button
            variant="outline"
            aria-disabled={current === total - 1}
            onClick={() => goTo(current + 1)}
            className="ui-media-gallery__step"
          >
            {labels.next} <span aria-hidden="true">→</span>
          </Button>
        </div>
      ) : null}
    </div>
  );
});
