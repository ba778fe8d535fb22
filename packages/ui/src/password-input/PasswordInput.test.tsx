import { createRef } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { cdp, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { FormField } from '../form-field/FormField.js';
import { PasswordInput } from './PasswordInput.js';

function resolved(color: string) {
  const probe = document.createElement('span');
  probe.style.color = color;
  document.body.append(probe);
  const value = getComputedStyle(probe).color;
  probe.remove();
  return value;
}

const field = (props: Parameters<typeof PasswordInput>[0] = {}) => (
  <FormField
    label="Password"
    id="password"
    required
    hint="At least 12 characters"
    error="Enter your password"
  >
    <PasswordInput name="password" autoComplete="current-password" {...props} />
  </FormField>
);

describe('PasswordInput', () => {
  it('takes the field’s id, name, description and state, and never spell-checks', async () => {
    const screen = await render(field());
    const input = screen.getByLabelText('Password (required)');
    await expect.element(input).toHaveAttribute('id', 'password');
    await expect.element(input).toHaveAttribute('type', 'password');
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expect.element(input).toBeRequired();
    await expect
      .element(input)
      .toHaveAccessibleDescription('At least 12 characters Error: Enter your password');
    await expect.element(input).toHaveAttribute('spellcheck', 'false');
    await expect.element(input).toHaveAttribute('autocapitalize', 'none');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    await expect.element(toggle).toHaveAttribute('aria-controls', 'password');
    await expect.element(toggle).toHaveAttribute('type', 'button');
  });

  it('hides the password when its form is sent, before the page’s handler runs, and sends nothing itself', async () => {
    const typeWhenSent = vi.fn();
    const fetchSpy = vi.spyOn(window, 'fetch');
    const screen = await render(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          typeWhenSent(event.currentTarget.querySelector('input')?.type);
        }}
      >
        {field()}
        <button type="submit">Sign in</button>
      </form>,
    );
    await userEvent.fill(screen.getByLabelText('Password (required)'), 'hunter2 hunter2');
    await screen.getByRole('button', { name: 'Show password' }).click();
    await screen.getByRole('button', { name: 'Sign in' }).click();
    expect(typeWhenSent).toHaveBeenCalledWith('password');
    await expect.element(screen.getByRole('button', { name: 'Show password' })).toBeVisible();
    // Showing and hiding never sent the form nor anything else.
    expect(typeWhenSent).toHaveBeenCalledTimes(1);
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it('forwards its ref to the input and puts className on the wrapper', async () => {
    const ref = createRef<HTMLInputElement>();
    const screen = await render(
      <PasswordInput ref={ref} aria-label="PIN" className="mine" data-testid="pin" />,
    );
    expect(ref.current).toBe(screen.getByTestId('pin').element());
    expect(ref.current?.closest('.ui-password-input')?.className).toBe('ui-password-input mine');
    // Standalone, it still has an id for the button to point at.
    expect(ref.current?.id).toBeTruthy();
    await expect
      .element(screen.getByRole('button', { name: 'Show password' }))
      .toHaveAttribute('aria-controls', ref.current?.id ?? '');
  });

  it('takes its words in another language', async () => {
    const screen = await render(
      <PasswordInput
        aria-label="Paasvard"
        labels={{
          show: 'Dikhayen',
          showPassword: 'Dikhayen paasvard',
          passwordShown: 'Paasvard dikh raha hai',
        }}
      />,
    );
    await screen.getByRole('button', { name: 'Dikhayen paasvard' }).click();
    expect(document.querySelector('.ui-password-input__status')?.textContent).toBe('Paasvard dikh raha hai');
  });

  it('renders the button’s words on the server, hidden until scripts run, and hydrates without warnings', async () => {
    const app = field();
    const html = renderToString(app);
    expect(html).toContain('Show');
    const host = document.createElement('div');
    host.innerHTML = html;
    document.body.append(host);
    try {
      const button = host.querySelector('button');
      expect(button?.hidden).toBe(true);
      expect(button && getComputedStyle(button).display).toBe('none');
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      const root = hydrateRoot(host, app);
      await expect.poll(() => button?.hidden).toBe(false);
      expect(errors).not.toHaveBeenCalled();
      errors.mockRestore();
      root.unmount();
    } finally {
      host.remove();
    }
  });

  it('keeps borders and focus in forced colours', async () => {
    const screen = await render(field());
    const input = screen.getByLabelText('Password (required)').element();
    const toggle = screen.getByRole('button', { name: 'Show password' }).element();
    const session = cdp();
    await session.send('Emulation.setEmulatedMedia', {
      features: [{ name: 'forced-colors', value: 'active' }],
    });
    try {
      expect(getComputedStyle(input).borderTopStyle).toBe('solid');
      expect(getComputedStyle(toggle).borderTopColor).toBe(resolved('ButtonText'));
      await userEvent.keyboard('{Tab}{Tab}');
      expect(document.activeElement).toBe(toggle);
      expect(getComputedStyle(toggle).outlineStyle).toBe('solid');
    } finally {
      await session.send('Emulation.setEmulatedMedia', { features: [] });
    }
  });
});
