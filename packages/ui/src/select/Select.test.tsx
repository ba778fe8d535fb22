import { useState, type ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { FormField } from '../form-field/FormField.js';
import { Select } from './Select.js';

const subjects = [
  { value: 'general-inquiry', label: 'General Inquiry' },
  { value: 'volunteering', label: 'Volunteering' },
  { value: 'internship', label: 'Internship' },
  { value: 'partnership', label: 'Partnership' },
  { value: 'donation', label: 'Donation' },
  { value: 'other', label: 'Other' },
];

// ComponentProps, not SelectProps: the wrapper passes `ref` on, which React 19 gives function components as a prop.
function SubjectField(props: Partial<ComponentProps<typeof Select>> & { error?: string; hint?: string }) {
  const { error, hint, required = true, ...selectProps } = props;
  return (
    <FormField label="Subject" id="subject" hint={hint} error={error} required={required}>
      <Select name="subject" placeholder="Select a subject" options={subjects} {...selectProps} />
    </FormField>
  );
}

// While the list is open Radix hides the rest of the page (aria-hidden), trigger included.
const trigger = () => page.getByRole('combobox', { name: /^Subject/, includeHidden: true });
const listbox = () => page.getByRole('listbox');

describe('Select', () => {
  it('is named by the field label and described by its hint and error', async () => {
    await render(<SubjectField hint="Choose the closest match." error="Select a subject" />);
    const combobox = trigger();
    await expect.element(combobox).toHaveAccessibleName('Subject (required)');
    await expect.element(combobox).toHaveAttribute('id', 'subject');
    await expect.element(combobox).toHaveAttribute('aria-describedby', 'subject-hint subject-error');
    await expect
      .element(combobox)
      .toHaveAccessibleDescription('Choose the closest match. Error: Select a subject');
    await expect.element(combobox).toHaveAttribute('aria-invalid', 'true');
    await expect.element(combobox).toHaveAttribute('aria-required', 'true');
    await expect.element(combobox).toHaveTextContent('Select a subject');
  });

  it('opens with Enter, moves with the arrows, and selects with Enter, returning focus', async () => {
    const onValueChange = vi.fn();
    await render(<SubjectField onValueChange={onValueChange} />);
    await userEvent.tab();
    await expect.element(trigger()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(listbox()).toBeVisible();
    await expect.element(trigger()).toHaveAttribute('aria-expanded', 'true');
    // The page behind the open list is aria-hidden, so the trigger leaves the tab order meanwhile.
    await expect.element(trigger()).toHaveAttribute('tabindex', '-1');
    await expect.element(page.getByRole('option', { name: 'General Inquiry' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(page.getByRole('option', { name: 'Volunteering' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(page.getByRole('option', { name: 'Internship' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect.element(page.getByRole('option', { name: 'Volunteering' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(page.getByRole('option', { name: 'Internship' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(listbox()).not.toBeInTheDocument();
    await expect.element(trigger()).toHaveFocus();
    await expect.element(trigger()).toHaveTextContent('Internship');
    await expect.element(trigger()).not.toHaveAttribute('tabindex');
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith('internship');
  });

  it('marks the chosen option with a check mark and keeps every option 44px tall', async () => {
    await render(<SubjectField defaultValue="volunteering" />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const chosen = page.getByRole('option', { name: 'Volunteering' });
    await expect.element(chosen).toHaveAttribute('data-state', 'checked');
    expect(chosen.element().querySelector('.ui-select__check svg')).not.toBeNull();
    expect(page.getByRole('option', { name: 'Donation' }).element().querySelector('svg')).toBeNull();
    for (const option of page.getByRole('option').elements()) {
      expect(option.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  });

  it('keeps focus on an option when the list moves under a pointer at rest', async () => {
    // A keyboard user's pointer rests over the list, and the list moves under it (it scrolls to the
    // option the arrow keys reached, or follows its field as the page scrolls). The focused option
    // leaves the pointer although the pointer did not move: focus stays on an option, where a screen
    // reader and the arrow keys expect it, and does not fall to the list itself.
    const many = Array.from({ length: 14 }, (_, index) => ({
      value: `v${index}`,
      label: `Option ${index + 1}`,
    }));
    await render(<SubjectField options={many} defaultValue="v1" />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const chosen = page.getByRole('option', { name: 'Option 2', exact: true });
    await expect.element(chosen).toHaveFocus();
    await userEvent.hover(chosen);
    await expect.poll(() => chosen.element().matches(':hover')).toBe(true);

    const viewport = listbox().element().querySelector<HTMLElement>('.ui-select__viewport');
    if (!viewport) throw new Error('the list has a scrolling viewport');
    expect(viewport.scrollHeight).toBeGreaterThan(viewport.clientHeight + 100);
    viewport.scrollTop += 100;
    await expect.poll(() => chosen.element().matches(':hover')).toBe(false);
    await expect.element(chosen).toHaveFocus();
  });

  it('skips disabled options', async () => {
    const options = [
      { value: 'a', label: 'Education' },
      { value: 'b', label: 'Employment', disabled: true },
      { value: 'c', label: 'Livelihood' },
    ];
    await render(<Select aria-label="Area" options={options} />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('option', { name: 'Education' })).toHaveFocus();
    await expect
      .element(page.getByRole('option', { name: 'Employment' }))
      .toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(page.getByRole('option', { name: 'Livelihood' })).toHaveFocus();
  });

  it('gives the hidden native select its name, autocomplete and required state', async () => {
    await render(
      <form aria-label="Contact">
        <SubjectField name="country" autoComplete="country" defaultValue="other" />
      </form>,
    );
    const native = document.querySelector('select[name="country"]') as HTMLSelectElement;
    expect(native.autocomplete).toBe('country');
    expect(native.required).toBe(true);
    expect(native.value).toBe('other');
  });

  it('returns an uncontrolled select to its default value when the form is reset', async () => {
    const onValueChange = vi.fn();
    await render(
      <form aria-label="Contact">
        <SubjectField defaultValue="volunteering" onValueChange={onValueChange} />
        <button type="reset">Reset</button>
      </form>,
    );
    await userEvent.tab();
    await userEvent.keyboard('{Enter}{ArrowDown}');
    await expect.element(page.getByRole('option', { name: 'Internship' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(trigger()).toHaveTextContent('Internship');
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect.element(trigger()).toHaveTextContent('Volunteering');
    const form = document.querySelector('form') as HTMLFormElement;
    expect(new FormData(form).get('subject')).toBe('volunteering');
    expect(onValueChange.mock.calls).toEqual([['internship'], ['volunteering']]);
  });

  it('asks a controlled select to clear itself once when the form is reset', async () => {
    const onValueChange = vi.fn();
    function Controlled() {
      const [value, setValue] = useState('donation');
      return (
        <form aria-label="Contact">
          <SubjectField
            value={value}
            onValueChange={(next) => {
              onValueChange(next);
              setValue(next);
            }}
          />
          <button type="reset">Reset</button>
          <button type="button" onClick={() => setValue('')}>
            Clear
          </button>
        </form>
      );
    }
    await render(<Controlled />);
    const form = document.querySelector('form') as HTMLFormElement;
    await expect.element(trigger()).toHaveTextContent('Donation');
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect.element(trigger()).toHaveTextContent('Select a subject');
    expect(new FormData(form).get('subject')).toBe('');
    // The browser resets the hidden native <select> to 'donation', its first value: it must follow ours.
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect.element(trigger()).toHaveTextContent('Select a subject');
    expect(new FormData(form).get('subject')).toBe('');
    expect(onValueChange).not.toHaveBeenCalled();

    await userEvent.click(trigger());
    await userEvent.keyboard('o');
    await expect.element(page.getByRole('option', { name: 'Other' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(trigger()).toHaveTextContent('Other');
    expect(new FormData(form).get('subject')).toBe('other');
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect.element(trigger()).toHaveTextContent('Select a subject');
    await expect.element(trigger()).toHaveAttribute('data-placeholder');
    expect(new FormData(form).get('subject')).toBe('');
    expect(onValueChange.mock.calls).toEqual([['other'], ['']]);

    // A reset from a script runs every listener in one go: Radix's own must not undo ours.
    await userEvent.click(trigger());
    await userEvent.keyboard('d');
    await expect.element(page.getByRole('option', { name: 'Donation' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    form.reset();
    await expect.element(trigger()).toHaveTextContent('Select a subject');
    expect(new FormData(form).get('subject')).toBe('');
    expect(onValueChange.mock.calls).toEqual([['other'], [''], ['donation'], ['']]);
  });

  it('cannot be opened while disabled', async () => {
    await render(<SubjectField disabled />);
    await expect.element(trigger()).toBeDisabled();
    await userEvent.click(trigger(), { force: true });
    await expect.element(listbox()).not.toBeInTheDocument();
  });

  it('passes its ref to the trigger and stays within a 320px container', async () => {
    const ref = { current: null as HTMLButtonElement | null };
    await render(
      <div style={{ width: 320 }}>
        <SubjectField ref={ref} defaultValue="general-inquiry" />
      </div>,
    );
    expect(ref.current).toBe(trigger().element());
    expect(ref.current?.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    expect(ref.current?.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  });
});
