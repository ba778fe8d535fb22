import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType, ReactNode } from 'react';
import { expect, userEvent } from 'storybook/test';
import { Button, ButtonLink } from '../button/Button.js';
import { heard } from '../test-support/heard.js';
import illustration from './card-illustration.svg';
import { Card, CardGrid, type CardAccent, type CardProps } from './Card.js';
import { cardGuidance } from './Card.guidance.js';

const image = { src: illustration, alt: 'A hand reading a page of braille.', width: 480, height: 270 };

const Star = () => (
  <svg viewBox="0 0 24 24" focusable="false">
    <path fill="currentColor" d="M12 2l3 6.9 7.5.7-5.7 5 1.7 7.4L12 18.3 5.5 22l1.7-7.4-5.7-5 7.5-.7z" />
  </svg>
);

const accents: CardAccent[] = ['blue', 'purple', 'green', 'orange', 'red', 'pink', 'yellow', 'indigo'];

/** Every prop of both kinds of card, flattened: Storybook cannot infer args from the union of props. */
type CardArgs = Omit<CardProps, 'href' | 'linkLabel' | 'actions'> & {
  href?: string;
  linkLabel?: ReactNode;
  actions?: ReactNode;
};
const AnyCard = Card as ComponentType<CardArgs>;

const meta = {
  title: 'Page/Card',
  component: AnyCard,
  // Cards are h3 by default: they sit under a section's h2.
  decorators: [
    (Story) => (
      <>
        <h2>Our projects</h2>
        <Story />
      </>
    ),
  ],
  args: {
    title: 'Project Drishti',
    subtitle: 'Education',
    children: 'Braille textbooks, screen reader training and exam support for blind and low-vision students.',
  },
  argTypes: {
    accent: { control: 'select', options: [undefined, ...accents] },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
  },
  parameters: {
    docs: {
      guidance: cardGuidance,
      description: {
        component:
          'A project, programme or story under a heading (`h3` by default). With `href` the whole card is one link and ' +
          'one tab stop: the link is the title, stretched over the card, and the focus ring goes round the card. ' +
          'A linked card must hold no other links or buttons (the types forbid `actions` with `href`); its ' +
          '`linkLabel` ("Read more") is shown at the foot and added to the link\'s name. Unlinked cards may have ' +
          '`actions`. The image comes after the text in reading order but is drawn on top; its `alt` is required ' +
          '(`""` for decoration). The `accent` colour and the `icon` are decoration, hidden from assistive technology. ' +
          'Put several in a `CardGrid`: a list, one column on narrow screens.',
      },
    },
  },
} satisfies Meta<CardArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {
  parameters: { transcript: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Project Drishti' })).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
    await heard.readToEnd('read the page');
  },
};

export const WithImage: Story = {
  args: { image },
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: image.alt });
    const heading = canvas.getByRole('heading', { level: 3 });
    await expect(img.getBoundingClientRect().bottom).toBeLessThanOrEqual(heading.getBoundingClientRect().top);
  },
};

export const WithIconAndFeatures: Story = {
  args: {
    accent: 'purple',
    icon: <Star />,
    features: ['Braille and large-print books', 'Screen reader training', 'Scribes for exams'],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list')).toHaveTextContent(/Screen reader training/);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

export const Linked: Story = {
  args: { href: '#drishti', accent: 'blue', image: { ...image, alt: '' } },
  render: (args) => (
    <>
      <div style={{ maxWidth: '24rem' }}>
        <AnyCard {...args} />
      </div>
      <p>
        <a href="#all-projects">All projects</a>
      </p>
    </>
  ),
  parameters: { transcript: true },
  play: async ({ canvas, canvasElement }) => {
    const link = canvas.getByRole('link', { name: 'Project Drishti' });
    await heard.readToEnd('read the page');
    await heard.act('Tab', () => userEvent.tab());
    await expect(link).toHaveFocus();
    const card = getComputedStyle(canvasElement.querySelector('.ui-card') as HTMLElement);
    await expect(card.outlineStyle).toBe('solid');
    await expect(parseFloat(card.outlineWidth)).toBeGreaterThanOrEqual(3);
    const text = canvas.getByText(/Braille textbooks/).getBoundingClientRect();
    const hit = canvasElement.ownerDocument.elementFromPoint(text.left + 10, text.top + 10);
    await expect(hit).toBe(link);
    await heard.act('Tab', () => userEvent.tab());
    await expect(canvas.getByRole('link', { name: 'All projects' })).toHaveFocus();
  },
};

export const LinkedWithLinkLabel: Story = {
  args: { href: '#drishti', linkLabel: 'Read more', accent: 'green' },
  parameters: { transcript: true },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    const link = canvas.getByRole('link', { name: 'Project Drishti Read more' });
    await expect(link).toHaveAttribute('href', '#drishti');
    await expect(canvas.getByText('Read more')).toBeVisible();
    await heard.act('Tab', () => userEvent.tab());
    await expect(link).toHaveFocus();
  },
};

export const WithActions: Story = {
  args: {
    title: 'Career guidance workshop',
    subtitle: 'Saturday 14 June, Panaji',
    children: 'Mock interviews and CV clinics with employers who hire persons with disabilities.',
    accent: 'orange',
    actions: (
      <>
        <ButtonLink href="#register" size="sm">
          Register
        </ButtonLink>
        <Button variant="outline" size="sm">
          Add to calendar
        </Button>
      </>
    ),
  },
  parameters: { transcript: true },
  play: async ({ canvas }) => {
    await heard.readToEnd('read the page');
    await heard.act('Tab', () => userEvent.tab());
    await expect(canvas.getByRole('link', { name: 'Register' })).toHaveFocus();
    await heard.act('Tab', () => userEvent.tab());
    await expect(canvas.getByRole('button', { name: 'Add to calendar' })).toHaveFocus();
  },
};

export const Accents: Story = {
  name: 'Every accent, in a CardGrid',
  render: () => (
    <CardGrid>
      {accents.map((accent) => (
        <Card key={accent} title={`Accent ${accent}`} accent={accent} icon={<Star />} href={`#${accent}`}>
          A decorative stripe and icon tile.
        </Card>
      ))}
    </CardGrid>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(8);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Accent blue' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Accent purple' })).toHaveFocus();
  },
};

export const Grid: Story = {
  name: 'CardGrid with images',
  render: (args) => (
    <CardGrid aria-label="Projects">
      <AnyCard {...args} image={{ ...image, alt: '' }} href="#drishti" accent="blue" />
      <Card title="Project Kaam" subtitle="Employment" href="#kaam" accent="green">
        Job coaching and placements with inclusive employers.
      </Card>
      <Card title="Project Raasta" subtitle="Accessibility" href="#raasta" accent="red">
        Audits of buildings and transport, and follow-up with their owners.
      </Card>
    </CardGrid>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Projects' }).children).toHaveLength(3);
  },
};

export const LongContent: Story = {
  args: {
    title:
      'Inclusive sports and recreation programme for children and young adults with intellectual disabilities',
    subtitle: 'Sports, culture and recreation across North and South Goa',
    children:
      'Weekly football, swimming and dance sessions led by trained coaches, with transport for those who need it, and a yearly inter-school sports day that anyone can join.',
    features: [
      'Adapted equipment, including sports wheelchairs and audible balls',
      'Sessions in Konkani, Marathi, Hindi and English',
    ],
    href: '#sports',
    linkLabel: 'Read about the sports programme',
    accent: 'yellow',
  },
};

export const NarrowViewport: Story = {
  ...Grid,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const view = canvasElement.ownerDocument.documentElement;
    await expect(view.scrollWidth).toBeLessThanOrEqual(view.clientWidth);
    const [first, second] = canvas.getAllByRole('listitem').map((item) => item.getBoundingClientRect());
    await expect(second?.left).toBe(first?.left);
    await expect(second?.top).toBeGreaterThan(first?.bottom ?? Infinity);
  },
};

export const AllStates: Story = {
  name: 'All states',
  render: () => (
    // The padding keeps the focus ring, drawn outside the card, inside the picture.
    <div style={{ padding: '0.5rem' }}>
      <CardGrid aria-label="Every kind of card">
        <Card title="Linked, focused" subtitle="Education" href="#drishti" accent="blue" icon={<Star />}>
          Braille textbooks, screen reader training and exam support for blind and low-vision students.
        </Card>
        <Card title="Linked, with a link label" href="#kaam" linkLabel="Read more" accent="green">
          Job coaching and placements with inclusive employers.
        </Card>
        <Card title="Plain" subtitle="Accessibility">
          Audits of buildings and transport, and follow-up with their owners.
        </Card>
        <Card title="With an image" subtitle="Education" image={image}>
          Braille and large-print books for every class, from the first to the twelfth.
        </Card>
        <Card
          title="With an icon and features"
          accent="purple"
          icon={<Star />}
          features={['Braille and large-print books', 'Screen reader training', 'Scribes for exams']}
        >
          Support for blind and low-vision students.
        </Card>
        <Card
          title="With actions"
          subtitle="Saturday 14 June, Panaji"
          accent="orange"
          actions={
            <>
              <ButtonLink href="#register" size="sm">
                Register
              </ButtonLink>
              <Button variant="outline" size="sm">
                Add to calendar
              </Button>
            </>
          }
        >
          Mock interviews and CV clinics with employers who hire persons with disabilities.
        </Card>
        <Card
          title="Inclusive sports and recreation programme for children and young adults with intellectual disabilities"
          subtitle="A long title, subtitle and text"
          href="#sports"
          linkLabel="Read about the sports programme"
          accent="yellow"
          features={['Adapted equipment, including sports wheelchairs and audible balls']}
        >
          Weekly football, swimming and dance sessions led by trained coaches, with transport for those who
          need it.
        </Card>
      </CardGrid>
    </div>
  ),
  parameters: { pictures: { modes: ['dark', 'forced-colors', 'narrow'] } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(7);
    await expect(canvas.getByRole('img', { name: image.alt })).toBeVisible();
    // The first card is photographed with its focus ring.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Linked, focused' })).toHaveFocus();
  },
};

// Do and don't (shown on the docs page, from Card.guidance.ts)

export const DontWrapInALink: Story = {
  name: "Don't: wrap the whole card in a link",
  render: (args) => (
    <a href="#drishti" style={{ display: 'block', maxWidth: '24rem', color: 'inherit' }}>
      <AnyCard {...args} />
    </a>
  ),
  parameters: {
    docs: {
      description: {
        story:
          'The link’s name becomes the whole card ("Project Drishti Education Braille textbooks, screen reader ' +
          'training..."), read in full in every links list, and the heading is buried inside a link. Pass `href`: ' +
          'the title is the link and the whole card is its click area.',
      },
    },
  },
};
