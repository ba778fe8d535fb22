import { createRef, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { cdp, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { DateParts } from './checkDate.js';
import { DateInput } from './DateInput.js';
import { dateInputFieldId } from './useDateInput.js';

function resolved(color: string) {
  const probe = document.createElement('span');
  probe.style.color = color;
  document.body.append(probe);
  const value = getComputedStyle(probe).color;
  probe.remove();
  return value;
}

describe('DateInput', () => {
  it('is a fieldset named by the question, with three labelled numeric text boxes', async () => {
    const screen = await render(
      <DateInput legend="What is your date of birth?" name="dob" id="dob" required autoComplete="bday" />,
    );
    await expect
      .element(screen.getByRole('group', { name: 'What is your date of birth? (required)' }))
      .toBeVisible();
    const boxes = screen.getByRole('textbox').elements() as HTMLInputElement[];
    expect(boxes.map((box) => [box.labels?.[0]?.textContent, box.id, box.name, box.autocomplete])).toEqual([
      ['Day', 'dob', 'dob-day', 'bday-day'],
      ['Month', 'dob-month', 'dob-month', 'bday-month'],
      ['Year', 'dob-year', 'dob-year', 'bday-year'],
    ]);
    for (const box of boxes) {
      expect(box.type).toBe('text');
      expect(box.inputMode).toBe('numeric');
      expect(box.required).toBe(true);
    }
    expect(dateInputFieldId('dob', 'month')).toBe('dob-month');
    expect(dateInputFieldId('dob', 'day')).toBe('dob');
  });

  it('describes the group by hint then error, and marks only the parts the error is about', async () => {
    const screen = await render(
      <DateInput
        legend="Date of birth"
        name="dob"
        id="dob"
        hint="For example, 27 3 2007"
        error="Date of birth must include a month"
        errorFields={['month']}
      />,
    );
    const group = screen.getByRole('group');
    await expect.element(group).toHaveAttribute('aria-describedby', 'dob-group-hint dob-group-error');
    const [day, month, year] = screen.getByRole('textbox').elements();
    expect(month?.getAttribute('aria-invalid')).toBe('true');
    expect(month?.getAttribute('aria-describedby')).toBe('dob-group-error');
    expect(day?.hasAttribute('aria-invalid')).toBe(false);
    expect(year?.hasAttribute('aria-invalid')).toBe(false);
    expect(day?.hasAttribute('aria-describedby')).toBe(false);
    await expect
      .element(screen.getByRole('textbox', { name: 'Month' }))
      .toHaveAccessibleDescription('Error: Date of birth must include a month');
  });

  it('moves through Day, Month and Year with Tab, and reports what is typed', async () => {
    const onValueChange = vi.fn();
    const screen = await render(<DateInput legend="Date" name="d" onValueChange={onValueChange} />);
    await userEvent.keyboard('{Tab}07{Tab}5{Tab}1990');
    expect(onValueChange).toHaveBeenLastCalledWith({ day: '07', month: '5', year: '1990' });
    await expect.element(screen.getByRole('textbox', { name: 'Year' })).toHaveFocus();
    // Arrow keys never change the value, as they would in type="number".
    await userEvent.keyboard('{ArrowUp}{ArrowDown}');
    await expect.element(screen.getByRole('textbox', { name: 'Year' })).toHaveValue('1990');
  });

  it('works controlled', async () => {
    function Controlled() {
      const [value, setValue] = useState<DateParts>({ day: '1', month: '2', year: '2003' });
      return (
        <>
          <DateInput legend="Date" name="d" value={value} onValueChange={setValue} />
          <button type="button" onClick={() => setValue({ day: '', month: '', year: '' })}>
            Clear
          </button>
        </>
      );
    }
    const screen = await render(<Controlled />);
    await expect.element(screen.getByRole('textbox', { name: 'Month' })).toHaveValue('2');
    await screen.getByRole('button', { name: 'Clear' }).click();
    await expect.element(screen.getByRole('textbox', { name: 'Month' })).toHaveValue('');
  });

  it('is sent as three named fields', async () => {
    const screen = await render(
      <form data-testid="form">
        <DateInput legend="Date" name="dob" defaultValue={{ day: '7', month: '5', year: '1990' }} />
      </form>,
    );
    const form = screen.getByTestId('form').element() as HTMLFormElement;
    expect(Object.fromEntries(new FormData(form))).toEqual({
      'dob-day': '7',
      'dob-month': '5',
      'dob-year': '1990',
    });
  });

  it('forwards its ref to the fieldset, merges className, takes labels in another language', async () => {
    const ref = createRef<HTMLFieldSetElement>();
    const screen = await render(
      <DateInput
        ref={ref}
        legend="Janm tithi"
        name="d"
        className="mine"
        data-testid="set"
        labels={{ day: 'Din', month: 'Mahina', year: 'Saal' }}
        disabled
      />,
    );
    expect(ref.current).toBe(screen.getByTestId('set').element());
    expect(ref.current?.className).toBe('ui-fieldset ui-date-input mine');
    await expect.element(screen.getByRole('textbox', { name: 'Mahina' })).toBeDisabled();
  });

  it('renders its question, labels and error on the server', () => {
    const html = renderToString(
      <DateInput
        legend="What is your date of birth?"
        name="dob"
        hint="For example"
        error="Enter your date of birth"
      />,
    );
    for (const text of [
      'What is your date of birth?',
      'Day',
      'Month',
      'Year',
      'For example',
      'Enter your date of birth',
    ]) {
      expect(html).toContain(text);
    }
  });

  it('keeps the boxes and the error bar in forced colours', async () => {
    const screen = await render(<DateInput legend="Date" name="d" error="Date must be a real date" />);
    const group = screen.getByRole('group').element();
    const day = screen.getByRole('textbox', { name: 'Day' }).element();
    expect(getComputedStyle(day).borderTopColor).toBe(resolved('var(--ui-color-danger)'));
    const session = cdp();
    await session.send('Emulation.setEmulatedMedia', {
      features: [{ name: 'forced-colors', value: 'active' }],
    });
    try {
      expect(getComputedStyle(group).borderInlineStartColor).toBe(resolved('CanvasText'));
      expect(getComputedStyle(day).borderTopStyle).toBe('solid');
      await userEvent.keyboard('{Tab}');
      expect(getComputedStyle(day).outlineStyle).toBe('solid');
    } finally {
      await session.send('Emulation.setEmulatedMedia', { features: [] });
    }
  });
});
