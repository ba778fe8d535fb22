import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { RadioGroup } from './RadioGroup.js';

const options = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
  { value: 'prefer-not', label: 'Prefer not to say', hint: 'We will not ask again.' },
];

describe('RadioGroup', () => {
  it('is a fieldset named by its legend, with the necessity in words', async () => {
    const screen = await render(
      <>
        <RadioGroup legend="Are you a person with disability?" name="pwd" options={options} required />
        <RadioGroup legend="Do you need an interpreter?" name="interpreter" options={options} />
      </>,
    );
    const required = screen.getByRole('group', { name: 'Are you a person with disability? (required)' });
    await expect.element(required).toBeVisible();
    expect(required.element().tagName).toBe('FIELDSET');
    await expect
      .element(screen.getByRole('group', { name: 'Do you need an interpreter? (optional)' }))
      .toBeVisible();
    const radios = screen.getByRole('radio').elements() as HTMLInputElement[];
    expect(radios.slice(0, 3).every((radio) => radio.required && radio.name === 'pwd')).toBe(true);
    expect(radios.slice(3).some((radio) => radio.required)).toBe(false);
  });

  it('gives the first radio the id, and describes the group by hint then error, without aria-invalid', async () => {
    const screen = await render(
      <RadioGroup
        legend="Are you a person with disability?"
        name="pwd"
        id="pwd"
        options={options}
        hint="We ask to plan access."
        error="Select yes or no"
      />,
    );
    const group = screen.getByRole('group');
    await expect.element(group).toHaveAttribute('aria-describedby', 'pwd-hint pwd-error');
    await expect.element(group).toHaveAccessibleDescription('We ask to plan access. Error: Select yes or no');
    await expect.element(group).not.toHaveAttribute('aria-invalid');
    await expect.element(screen.getByRole('radio', { name: 'Yes' })).toHaveAttribute('id', 'pwd');
    await expect
      .element(screen.getByRole('radio', { name: 'Prefer not to say' }))
      .toHaveAccessibleDescription('We will not ask again.');
    const ids = (screen.getByRole('radio').elements() as HTMLInputElement[]).map((radio) => radio.id);
    expect(new Set([...ids, 'pwd-hint', 'pwd-error']).size).toBe(5);
  });

  it('enters on the first radio, then moves and selects with the arrow keys', async () => {
    const onValueChange = vi.fn();
    const screen = await render(
      <RadioGroup legend="Question" name="q" options={options} onValueChange={onValueChange} />,
    );
    const [yes, no, preferNot] = screen.getByRole('radio').elements() as HTMLInputElement[];
    await userEvent.keyboard('{Tab}');
    expect(document.activeElement).toBe(yes);
    expect(yes?.checked).toBe(false);
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(no);
    expect(no?.checked).toBe(true);
    await userEvent.keyboard('{ArrowDown}');
    expect(preferNot?.checked).toBe(true);
    await userEvent.keyboard('{ArrowDown}');
    expect(yes?.checked).toBe(true);
    expect(onValueChange.mock.calls.map(([value]) => value)).toEqual(['no', 'prefer-not', 'yes']);
  });

  it('works controlled', async () => {
    function Controlled() {
      const [value, setValue] = useState('yes');
      return (
        <>
          <RadioGroup legend="Question" name="q" options={options} value={value} onValueChange={setValue} />
          <p>Chosen: {value}</p>
        </>
      );
    }
    const screen = await render(<Controlled />);
    await expect.element(screen.getByRole('radio', { name: 'Yes' })).toBeChecked();
    await screen.getByText('No', { exact: true }).click();
    await expect.element(screen.getByRole('radio', { name: 'No', exact: true })).toBeChecked();
    await expect.element(screen.getByText('Chosen: no')).toBeVisible();
  });

  it('disables every radio, or one', async () => {
    const screen = await render(
      <>
        <RadioGroup legend="All" name="all" options={options} disabled />
        <RadioGroup
          legend="One"
          name="one"
          options={[{ value: 'x', label: 'X', disabled: true }, ...options]}
        />
      </>,
    );
    const radios = screen.getByRole('radio').elements() as HTMLInputElement[];
    expect(radios.map((radio) => radio.matches(':disabled'))).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it('keeps the checked dot and a 44px row', async () => {
    const screen = await render(
      <RadioGroup legend="Question" name="q" options={options} defaultValue="yes" />,
    );
    const yes = screen.getByRole('radio', { name: 'Yes' }).element();
    expect(getComputedStyle(yes, '::before').transform).not.toBe('matrix(0, 0, 0, 0, 0, 0)');
    const no = screen.getByRole('radio', { name: 'No', exact: true }).element();
    expect(getComputedStyle(no, '::before').transform).toBe('matrix(0, 0, 0, 0, 0, 0)');
    expect(yes.closest('.ui-choice')?.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  });
});
