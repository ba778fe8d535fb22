import { createRef } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { cdp } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { FormField } from '../form-field/FormField.js';
import { TextInput } from '../text-input/TextInput.js';
import { Fieldset } from './Fieldset.js';

function resolved(color: string) {
  const probe = document.createElement('span');
  probe.style.color = color;
  document.body.append(probe);
  const value = getComputedStyle(probe).color;
  probe.remove();
  return value;
}

const fields = (
  <>
    <FormField label="Town">
      <TextInput name="town" />
    </FormField>
    <FormField label="PIN code">
      <TextInput name="pin" />
    </FormField>
  </>
);

describe('Fieldset', () => {
  it('is a fieldset named by its legend, described by hint then error with ids from `id`', async () => {
    const screen = await render(
      <Fieldset legend="What is your address?" id="address" hint="In India." error="Enter an address">
        {fields}
      </Fieldset>,
    );
    const group = screen.getByRole('group', { name: 'What is your address?' });
    expect(group.element().tagName).toBe('FIELDSET');
    await expect.element(group).toHaveAttribute('id', 'address');
    await expect.element(group).toHaveAttribute('aria-describedby', 'address-hint address-error');
    await expect.element(group).toHaveAccessibleDescription('In India. Error: Enter an address');
    expect(document.getElementById('address-error')?.textContent).toBe('Error: Enter an address');
    // Described once: the fields inside carry no copy of the group's description.
    for (const box of screen.getByRole('textbox').elements()) {
      expect(box.getAttribute('aria-describedby')).toBeNull();
    }
  });

  it('generates unique ids when none is given, and keeps the caller’s aria-describedby after its own', async () => {
    const screen = await render(
      <>
        <p id="extra">Extra</p>
        <Fieldset legend="One" hint="Hint one" aria-describedby="extra">
          {fields}
        </Fieldset>
        <Fieldset legend="Two" hint="Hint two">
          {fields}
        </Fieldset>
      </>,
    );
    const one = screen.getByRole('group', { name: 'One' }).element();
    const two = screen.getByRole('group', { name: 'Two' }).element();
    const [oneHint, extra] = one.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(extra).toBe('extra');
    expect(oneHint).not.toBe(two.getAttribute('aria-describedby'));
    await expect
      .element(screen.getByRole('group', { name: 'One' }))
      .toHaveAccessibleDescription('Hint one Extra');
  });

  it('says the necessity only when told to', async () => {
    const screen = await render(
      <>
        <Fieldset legend="Silent">{fields}</Fieldset>
        <Fieldset legend="Needed" required>
          {fields}
        </Fieldset>
        <Fieldset legend="Maybe" required={false}>
          {fields}
        </Fieldset>
      </>,
    );
    await expect.element(screen.getByRole('group', { name: 'Silent', exact: true })).toBeVisible();
    await expect.element(screen.getByRole('group', { name: 'Needed (required)' })).toBeVisible();
    await expect.element(screen.getByRole('group', { name: 'Maybe (optional)' })).toBeVisible();
  });

  it('forwards its ref to the fieldset, merges className and spreads other props', async () => {
    const ref = createRef<HTMLFieldSetElement>();
    const screen = await render(
      <Fieldset ref={ref} legend="Address" className="mine" data-testid="set" disabled>
        {fields}
      </Fieldset>,
    );
    expect(ref.current).toBe(screen.getByTestId('set').element());
    expect(ref.current?.className).toBe('ui-fieldset mine');
    for (const box of screen.getByRole('textbox').elements()) expect(box.matches(':disabled')).toBe(true);
  });

  it('renders its legend, hint and error on the server', () => {
    const html = renderToString(
      <Fieldset legend="What is your address?" hint="In India." error="Enter an address" pageHeading>
        {fields}
      </Fieldset>,
    );
    expect(html).toContain('<h1 class="ui-fieldset__heading">What is your address?</h1>');
    expect(html).toContain('In India.');
    expect(html).toContain('Enter an address');
  });

  it('keeps the error bar in forced colours', async () => {
    const screen = await render(
      <Fieldset legend="Address" error="Enter an address">
        {fields}
      </Fieldset>,
    );
    const group = screen.getByRole('group').element();
    expect(getComputedStyle(group).borderInlineStartColor).toBe(resolved('var(--ui-color-danger)'));
    const session = cdp();
    await session.send('Emulation.setEmulatedMedia', {
      features: [{ name: 'forced-colors', value: 'active' }],
    });
    try {
      expect(getComputedStyle(group).borderInlineStartStyle).toBe('solid');
      expect(getComputedStyle(group).borderInlineStartColor).toBe(resolved('CanvasText'));
    } finally {
      await session.send('Emulation.setEmulatedMedia', { features: [] });
    }
  });
});
