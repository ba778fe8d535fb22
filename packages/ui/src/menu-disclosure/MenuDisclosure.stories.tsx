import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ButtonLink } from '../button/Button.js';
import { storyWords } from '../docs-support/story-language.js';
import { heard } from '../test-support/heard.js';
import { MenuDisclosure } from './MenuDisclosure.js';
import { menuDisclosureGuidance } from './MenuDisclosure.guidance.js';

const pages = [
  ['Home', '/'],
  ['About', '/about'],
  ['Projects', '/projects'],
  ['Donate', '/donate'],
  ['Gallery', '/gallery-page'],
  ["What's New", '/what-new'],
  ['Contact', '/contact'],
  ['Collaborate', '/collaborate'],
  ['Events & Campaigns', '/events&campaigns'],
  ['Volunteer', '/volunteer'],
  ['Internship', '/intern'],
] as const;

/** The same pages as the Hindi site names them. */
const pagesHi = [
  ['होम पेज', '/'],
  ['हमारे बारे में', '/about'],
  ['परियोजनाएँ', '/projects'],
  ['दान करें', '/donate'],
  ['गैलरी', '/gallery-page'],
  ['नया क्या है', '/what-new'],
  ['संपर्क', '/contact'],
  ['साझेदारी', '/collaborate'],
  ['आयोजन', '/events&campaigns'],
  ['स्वयंसेवा', '/volunteer'],
  ['इंटर्नशिप', '/intern'],
] as const;

type NavNames = typeof pages | typeof pagesHi;

/** The navigation's name, as the site's header gives it. */
const mainLabel = { en: 'Main', hi: 'मुख्य' };

/**
 * The toggle is a native `<summary>`: browsers expose it as a button with its state, but Testing Library's
 * role table has no role for it, so the stories find it, and read its state from the details, in the DOM.
 */
const toggleIn = (canvasElement: HTMLElement, label = 'Menu') => {
  const summary = [...canvasElement.querySelectorAll<HTMLElement>('summary.ui-menu-disclosure__toggle')].find(
    (each) => each.textContent?.endsWith(label),
  );
  if (!summary) throw new Error(`No menu toggle labelled ${label}`);
  return summary;
};
const isOpen = (summary: HTMLElement) => (summary.parentElement as HTMLDetailsElement).open;

/**
 * Presses Enter on the focused toggle. Storybook's userEvent sends keys from script, which browsers never
 * act on, and it clicks for the Enter of buttons and links but not of a `<summary>`: the click that a real
 * Enter makes is sent here. MenuDisclosure.test.tsx presses the real Enter and Space.
 */
async function pressEnterOn(summary: HTMLElement) {
  await userEvent.keyboard('{Enter}');
  summary.click();
}

const NavLinks = ({ current = '/projects', names = pages }: { current?: string; names?: NavNames }) => (
  <ul>
    {names.map(([name, href]) => (
      <li key={href}>
        <a href={href} aria-current={href === current ? 'page' : undefined}>
          {name}
        </a>
      </li>
    ))}
  </ul>
);

const meta = {
  title: 'Page/MenuDisclosure',
  component: MenuDisclosure,
  args: { children: <NavLinks />, onOpenChange: fn() },
  render: (args, context) => (
    <nav aria-label={storyWords(context, mainLabel)}>
      <MenuDisclosure {...args} />
    </nav>
  ),
  parameters: {
    docs: {
      guidance: menuDisclosureGuidance,
      description: {
        component:
          "The header's menu on small screens: a native `<details>` whose `<summary>` is drawn as the outline " +
          'Button, so it opens and closes without JavaScript too; browsers expose the summary as a button, ' +
          "'collapsed' or 'expanded'. Put it inside `<nav aria-label=\"Main\">` and mark the current page with " +
          '`aria-current="page"` (drawn in bold with a bar, not by colour alone). Enter or Space toggles it; Escape, ' +
          'from the button or anywhere in the panel, closes it and puts focus back on the button. It is a ' +
          'disclosure, not a dialog: nothing is trapped, and tabbing out leaves it open. Following a link closes it ' +
          '(`closeOnNavigate`), unless the link is opened in a new tab. The ☰/× icon is hidden, and switched by CSS on ' +
          '`details[open]`; the visible label names the toggle. Every link is at least 44px tall.',
      },
    },
  },
} satisfies Meta<typeof MenuDisclosure>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The nav links in Hindi, given by each story rather than the meta: Storybook merges a story's
 * parameters into the meta's key by key, so a meta's element would lend its props to a story's own.
 */
const navLinksHi = { args: { children: <NavLinks names={pagesHi} /> } };

export const Closed: Story = {
  parameters: { transcript: true, hindi: navLinksHi },
  play: async ({ canvas, canvasElement }) => {
    const toggle = toggleIn(canvasElement);
    await expect(isOpen(toggle)).toBe(false);
    await expect(toggle).not.toHaveAttribute('aria-expanded');
    await expect(canvasElement.querySelector('.ui-menu-disclosure__panel')).not.toBeVisible();
    await expect(canvas.getByRole('link', { name: 'About', hidden: true })).not.toBeVisible();
    // Open with Enter, move through the links, close with Escape.
    await heard.readToEnd('read the page');
    await heard.act('Tab', () => userEvent.tab());
    await expect(toggle).toHaveFocus();
    await heard.act('press Enter', () => pressEnterOn(toggle));
    await expect(isOpen(toggle)).toBe(true);
    await expect(toggle).toHaveFocus();
    await heard.act('Tab', () => userEvent.tab());
    await heard.act('Tab', () => userEvent.tab());
    await heard.act('Tab', () => userEvent.tab());
    await expect(canvas.getByRole('link', { name: 'Projects' })).toHaveFocus();
    await heard.act('press Escape', () => userEvent.keyboard('{Escape}'));
    await expect(toggle).toHaveFocus();
    await expect(isOpen(toggle)).toBe(false);
    await heard.readToEnd('read on');
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  parameters: { hindi: navLinksHi },
  play: async ({ canvas, canvasElement }) => {
    await expect(isOpen(toggleIn(canvasElement))).toBe(true);
    await expect(canvas.getByRole('link', { name: 'About' })).toBeVisible();
  },
};

export const WithNavLinks: Story = {
  name: 'With the site’s nav links',
  args: { defaultOpen: true },
  parameters: { hindi: navLinksHi },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(11);
    await expect(canvas.getByRole('link', { name: 'Projects' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('link', { name: 'About' }));
    await expect(isOpen(toggleIn(canvasElement))).toBe(false);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Keyboard: Story = {
  name: 'Keyboard: Enter opens, Escape closes',
  parameters: { hindi: navLinksHi },
  play: async ({ canvas, canvasElement }) => {
    const toggle = toggleIn(canvasElement);
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    // Storybook's userEvent simulates keys in script, and a <summary> is activated only by a key the browser
    // itself sends: MenuDisclosure.test.tsx presses the real Enter and Space. Here it is clicked instead.
    await userEvent.click(toggle);
    await expect(isOpen(toggle)).toBe(true);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveFocus();
    await expect(isOpen(toggle)).toBe(false);
    await userEvent.click(toggle);
    await expect(isOpen(toggle)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await expect(isOpen(toggle)).toBe(false);
    await expect(toggle).toHaveFocus();
  },
};

export const TabOutLeavesItOpen: Story = {
  name: 'Keyboard: tabbing out leaves it open',
  args: { defaultOpen: true, children: <NavLinks current="/" /> },
  parameters: { hindi: { args: { children: <NavLinks current="/" names={pagesHi} /> } } },
  render: (args, context) => (
    <>
      <nav aria-label={storyWords(context, mainLabel)}>
        <MenuDisclosure {...args} />
      </nav>
      <p>
        <a href="#after">{storyWords(context, { en: 'After the menu', hi: 'मेन्यू के बाद' })}</a>
      </p>
    </>
  ),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    for (let step = 0; step < pages.length; step += 1) await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Internship' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'After the menu' })).toHaveFocus();
    await expect(isOpen(toggleIn(canvasElement))).toBe(true);
  },
};

export const KeepOpenOnNavigate: Story = {
  args: { defaultOpen: true, closeOnNavigate: false },
  parameters: { hindi: navLinksHi },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Gallery' }));
    await expect(isOpen(toggleIn(canvasElement))).toBe(true);
  },
};

const controlledWords: Record<'en' | 'hi', { main: string; open: string; closed: string; pages: NavNames }> =
  {
    en: { main: mainLabel.en, open: 'The menu is open.', closed: 'The menu is closed.', pages },
    hi: { main: mainLabel.hi, open: 'मेन्यू खुला है।', closed: 'मेन्यू बंद है।', pages: pagesHi },
  };

function ControlledMenu({
  words,
  ...args
}: Story['args'] & { words: (typeof controlledWords)['en' | 'hi'] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <p>{open ? words.open : words.closed}</p>
      <nav aria-label={words.main}>
        <MenuDisclosure {...args} open={open} onOpenChange={setOpen}>
          <NavLinks names={words.pages} />
        </MenuDisclosure>
      </nav>
    </>
  );
}

export const Controlled: Story = {
  render: (args, context) => <ControlledMenu {...args} words={storyWords(context, controlledWords)} />,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(toggleIn(canvasElement));
    await expect(canvas.getByText('The menu is open.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Home' })).toBeVisible();
  },
};

/** The All states story's words: a Hindi page gives its own. */
const allStatesWords = {
  en: {
    closed: 'Main, closed',
    open: 'Main, open',
    home: 'Home',
    about: 'About',
    projects: 'Projects',
    settings: 'Menu and accessibility settings',
    events: 'Events and campaigns, including the First Anniversary Convention',
    signIn: 'Sign In',
    register: 'Register',
  },
  hi: {
    closed: 'मुख्य, बंद',
    open: 'मुख्य, खुला',
    home: 'होम पेज',
    about: 'हमारे बारे में',
    projects: 'परियोजनाएँ',
    settings: 'मेन्यू और सुगम्यता सेटिंग',
    events: 'आयोजन और अभियान, पहली वर्षगाँठ के सम्मेलन समेत',
    signIn: 'साइन इन करें',
    register: 'पंजीकरण करें',
  },
};

export const LongContent: Story = {
  args: {
    defaultOpen: true,
    label: 'Menu and accessibility settings',
    children: (
      <ul>
        <li>
          <a href="/events&campaigns">Events and campaigns, including the First Anniversary Convention</a>
        </li>
        <li>
          <a href="/intern">Internships for students and recent graduates with disabilities</a>
        </li>
      </ul>
    ),
  },
  parameters: {
    hindi: {
      args: {
        label: allStatesWords.hi.settings,
        children: (
          <ul>
            <li>
              <a href="/events&campaigns">{allStatesWords.hi.events}</a>
            </li>
            <li>
              <a href="/intern">दिव्यांग छात्रों और हाल में पढ़ाई पूरी करने वालों के लिए इंटर्नशिप</a>
            </li>
          </ul>
        ),
      },
    },
  },
};

export const NarrowViewport: Story = {
  args: { defaultOpen: true },
  parameters: { hindi: navLinksHi },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const view = canvasElement.ownerDocument.documentElement;
    await expect(view.scrollWidth).toBeLessThanOrEqual(view.clientWidth);
    for (const link of canvas.getAllByRole('link')) {
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};

export const AllStates: Story = {
  name: 'All states',
  render: (args, context) => {
    const words = storyWords(context, allStatesWords);
    return (
      <>
        <nav aria-label={words.closed}>
          <MenuDisclosure {...args}>
            <ul>
              <li>
                <a href="/">{words.home}</a>
              </li>
              <li>
                <a href="/about">{words.about}</a>
              </li>
            </ul>
          </MenuDisclosure>
        </nav>
        <nav aria-label={words.open}>
          <MenuDisclosure {...args} defaultOpen label={words.settings}>
            <ul>
              <li>
                <a href="/">{words.home}</a>
              </li>
              <li>
                <a href="/projects" aria-current="page">
                  {words.projects}
                </a>
              </li>
              <li>
                <a href="/events&campaigns">{words.events}</a>
              </li>
            </ul>
            {/* Links drawn as buttons keep their button colours inside the menu. */}
            <ButtonLink href="/sign-in" variant="secondary" size="sm">
              {words.signIn}
            </ButtonLink>
            <ButtonLink href="/sign-in?register" size="sm">
              {words.register}
            </ButtonLink>
          </MenuDisclosure>
        </nav>
      </>
    );
  },
  parameters: { pictures: { modes: ['dark', 'forced-colors', 'narrow'] } },
  // Closed with focus on its toggle; open with the current page marked, a link that wraps, and links
  // drawn as buttons.
  play: async ({ canvas, canvasElement }) => {
    const closed = toggleIn(canvasElement);
    const open = toggleIn(canvasElement, 'Menu and accessibility settings');
    await expect([isOpen(closed), isOpen(open)]).toEqual([false, true]);
    const current = within(canvas.getByRole('navigation', { name: 'Main, open' })).getByRole('link', {
      name: 'Projects',
    });
    await expect(current).toHaveAttribute('aria-current', 'page');
    // A link drawn as a button keeps the button's text colour, not the menu's link colour.
    const menu = within(canvas.getByRole('navigation', { name: 'Main, open' }));
    const register = menu.getByRole('link', { name: 'Register' });
    const linkColour = getComputedStyle(menu.getByRole('link', { name: 'Home' })).color;
    await expect(getComputedStyle(register).color).not.toBe(linkColour);
    await expect(getComputedStyle(register).color).not.toBe(getComputedStyle(register).backgroundColor);
    await userEvent.tab();
    await expect(closed).toHaveFocus();
  },
};

// Do and don't (shown on the docs page, from MenuDisclosure.guidance.ts)

export const DontOutsideNav: Story = {
  name: "Don't: a menu outside a navigation landmark",
  args: { defaultOpen: true },
  render: (args) => <MenuDisclosure {...args} />,
  parameters: {
    docs: {
      description: {
        story:
          'The links work, but a screen-reader user who jumps by landmark (D in NVDA, the rotor in VoiceOver) never ' +
          'finds the site navigation. Put the menu inside `<nav aria-label="Main">`.',
      },
    },
    hindi: navLinksHi,
  },
};
