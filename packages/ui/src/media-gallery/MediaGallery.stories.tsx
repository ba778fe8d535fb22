import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { eventually } from '../test-support/eventually.js';
import { Button } from '../button/Button.js';
import braille from '../card/card-illustration.svg';
import { storyWords } from '../docs-support/story-language.js';
import wheelchair from '../hero/hero-illustration.svg';
import { Modal } from '../modal/Modal.js';
import { heard } from '../test-support/heard.js';
import { mediaGalleryGuidance } from './MediaGallery.guidance.js';
import { MediaGallery, type MediaGalleryItem, type MediaGalleryVideo } from './MediaGallery.js';
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

/** The photos as a Hindi page would describe them. */
const photosHi: MediaGalleryItem[] = [
  {
    kind: 'image',
    src: braille,
    alt: 'ब्रेल का एक पन्ना पढ़ता हुआ हाथ।',
    width: 480,
    height: 270,
    caption: 'दृष्टिहीन छात्रों के लिए ब्रेल साक्षरता की कक्षाएँ।',
  },
  {
    kind: 'image',
    src: wheelchair,
    alt: 'धूप वाले दिन कॉलेज की इमारत के सामने व्हीलचेयर का उपयोग करने वाला एक व्यक्ति।',
    width: 480,
    height: 360,
    caption: 'कॉलेज के पहले दिन, रास्ते में।',
  },
  {
    kind: 'image',
    src: braille,
    alt: 'मेज़ पर खुली एक ब्रेल किताब।',
    width: 480,
    height: 270,
    caption: 'ब्रेल में परीक्षा के पर्चे, जिन्हें स्वयंसेवकों ने तैयार किया।',
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

const videosHi: MediaGalleryItem[] = [
  {
    ...(videos[0] as MediaGalleryVideo),
    title: 'साथ काम करने का एक साल',
    description: 'पहले साल के बारे में एक छोटी फ़िल्म, कैप्शन के साथ।',
  },
  {
    ...(videos[1] as MediaGalleryVideo),
    title: 'खेल दिवस की झलकियाँ',
    description: 'व्हीलचेयर बास्केटबॉल और रिले दौड़, कैप्शन के साथ।',
  },
];

const photoLabels = { position: (number: number, total: number) => `Photo ${number} of ${total}` };
const photoLabelsHi = { position: (number: number, total: number) => `${total} में से फ़ोटो ${number}` };
const videoPositionHi = (number: number, total: number) => `${total} में से वीडियो ${number}`;

const meta = {
  title: 'Page/MediaGallery',
  component: MediaGallery,
  args: { items: photos, label: 'Photo gallery', labels: photoLabels, onIndexChange: fn() },
  parameters: {
    hindi: { args: { items: photosHi, label: 'फ़ोटो गैलरी', labels: photoLabelsHi } },
    docs: {
      description: {
        component:
          'Photos and videos, one at a time or all at once in a grid. Each item is a `<figure>` with a ' +
          '`<figcaption>`; pictures need real `alt` text and width and height. Videos play in the browser’s own ' +
          '`<video controls>` with a `<track kind="captions" default>`. Previous and Next are real buttons; at either ' +
          'end they stay focusable with `aria-disabled`, so focus is never lost, and the position ("Photo 2 of 6") ' +
          'is a polite live region that also says the new caption. Left and Right arrow keys also move, except inside a video, whose own controls ' +
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
  parameters: { transcript: true },
  play: async ({ canvas, canvasElement, args }) => {
    const next = canvas.getByRole('button', { name: 'Next' });
    const previous = canvas.getByRole('button', { name: 'Previous' });
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Photo 1 of 3');
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    // Read the first photo, move with Next and the arrow keys, then choose one in the grid.
    await heard.readToEnd('read the gallery');
    await heard.act('Tab to Next and press Enter', async () => {
      next.focus();
      await userEvent.keyboard('{Enter}');
    });
    // The position and the new photo's caption: a blind visitor hears which photo came.
    await expect(status).toHaveTextContent('Photo 2 of 3. On the way to the first day of college.');
    await expect(next).toHaveFocus();
    await expect(canvas.getByRole('img')).toHaveAccessibleName(
      'A person using a wheelchair in front of a college building on a sunny day.',
    );
    await expect(args.onIndexChange).toHaveBeenCalledWith(1);
    await heard.act('press the Right arrow', () => userEvent.keyboard('{ArrowRight}'));
    await expect(status).toHaveTextContent('Photo 3 of 3');
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    const allAtOnce = canvas.getByRole('button', { name: 'All at once' });
    await heard.act("Shift+Tab to 'All at once' and press Enter", async () => {
      allAtOnce.focus();
      await userEvent.keyboard('{Enter}');
    });
    await expect(allAtOnce).toHaveAttribute('aria-pressed', 'true');
    await heard.act('Tab', () => userEvent.tab());
    await expect(canvas.getByRole('button', { name: /^Show larger: Photo 1 of 3/ })).toHaveFocus();
    // The gallery moves focus to the chosen item on the next frame.
    await heard.act('press Enter', () => userEvent.keyboard('{Enter}'), {
      until: () => canvasElement.ownerDocument.activeElement?.tagName === 'FIGURE',
    });
    await expect(canvas.getByRole('figure')).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent('Photo 1 of 3');
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
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'All at once' })).toHaveAttribute('aria-pressed', 'true');
    const items = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    // The gallery moves focus on the next frame, so the click waits for it.
    await heard.act(
      'click Show larger',
      () => userEvent.click(canvas.getByRole('button', { name: /^Show larger: Photo 2 of 3/ })),
      { until: () => canvasElement.ownerDocument.activeElement?.tagName === 'FIGURE' },
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Photo 2 of 3');
    await expect(canvas.getByRole('figure')).toHaveFocus();
  },
};

export const Videos: Story = {
  args: {
    items: videos,
    label: 'Video gallery',
    labels: { position: (number, total) => `Video ${number} of ${total}` },
  },
  parameters: {
    hindi: { args: { items: videosHi, label: 'वीडियो गैलरी', labels: { position: videoPositionHi } } },
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

const silentFilmHi: MediaGalleryItem = {
  ...silentFilm,
  title: 'कॉलेज के रास्ते पर',
  description: '10 सेकंड की एक छोटी फ़िल्म। इसमें आवाज़ नहीं है: नीचे दिया लिखित विवरण बताता है कि क्या दिखता है।',
};

const transcriptLabelHi = 'लिखित विवरण पढ़ें';

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
  parameters: {
    transcript: true,
    hindi: {
      args: {
        items: [
          {
            ...silentFilmHi,
            transcript: (
              <>
                <p>दो दृश्यों की एक मूक फ़िल्म, 10 सेकंड लंबी। इसमें कोई आवाज़ नहीं है: न बोली, न संगीत।</p>
                <p>
                  दृश्य 1: व्हीलचेयर का उपयोग करने वाली एक छात्रा कॉलेज की इमारत के रैंप पर चढ़ती है। कैप्शन: “कॉलेज का पहला
                  दिन।”
                </p>
                <p>दृश्य 2: वह लेक्चर हॉल में अपने सहपाठियों के पास जाती है। कैप्शन: “अंदर तक, कहीं सीढ़ी नहीं।”</p>
              </>
            ),
          },
        ],
        label: 'वीडियो गैलरी',
        labels: { transcript: transcriptLabelHi },
      },
    },
  },
  play: async ({ canvas, canvasElement, userEvent: user }) => {
    // The film says it has no sound, and its transcript is one button away.
    const film = canvasElement.querySelector('video') as HTMLVideoElement;
    await expect(film).toHaveAccessibleDescription(/It has no sound/);
    const toggle = canvas.getByRole('button', { name: 'Read the transcript' });
    await heard.readToEnd('read the gallery');
    await heard.act('Tab to the player', () => film.focus());
    // The browser's own player controls take the next Tabs; the transcript button comes after them.
    await heard.act("Tab on to 'Read the transcript'", () => toggle.focus());
    await heard.act('press Enter', () => user.keyboard('{Enter}'), {
      until: () => toggle.getAttribute('aria-expanded') === 'true',
    });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/Scene 2: she joins her classmates/)).toBeVisible();
    await heard.readToEnd('read on to the end');
  },
};

/** Don't: a silent film with captions only; screen readers do not read captions, so it says nothing to them. */
export const DontVideoWithoutTranscript: Story = {
  args: {
    items: [{ ...silentFilm, description: 'A short film about the first day of college, with captions.' }],
    label: 'Video gallery',
  },
  parameters: {
    hindi: {
      args: {
        items: [{ ...silentFilmHi, description: 'कॉलेज के पहले दिन के बारे में एक छोटी फ़िल्म, कैप्शन के साथ।' }],
        label: 'वीडियो गैलरी',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /transcript/i })).toBeNull();
  },
};

export const SingleItem: Story = {
  name: 'A single item',
  args: { items: photos.slice(0, 1) },
  parameters: { hindi: { args: { items: photosHi.slice(0, 1) } } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.getByText('Braille literacy classes for students who are blind.')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { items: [], labels: { empty: 'No photos have been added yet. Please check back soon.' } },
  parameters: {
    hindi: { args: { items: [], labels: { empty: 'अभी कोई फ़ोटो नहीं जोड़ी गई है। कृपया कुछ दिन बाद फिर देखें।' } } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No photos have been added yet. Please check back soon.')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

const column = { display: 'grid', gap: '2rem', alignContent: 'start' } as const;

/** The All states story's words: a Hindi page gives its own. */
const allStatesWords = {
  en: {
    photos,
    videos,
    silentFilm,
    oneAtATime: 'Photos, one at a time',
    empty: 'An empty gallery',
    allAtOnce: 'Photos, all at once',
    videosLabel: 'Videos',
    videoTranscript: 'Members of the foundation at work and at the anniversary convention.',
    position: (number: number, total: number) => `Video ${number} of ${total}`,
    transcript: 'Read the transcript',
    single: 'A single photo',
  },
  hi: {
    photos: photosHi,
    videos: videosHi,
    silentFilm: silentFilmHi,
    oneAtATime: 'फ़ोटो, एक-एक करके',
    empty: 'एक खाली गैलरी',
    allAtOnce: 'फ़ोटो, सभी एक साथ',
    videosLabel: 'वीडियो',
    videoTranscript: 'फ़ाउंडेशन के सदस्य, काम पर और वर्षगाँठ के सम्मेलन में।',
    position: videoPositionHi,
    transcript: transcriptLabelHi,
    single: 'केवल एक फ़ोटो',
  },
};

export const AllStates: Story = {
  name: 'All states',
  render: (args, context) => {
    const words = storyWords(context, allStatesWords);
    return (
      // Three columns side by side where there is room, so that the whole set is in one picture.
      <div
        style={{
          display: 'grid',
          gap: '2rem',
          gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 280px), 1fr))',
        }}
      >
        <div style={column}>
          <MediaGallery {...args} label={words.oneAtATime} />
          <MediaGallery {...args} label={words.empty} items={[]} />
        </div>
        <div style={column}>
          <MediaGallery
            {...args}
            label={words.allAtOnce}
            defaultView="grid"
            items={words.photos.slice(0, 2)}
          />
        </div>
        <div style={column}>
          <MediaGallery
            {...args}
            label={words.videosLabel}
            items={[
              { ...(words.videos[0] as MediaGalleryVideo), transcript: <p>{words.videoTranscript}</p> },
              words.silentFilm,
            ]}
            labels={{ position: words.position, transcript: words.transcript }}
          />
          <MediaGallery {...args} label={words.single} items={words.photos.slice(2)} />
        </div>
      </div>
    );
  },
  parameters: { pictures: { modes: ['dark', 'forced-colors', 'narrow'] } },
  play: async ({ canvas }) => {
    const galleries = canvas.getAllByRole('group', { name: /^(Photos|A single|Videos|An empty)/ });
    await expect(galleries).toHaveLength(5);
    await expect(canvas.getByText('There is nothing in this gallery yet.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Read the transcript' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

export const NarrowViewport: Story = {
  name: 'At 400% zoom (320 × 256)',
  globals: { viewport: { value: 'zoom400' } },
};

export const InModal: Story = {
  name: 'Inside a Modal',
  render: (args, context) => {
    const words = storyWords(context, {
      en: { title: 'Photo gallery', open: 'View photos' },
      hi: { title: 'फ़ोटो गैलरी', open: 'फ़ोटो देखें' },
    });
    return (
      <Modal title={words.title} size="lg" trigger={<Button>{words.open}</Button>}>
        <MediaGallery {...args} />
      </Modal>
    );
  },
  play: async ({ canvas, canvasElement }) => {
    const opener = canvas.getByRole('button', { name: 'View photos' });
    await userEvent.click(opener);
    const screen = within(canvasElement.ownerDocument.body);
    const dialog = await eventually(() => screen.getByRole('dialog', { name: 'Photo gallery' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Photo 2 of 3');
    // The dialog leaves with an animation, then gives focus back to its opener.
    await heard.act('press Escape', () => userEvent.keyboard('{Escape}'), {
      until: () => screen.queryByRole('dialog') === null && opener.ownerDocument.activeElement === opener,
    });
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(opener).toHaveFocus();
  },
};
