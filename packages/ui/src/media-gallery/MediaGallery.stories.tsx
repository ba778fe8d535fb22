import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/Button.js';
import braille from '../card/card-illustration.svg';
import wheelchair from '../hero/hero-illustration.svg';
import { Modal } from '../modal/Modal.js';
import { mediaGalleryGuidance } from './MediaGallery.guidance.js';
import { MediaGallery, type MediaGalleryItem } from './MediaGallery.js';
import captions from './sample-captions.vtt';
import video from './sample-video.webm';

const photos: MediaGalleryItem[] = [
  {
    kind: 'image',
    src: braille,
    alt: 'A hand reading a page of braille.',
    width: 480,
    height: 270,
    caption: 'Braille literacy classes for students who are blind.',
  },
  {
    kind: 'image',
    src: wheelchair,
    alt: 'A person using a wheelchair in front of a college building on a sunny day.',
    width: 480,
    height: 360,
    caption: 'On the way to the first day of college.',
  },
  {
    kind: 'image',
    src: braille,
    alt: 'An open braille book on a desk.',
    width: 480,
    height: 270,
    caption: 'Exam papers in braille, prepared by volunteers.',
  },
];

const videos: MediaGalleryItem[] = [
  {
    kind: 'video',
    src: video,
    type: 'video/webm',
    captions: { src: captions, srclang: 'en', label: 'English' },
    width: 320,
    height: 180,
    title: 'One year of working together',
    description: 'A short film about the first year, with captions.',
  },
  {
    kind: 'video',
    src: video,
    type: 'video/webm',
    captions: { src: captions },
    poster: wheelchair,
    width: 480,
    height: 360,
    title: 'Sports day highlights',
    description: 'Wheelchair basketball and relay races, with captions.',
  },
];

const photoLabels = { position: (number: number, total: number) => `Photo ${number} of ${total}` };

const meta = {
  title: 'Page/MediaGallery',
  component: MediaGallery,
  args: { items: photos, label: 'Photo gallery', labels: photoLabels, onIndexChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Photos and videos, one at a time or all at once in a grid. Each item is a `<figure>` with a ' +
          '`<figcaption>`; pictures need real `alt` text and width and height. Videos play in the browser’s own ' +
          '`<video controls>` with a `<track kind="captions" default>`. Previous and Next are real buttons; at either ' +
          'end they stay focusable with `aria-disabled`, so focus is never lost, and the position ("Photo 2 of 6") ' +
          'is a polite live region. Left and Right arrow keys also move, except inside a video, whose own controls ' +
          'use them. The view switch is a pair of toggle buttons (`aria-pressed`); choosing an item in the grid ' +
          'shows it alone and moves focus to it, named by its position and caption. A single item has no controls; an ' +
          'empty gallery says so. A video is named by its title and described by its description (say there whether ' +
          'it has sound), and its `transcript`, everything it shows and says in words, sits behind a button under ' +
          'it, pointed at by the video’s `aria-details`: a silent film’s captions are not read by screen readers.',
      },
      guidance: mediaGalleryGuidance,
    },
  },
} satisfies Meta<typeof MediaGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Photos: Story = {
  play: async ({ canvas, args }) => {
    const next = canvas.getByRole('button', { name: 'Next' });
    const previous = canvas.getByRole('button', { name: 'Previous' });
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Photo 1 of 3');
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(next);
    await expect(status).toHaveTextContent('Photo 2 of 3');
    await expect(next).toHaveFocus();
    await expect(canvas.getByRole('img')).toHaveAccessibleName(
      'A person using a wheelchair in front of a college building on a sunny day.',
    );
    await expect(args.onIndexChange).toHaveBeenCalledWith(1);
  },
};

export const Keyboard: Story = {
  name: 'Keyboard: Tab, Enter and arrow keys',
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(status).toHaveTextContent('Photo 2 of 3');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(status).toHaveTextContent('Photo 3 of 3');
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(status).toHaveTextContent('Photo 3 of 3');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(status).toHaveTextContent('Photo 2 of 3');
  },
};

export const Grid: Story = {
  name: 'Grid view',
  args: { defaultView: 'grid' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'All at once' })).toHaveAttribute('aria-pressed', 'true');
    const items = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: /^Show larger: Photo 2 of 3/ }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Photo 2 of 3');
    // The gallery moves focus on the next frame, so the check waits for it.
    await waitFor(() => expect(canvas.getByRole('figure')).toHaveFocus());
  },
};

export const Videos: Story = {
  args: {
    items: videos,
    label: 'Video gallery',
    labels: { position: (number, total) => `Video ${number} of ${total}` },
  },
  play: async ({ canvasElement, canvas }) => {
    const track = canvasElement.querySelector('video track');
    await expect(track).toHaveAttribute('kind', 'captions');
    await expect(track).toHaveAttribute('srclang', 'en');
    await expect(canvasElement.querySelector('video')).toHaveAttribute('controls');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Video 2 of 2');
    await expect(canvas.getByText('Sports day highlights')).toBeVisible();
  },
};

const silentFilm: MediaGalleryItem = {
  kind: 'video',
  src: video,
  type: 'video/webm',
  captions: { src: captions, srclang: 'en', label: 'English' },
  poster: wheelchair,
  width: 480,
  height: 360,
  title: 'On the way to college',
  description: 'A short film, 10 seconds long. It has no sound: the transcript below says what is shown.',
};

/** A video with its text alternative: a description that says it is silent, and a transcript. */
export const VideoWithTranscript: Story = {
  args: {
    items: [
      {
        ...silentFilm,
        transcript: (
          <>
            <p>A silent film of two scenes, 10 seconds long. It has no sound: no speech, no music.</p>
            <p>
              Scene 1: a student using a wheelchair rolls up the ramp of a college building. Caption: “The
              first day of college.”
            </p>
            <p>Scene 2: she joins her classmates in a lecture hall. Caption: “Step-free, all the way in.”</p>
          </>
        ),
      },
    ],
    label: 'Video gallery',
    labels: { transcript: 'Read the transcript' },
  },
  play: async ({ canvas, canvasElement, userEvent: user }) => {
    const film = canvasElement.querySelector('video');
    await expect(film).toHaveAccessibleDescription(/It has no sound/);
    const toggle = canvas.getByRole('button', { name: 'Read the transcript' });
    await user.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/Scene 2: she joins her classmates/)).toBeVisible();
  },
};

/** Don't: a silent film with captions only; screen readers do not read captions, so it says nothing to them. */
export const DontVideoWithoutTranscript: Story = {
  args: {
    items: [{ ...silentFilm, description: 'A short film about the first day of college, with captions.' }],
    label: 'Video gallery',
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /transcript/i })).toBeNull();
  },
};

export const SingleItem: Story = {
  name: 'A single item',
  args: { items: photos.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.getByText('Braille literacy classes for students who are blind.')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { items: [], labels: { empty: 'No photos have been added yet. Please check back soon.' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No photos have been added yet. Please check back soon.')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const NarrowViewport: Story = {
  name: 'At 400% zoom (320 × 256)',
  globals: { viewport: { value: 'zoom400' } },
};

export const InModal: Story = {
  name: 'Inside a Modal',
  render: (args) => (
    <Modal title="Photo gallery" size="lg" trigger={<Button>View photos</Button>}>
      <MediaGallery {...args} />
    </Modal>
  ),
  play: async ({ canvas, canvasElement }) => {
    const opener = canvas.getByRole('button', { name: 'View photos' });
    await userEvent.click(opener);
    const screen = within(canvasElement.ownerDocument.body);
    const dialog = await screen.findByRole('dialog', { name: 'Photo gallery' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Photo 2 of 3');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};
