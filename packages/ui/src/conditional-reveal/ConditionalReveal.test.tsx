import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cdp, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Checkbox } from '../checkbox/Checkbox.js';
import { CheckboxGroup } from '../checkbox-group/CheckboxGroup.js';
import { RadioGroup } from '../radio-group/RadioGroup.js';

function resolved(color: string) {
  const probe = document.createElement('span');
  probe.style.color = color;
  document.body.append(probe);
  const value = getComputedStyle(probe).color;
  probe.remove();
  return value;
}

const options = [
  {
    value: 'email',
    label: 'Email',
    conditional: (
      <label>
        Email address <input name="email" />
      </label>
    ),
  },
  {
    value: 'phone',
    label: 'Phone',
    conditional: (
      <label>
        Phone number <input name="phone" />
      </label>
    ),
  },
  { value: 'post', label: 'Post' },
];

const panelOf = (input: Element) =>
  document.getElementById(input.getAttribute('aria-controls') ?? '') as HTMLFieldSetElement | null;

let serverRoot: HTMLElement | undefined;
afterEach(() => {
  serverRoot?.remove();
  serverRoot = undefined;
});

describe('Conditional reveal', () => {
  it('ties each radio to its content by aria-controls, names it by the option, and leaves aria-expanded off radios', async () => {
    const screen = await render(
      <RadioGroup legend="Contact" name="contact" id="contact" options={options} />,
    );
    const email = screen.getByRole('radio', { name: 'Email' }).element();
    const post = screen.getByRole('radio', { name: 'Post' }).element();
    expect(email.getAttribute('aria-controls')).toBe('contact-conditional');
    expect(email.hasAttribute('aria-expanded')).toBe(false);
    expect(post.hasAttribute('aria-controls')).toBe(false);
    const panel = panelOf(email);
    expect(panel?.tagName).toBe('FIELDSET');
    expect(panel?.getAttribute('aria-labelledby')).toBe('contact-label');
    expect(document.getElementById('contact-label')?.textContent).toBe('Email');
    // Right after its option, so it is next in reading and Tab order.
    expect(panel?.parentElement).toBe(email.parentElement);
  });

  it('hides and disables the content of unchecked options, and shows it when checked', async () => {
    const screen = await render(<RadioGroup legend="Contact" name="contact" options={options} />);
    const email = screen.getByRole('radio', { name: 'Email' }).element();
    const phone = screen.getByRole('radio', { name: 'Phone' }).element();
    const emailPanel = panelOf(email);
    const phonePanel = panelOf(phone);
    expect(emailPanel?.hidden).toBe(true);
    expect(emailPanel?.disabled).toBe(true);
    await userEvent.click(email);
    await expect.element(screen.getByRole('group', { name: 'Email' })).toBeVisible();
    expect(emailPanel?.disabled).toBe(false);
    await userEvent.click(phone);
    await expect.poll(() => emailPanel?.hidden).toBe(true);
    expect(emailPanel?.disabled).toBe(true);
    expect(phonePanel?.hidden).toBe(false);
  });

  it('lets Tab go from the checked option into its content and never into hidden content', async () => {
    const screen = await render(
      <>
        <RadioGroup legend="Contact" name="contact" options={options} />
        <button type="button">After</button>
      </>,
    );
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(screen.getByRole('radio', { name: 'Phone' })).toBeChecked();
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('textbox', { name: 'Phone number' })).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  it('sends only what belongs to the checked option, and keeps what was typed under the others', async () => {
    const screen = await render(
      <form data-testid="form">
        <RadioGroup legend="Contact" name="contact" options={options} />
      </form>,
    );
    const form = screen.getByTestId('form').element() as HTMLFormElement;
    await userEvent.click(screen.getByRole('radio', { name: 'Email' }));
    await userEvent.fill(screen.getByRole('textbox', { name: 'Email address' }), 'asha@example.org');
    await userEvent.click(screen.getByRole('radio', { name: 'Phone' }));
    await userEvent.fill(screen.getByRole('textbox', { name: 'Phone number' }), '98765');
    expect(Object.fromEntries(new FormData(form))).toEqual({ contact: 'phone', phone: '98765' });
    await userEvent.click(screen.getByRole('radio', { name: 'Email' }));
    await expect
      .element(screen.getByRole('textbox', { name: 'Email address' }))
      .toHaveValue('asha@example.org');
    expect(Object.fromEntries(new FormData(form))).toEqual({ contact: 'email', email: 'asha@example.org' });
  });

  it('says expanded or collapsed on a checkbox, for each box on its own', async () => {
    const screen = await render(<CheckboxGroup legend="Contact" name="contact" options={options} />);
    const email = screen.getByRole('checkbox', { name: 'Email' });
    const phone = screen.getByRole('checkbox', { name: 'Phone' });
    await expect.element(email).toHaveAttribute('aria-expanded', 'false');
    await expect.element(screen.getByRole('checkbox', { name: 'Post' })).not.toHaveAttribute('aria-expanded');
    await userEvent.click(email);
    await userEvent.click(phone);
    await expect.element(email).toHaveAttribute('aria-expanded', 'true');
    await expect.element(phone).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(email);
    await expect.element(email).toHaveAttribute('aria-expanded', 'false');
    expect(panelOf(email.element())?.hidden).toBe(true);
    expect(panelOf(phone.element())?.hidden).toBe(false);
  });

  it('reveals under a single checkbox too', async () => {
    const screen = await render(
      <Checkbox
        label="Remind me"
        id="remind"
        conditional={<input aria-label="Mobile number" name="mobile" />}
      />,
    );
    const box = screen.getByRole('checkbox');
    await expect.element(box).toHaveAttribute('aria-controls', 'remind-conditional');
    await expect.element(box).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(box);
    await expect.element(box).toHaveAttribute('aria-expanded', 'true');
    await expect.element(screen.getByRole('group', { name: 'Remind me (optional)' })).toBeVisible();
  });

  it('follows form.reset()', async () => {
    const screen = await render(
      <form data-testid="form">
        <RadioGroup legend="Contact" name="contact" options={options} defaultValue="phone" />
      </form>,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Email' }));
    await expect.element(screen.getByRole('textbox', { name: 'Email address' })).toBeVisible();
    (screen.getByTestId('form').element() as HTMLFormElement).reset();
    await expect.element(screen.getByRole('textbox', { name: 'Phone number' })).toBeVisible();
    await expect.element(screen.getByRole('textbox', { name: 'Email address' })).not.toBeInTheDocument();
  });

  it('lays options one per row when one reveals content, even if asked for inline', async () => {
    const screen = await render(<RadioGroup legend="Contact" name="contact" options={options} inline />);
    expect(screen.getByRole('group', { name: 'Contact (optional)' }).element().className).not.toContain(
      'inline',
    );
  });

  it('keeps a CheckboxGroup’s value to its own boxes when a revealed question holds checkboxes', async () => {
    const onValueChange = vi.fn();
    const nested = [
      {
        value: 'other',
        label: 'Other',
        conditional: (
          <CheckboxGroup legend="Which?" name="which" options={[{ value: 'braille', label: 'Braille' }]} />
        ),
      },
      { value: 'none', label: 'None' },
    ];
    const screen = await render(
      <CheckboxGroup legend="Needs" name="needs" options={nested} onValueChange={onValueChange} />,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Other' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Braille' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'None' }));
    expect(onValueChange).toHaveBeenLastCalledWith(['other', 'none']);
  });

  it('works from the server’s HTML without scripts, then hydrates without warnings', async () => {
    const app = (
      <form>
        <RadioGroup legend="Contact" name="contact" options={options} defaultValue="phone" />
      </form>
    );
    serverRoot = document.createElement('div');
    serverRoot.innerHTML = renderToString(app);
    document.body.append(serverRoot);
    const [email, phone] = Array.from(serverRoot.querySelectorAll<HTMLInputElement>('input[type="radio"]'));
    const emailPanel = email && panelOf(email);
    const phonePanel = phone && panelOf(phone);
    // Every text is in the server's HTML; nothing is disabled, so fields work without scripts.
    expect(serverRoot.textContent).toContain('Email address');
    expect(emailPanel?.hasAttribute('disabled')).toBe(false);
    expect(emailPanel?.hasAttribute('hidden')).toBe(false);
    // CSS follows the inputs' own state.
    expect(emailPanel && getComputedStyle(emailPanel).display).toBe('none');
    expect(phonePanel && getComputedStyle(phonePanel).display).toBe('block');
    email?.click();
    expect(emailPanel && getComputedStyle(emailPanel).display).toBe('block');
    expect(phonePanel && getComputedStyle(phonePanel).display).toBe('none');
    phone?.click();

    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const root = hydrateRoot(serverRoot, app);
      await expect.poll(() => emailPanel?.hidden).toBe(true);
      expect(emailPanel?.disabled).toBe(true);
      expect(phonePanel?.hidden).toBe(false);
      expect(errors).not.toHaveBeenCalled();
      root.unmount();
    } finally {
      errors.mockRestore();
    }
  });

  it('keeps its bar in forced colours', async () => {
    const screen = await render(
      <RadioGroup legend="Contact" name="contact" options={options} defaultValue="email" />,
    );
    const panel = screen.getByRole('group', { name: 'Email' }).element();
    expect(getComputedStyle(panel).borderInlineStartColor).toBe(resolved('var(--ui-color-border)'));
    const session = cdp();
    await session.send('Emulation.setEmulatedMedia', {
      features: [{ name: 'forced-colors', value: 'active' }],
    });
    try {
      expect(getComputedStyle(panel).borderInlineStartStyle).toBe('solid');
      expect(getComputedStyle(panel).borderInlineStartColor).toBe(resolved('CanvasText'));
    } finally {
      await session.send('Emulation.setEmulatedMedia', { features: [] });
    }
  });
});
