import { createRef, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { cdp, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Checkbox } from './Checkbox.js';

function resolved(color: string) {
  const probe = document.createElement('span');
  probe.style.color = color;
  document.body.append(probe);
  const value = getComputedStyle(probe).color;
  probe.remove();
  return value;
}

describe('Checkbox', () => {
  it('is a native checkbox named by its label with the necessity in words', async () => {
    const screen = await render(
      <>
        <Checkbox label="I agree" name="consent" value="yes" required />
        <Checkbox label="Newsletter" name="news" />
        <Checkbox label="Silent" name="silent" hideNecessity />
      </>,
    );
    const agree = screen.getByRole('checkbox', { name: 'I agree (required)' });
    expect(agree.element()).toBeInstanceOf(HTMLInputElement);
    await expect.element(agree).toBeRequired();
    await expect.element(agree).toHaveAttribute('name', 'consent');
    await expect.element(screen.getByRole('checkbox', { name: 'Newsletter (optional)' })).not.toBeRequired();
    await expect.element(screen.getByRole('checkbox', { name: 'Silent', exact: true })).toBeVisible();
  });

  it('wires the hint then the error by id, marks it invalid, and keeps the caller’s description', async () => {
    const screen = await render(
      <>
        <p id="extra">Extra</p>
        <Checkbox
          label="I agree"
          id="consent"
          hint="Read the policy."
          error="Agree to go on"
          aria-describedby="extra"
        />
      </>,
    );
    const box = screen.getByRole('checkbox');
    await expect.element(box).toHaveAttribute('id', 'consent');
    await expect.element(box).toHaveAttribute('aria-describedby', 'consent-hint consent-error extra');
    await expect.element(box).toHaveAttribute('aria-invalid', 'true');
    await expect.element(box).toHaveAccessibleDescription('Read the policy. Error: Agree to go on Extra');
    // The error comes before the box, where it is seen first.
    const error = document.getElementById('consent-error');
    expect(
      error && box.element().compareDocumentPosition(error) & Node.DOCUMENT_POSITION_PRECEDING,
    ).toBeTruthy();
  });

  it('generates distinct ids when none is given', async () => {
    const screen = await render(
      <>
        <Checkbox label="One" hint="Hint one" />
        <Checkbox label="Two" hint="Hint two" />
      </>,
    );
    const [one, two] = screen.getByRole('checkbox').elements();
    expect(one?.id).toBeTruthy();
    expect(one?.id).not.toBe(two?.id);
    await expect
      .element(screen.getByRole('checkbox', { name: 'One (optional)' }))
      .toHaveAccessibleDescription('Hint one');
  });

  it('toggles with Space and by its label, and reports the state', async () => {
    const onCheckedChange = vi.fn();
    const onChange = vi.fn();
    const screen = await render(
      <Checkbox label="I agree" onCheckedChange={onCheckedChange} onChange={onChange} />,
    );
    const box = screen.getByRole('checkbox');
    await userEvent.keyboard('{Tab}');
    await expect.element(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect.element(box).toBeChecked();
    await screen.getByText('I agree').click();
    await expect.element(box).not.toBeChecked();
    expect(onCheckedChange.mock.calls).toEqual([[true], [false]]);
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('works controlled', async () => {
    function Controlled() {
      const [checked, setChecked] = useState(true);
      return (
        <>
          <Checkbox label="I agree" checked={checked} onCheckedChange={setChecked} />
          <p>{checked ? 'Agreed' : 'Not agreed'}</p>
        </>
      );
    }
    const screen = await render(<Controlled />);
    await expect.element(screen.getByRole('checkbox')).toBeChecked();
    await screen.getByRole('checkbox').click();
    await expect.element(screen.getByText('Not agreed')).toBeVisible();
    await expect.element(screen.getByRole('checkbox')).not.toBeChecked();
  });

  it('is submitted with the form only when checked', async () => {
    const screen = await render(
      <form data-testid="form">
        <Checkbox label="I agree" name="consent" value="yes" />
      </form>,
    );
    const form = screen.getByTestId('form').element() as HTMLFormElement;
    expect(new FormData(form).get('consent')).toBeNull();
    await screen.getByRole('checkbox').click();
    expect(new FormData(form).get('consent')).toBe('yes');
  });

  it('forwards its ref to the input and puts className on the wrapper', async () => {
    const ref = createRef<HTMLInputElement>();
    const screen = await render(<Checkbox ref={ref} label="I agree" className="mine" data-testid="box" />);
    expect(ref.current).toBe(screen.getByTestId('box').element());
    expect(ref.current?.type).toBe('checkbox');
    expect(ref.current?.closest('.ui-checkbox')?.className).toBe('ui-checkbox mine');
  });

  it('renders its label, hint and error on the server', () => {
    const html = renderToString(
      <Checkbox label="I agree" hint="Read the policy." error="Agree to go on" required />,
    );
    expect(html).toContain('I agree');
    expect(html).toContain('(required)');
    expect(html).toContain('Read the policy.');
    expect(html).toContain('Agree to go on');
  });

  it('keeps the box, the mark and the error bar in forced colours', async () => {
    const screen = await render(<Checkbox label="I agree" error="Agree to go on" defaultChecked />);
    const box = screen.getByRole('checkbox').element();
    const wrapper = box.closest('.ui-checkbox') as HTMLElement;
    expect(getComputedStyle(wrapper).borderInlineStartColor).toBe(resolved('var(--ui-color-danger)'));
    const session = cdp();
    await session.send('Emulation.setEmulatedMedia', {
      features: [{ name: 'forced-colors', value: 'active' }],
    });
    try {
      expect(getComputedStyle(wrapper).borderInlineStartColor).toBe(resolved('CanvasText'));
      expect(getComputedStyle(box).backgroundColor).toBe(resolved('Highlight'));
      expect(getComputedStyle(box, '::before').transform).not.toBe('matrix(0, 0, 0, 0, 0, 0)');
      await userEvent.keyboard('{Tab}');
      expect(getComputedStyle(box).outlineStyle).toBe('solid');
    } finally {
      await session.send('Emulation.setEmulatedMedia', { features: [] });
    }
  });
});
