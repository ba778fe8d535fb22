import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { CheckboxGroup } from './CheckboxGroup.js';

const options = [
  { value: 'Education', label: 'Education' },
  { value: 'Advocacy', label: 'Advocacy', hint: 'Speaking up for rights and access.' },
  { value: 'Research & Policy', label: 'Research & Policy' },
];

describe('CheckboxGroup', () => {
  it('is a fieldset named by its legend, with no required box', async () => {
    const screen = await render(
      <CheckboxGroup legend="Areas of expertise" name="expertise" options={options} required />,
    );
    const group = screen.getByRole('group', { name: 'Areas of expertise (required)' });
    expect(group.element().tagName).toBe('FIELDSET');
    const boxes = screen.getByRole('checkbox').elements() as HTMLInputElement[];
    expect(boxes.map((box) => [box.name, box.value, box.required])).toEqual([
      ['expertise', 'Education', false],
      ['expertise', 'Advocacy', false],
      ['expertise', 'Research & Policy', false],
    ]);
  });

  it('describes the group by hint then error, and each option by its own hint', async () => {
    const screen = await render(
      <CheckboxGroup
        legend="Areas of expertise"
        name="expertise"
        id="expertise"
        options={options}
        hint="Select all that apply."
        error="Select at least one area"
      />,
    );
    const group = screen.getByRole('group');
    await expect.element(group).toHaveAttribute('aria-describedby', 'expertise-hint expertise-error');
    await expect
      .element(group)
      .toHaveAccessibleDescription('Select all that apply. Error: Select at least one area');
    await expect.element(group).not.toHaveAttribute('aria-invalid');
    await expect
      .element(screen.getByRole('checkbox', { name: 'Education' }))
      .toHaveAttribute('id', 'expertise');
    await expect
      .element(screen.getByRole('checkbox', { name: 'Advocacy' }))
      .toHaveAccessibleDescription('Speaking up for rights and access.');
  });

  it('starts from defaultValue and works controlled', async () => {
    function Controlled() {
      const [value, setValue] = useState<string[]>(['Research & Policy']);
      return (
        <>
          <CheckboxGroup
            legend="Controlled"
            name="c"
            options={options}
            value={value}
            onValueChange={setValue}
          />
          <p>Chosen: {value.join(', ')}</p>
        </>
      );
    }
    const screen = await render(
      <>
        <CheckboxGroup legend="Uncontrolled" name="u" options={options} defaultValue={['Advocacy']} />
        <Controlled />
      </>,
    );
    const boxes = screen.getByRole('checkbox').elements() as HTMLInputElement[];
    expect(boxes.map((box) => box.checked)).toEqual([false, true, false, false, false, true]);
    await screen
      .getByRole('group', { name: 'Controlled (optional)', exact: true })
      .getByText('Education')
      .click();
    await expect.element(screen.getByText('Chosen: Education, Research & Policy')).toBeVisible();
    expect(boxes[3]?.checked).toBe(true);
  });

  it('disables every box when the group is disabled', async () => {
    const screen = await render(
      <CheckboxGroup legend="Areas" name="a" options={options} disabled defaultValue={['Education']} />,
    );
    const boxes = screen.getByRole('checkbox').elements() as HTMLInputElement[];
    expect(boxes.every((box) => box.matches(':disabled'))).toBe(true);
    await screen.getByText('Advocacy', { exact: true }).click({ force: true });
    expect(boxes[1]?.checked).toBe(false);
  });

  it('draws the check mark only when checked, in a 44px row', async () => {
    const screen = await render(
      <CheckboxGroup legend="Areas" name="a" options={options} defaultValue={['Education']} />,
    );
    const [checked, unchecked] = screen.getByRole('checkbox').elements() as HTMLInputElement[];
    if (!checked || !unchecked) throw new Error('expected two checkboxes');
    expect(getComputedStyle(checked, '::before').transform).not.toBe('matrix(0, 0, 0, 0, 0, 0)');
    expect(getComputedStyle(unchecked, '::before').transform).toBe('matrix(0, 0, 0, 0, 0, 0)');
    expect(checked.closest('.ui-choice')?.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  });
});
