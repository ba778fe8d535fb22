import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { TextInput } from '../text-input/TextInput.js';
import { FormField } from './FormField.js';

describe('FormField', () => {
  it('gives each field its own ids', async () => {
    const screen = await render(
      <>
        <FormField label="One" hint="First hint">
          <TextInput />
        </FormField>
        <FormField label="Two" hint="Second hint">
          <TextInput />
        </FormField>
      </>,
    );
    const [one, two] = screen.getByRole('textbox').elements() as HTMLInputElement[];
    expect(one?.id).toBeTruthy();
    expect(one?.id).not.toBe(two?.id);
    await expect
      .element(screen.getByRole('textbox', { name: 'One (optional)' }))
      .toHaveAccessibleDescription('First hint');
    await expect
      .element(screen.getByRole('textbox', { name: 'Two (optional)' }))
      .toHaveAccessibleDescription('Second hint');
  });

  it('wires the error: aria-invalid, aria-describedby after the hint, and a hidden "Error:" prefix', async () => {
    const screen = await render(
      <FormField label="Email" hint="Your work address" error="Email is required" id="email" required>
        <TextInput aria-describedby="extra" />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Email (required)' });
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expect.element(input).toHaveAttribute('aria-describedby', 'email-hint email-error extra');
    await expect.element(screen.getByText('Email is required')).toBeVisible();
    const error = document.getElementById('email-error');
    expect(error?.textContent).toBe('Error: Email is required');
  });

  it('clears invalid state when the error goes away', async () => {
    const screen = await render(
      <FormField label="Email" error="Email is required">
        <TextInput />
      </FormField>,
    );
    await screen.rerender(
      <FormField label="Email">
        <TextInput />
      </FormField>,
    );
    const input = screen.getByRole('textbox');
    await expect.element(input).not.toHaveAttribute('aria-invalid');
    await expect.element(input).not.toHaveAttribute('aria-describedby');
  });

  it('passes autocomplete tokens and type through', async () => {
    const screen = await render(
      <FormField label="Phone">
        <TextInput type="tel" autoComplete="tel" />
      </FormField>,
    );
    const input = screen.getByRole('textbox');
    await expect.element(input).toHaveAttribute('autocomplete', 'tel');
    await expect.element(input).toHaveAttribute('type', 'tel');
  });

  it('lets a TextInput work on its own, outside a field', async () => {
    const screen = await render(<TextInput aria-label="Search" />);
    await expect.element(screen.getByRole('textbox', { name: 'Search' })).not.toHaveAttribute('aria-invalid');
  });
});
