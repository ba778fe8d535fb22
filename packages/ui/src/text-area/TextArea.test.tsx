import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { FormField } from '../form-field/FormField.js';
import { Modal } from '../modal/Modal.js';
import { TextArea } from './TextArea.js';

const status = () => document.querySelector('[aria-live="polite"]');
const count = () => document.querySelector('.ui-textarea__count');

describe('TextArea', () => {
  it('takes the field’s id, label, required and invalid state, with 5 rows by default', async () => {
    const screen = await render(
      <FormField label="Message" error="Enter a message" id="message" required>
        <TextArea name="message" />
      </FormField>,
    );
    const textarea = screen.getByRole('textbox', { name: 'Message (required)' });
    await expect.element(textarea).toHaveAttribute('id', 'message');
    await expect.element(textarea).toHaveAttribute('rows', '5');
    await expect.element(textarea).toBeRequired();
    await expect.element(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect.element(textarea).toHaveClass('ui-textarea');
  });

  it('counts characters remaining, singular and plural, and characters too many', async () => {
    const screen = await render(<TextArea aria-label="Message" maxCharacters={3} />);
    const textarea = screen.getByRole('textbox');
    expect(count()?.textContent).toBe('You have 3 characters remaining');
    await userEvent.type(textarea, 'ab');
    expect(count()?.textContent).toBe('You have 1 character remaining');
    await userEvent.type(textarea, 'c');
    expect(count()?.textContent).toBe('You have 0 characters remaining');
    await userEvent.type(textarea, 'de');
    expect(count()?.textContent).toBe('You have 2 characters too many');
    await userEvent.type(textarea, 'f');
    expect(count()?.textContent).toBe('You have 3 characters too many');
    await expect.element(textarea).toHaveClass('ui-textarea--over');
    expect(count()).toHaveClass('ui-textarea__count--over');
    expect(count()).toHaveAttribute('aria-hidden', 'true');
  });

  it('keeps text over the limit: no native maxlength', async () => {
    const screen = await render(<TextArea aria-label="Message" maxCharacters={2} />);
    const textarea = screen.getByRole('textbox');
    await userEvent.type(textarea, 'abcd');
    await expect.element(textarea).toHaveValue('abcd');
    await expect.element(textarea).not.toHaveAttribute('maxlength');
    expect(count()?.textContent).toBe('You have 2 characters too many');
  });

  it('announces the count only once typing pauses', async () => {
    // The page's clock is faked, so a slow machine cannot stretch a pause past the delay.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const screen = await render(<TextArea aria-label="Message" maxCharacters={10} />);
      const textarea = screen.getByRole('textbox');
      await userEvent.click(textarea);
      // The region is there before it speaks: screen readers miss a region added together with its text.
      expect(status()?.textContent).toBe('');
      // Each pause is shorter than the delay, together longer: the announcement waits for the last key.
      for (const key of ['a', 'b', 'c']) {
        await userEvent.type(textarea, key);
        await vi.advanceTimersByTimeAsync(500);
      }
      expect(count()?.textContent).toBe('You have 7 characters remaining');
      expect(status()?.textContent).toBe('');
      await vi.advanceTimersByTimeAsync(500);
      await expect.poll(() => status()?.textContent).toBe('You have 7 characters remaining');
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps its live region on the page only while the visitor is in the box', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const screen = await render(
        <>
          <TextArea aria-label="Message" maxCharacters={10} />
          <button type="button">After</button>
        </>,
      );
      expect(status()).toBeNull();
      await userEvent.type(screen.getByRole('textbox'), 'ab');
      await vi.advanceTimersByTimeAsync(1000);
      await expect.poll(() => status()?.textContent).toBe('You have 8 characters remaining');
      await userEvent.tab();
      expect(status()).toBeNull();
      // Back in the box, the old count is not said again; only a new one is.
      await userEvent.tab({ shift: true });
      expect(status()?.textContent).toBe('');
      await vi.advanceTimersByTimeAsync(1000);
      expect(status()?.textContent).toBe('');
      await userEvent.keyboard('c');
      await vi.advanceTimersByTimeAsync(1000);
      await expect.poll(() => status()?.textContent).toBe('You have 7 characters remaining');
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves nothing of the page in the accessibility tree behind an open modal', async () => {
    const screen = await render(
      <main>
        <Modal title="Sign In" trigger={<button type="button">Sign In</button>}>
          <p>Sign in form</p>
        </Modal>
        <form aria-label="Contact us">
          <FormField label="Your message">
            <TextArea maxCharacters={1000} />
          </FormField>
        </form>
      </main>,
    );
    await userEvent.type(screen.getByRole('textbox'), 'Hello');
    await screen.getByRole('button', { name: 'Sign In' }).click();
    const dialog = screen.getByRole('dialog', { name: 'Sign In' });
    await expect.element(dialog).toBeVisible();
    // Radix hides the rest of the page with aria-hidden, but not live regions or their ancestors.
    const outside = (node: Node) => !dialog.element().contains(node);
    const exposed = (element: Element | null) => !element?.closest('[aria-hidden="true"], [inert]');
    const liveRegions = [...document.querySelectorAll('[aria-live], [role="status"], [role="alert"]')];
    expect(liveRegions.filter(outside).filter(exposed)).toEqual([]);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const texts: string[] = [];
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      if (outside(text) && exposed(text.parentElement) && text.textContent?.trim())
        texts.push(text.textContent);
    }
    expect(texts).toEqual([]);
  });

  it('puts the limit in the description after the field’s hint and error, and any of its own', async () => {
    const screen = await render(
      <FormField label="Message" hint="Tell us how we can help" error="Enter a message" id="message">
        <TextArea maxCharacters={1000} aria-describedby="extra" />
      </FormField>,
    );
    const textarea = screen.getByRole('textbox');
    await expect
      .element(textarea)
      .toHaveAttribute('aria-describedby', 'message-hint message-error extra message-info');
    await expect
      .element(textarea)
      .toHaveAccessibleDescription(
        'Tell us how we can help Error: Enter a message You can enter up to 1000 characters.',
      );
  });

  it('tells a visitor who comes back to a box with text in it how much room is left, and keeps it while they type', async () => {
    const screen = await render(
      <>
        <TextArea aria-label="Message" maxCharacters={50} defaultValue={'x'.repeat(53)} />
        <button type="button">After</button>
      </>,
    );
    const textarea = screen.getByRole('textbox');
    await expect
      .element(textarea)
      .toHaveAccessibleDescription('You can enter up to 50 characters. You have 3 characters too many');
    await userEvent.click(textarea);
    await userEvent.keyboard('{Backspace}{Backspace}');
    await expect
      .element(textarea)
      .toHaveAccessibleDescription('You can enter up to 50 characters. You have 3 characters too many');
    await userEvent.tab();
    await expect
      .element(textarea)
      .toHaveAccessibleDescription('You can enter up to 50 characters. You have 1 character too many');
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
    await userEvent.tab();
    await expect.element(textarea).toHaveAccessibleDescription('You can enter up to 50 characters.');
  });

  it('follows a controlled value, including a reset from outside', async () => {
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <>
          <TextArea
            aria-label="Message"
            maxCharacters={5}
            value={value}
            onChange={(e) => setValue(e.target.value)}
          />
          <button type="button" onClick={() => setValue('')}>
            Clear
          </button>
        </>
      );
    }
    const screen = await render(<Controlled />);
    await userEvent.type(screen.getByRole('textbox'), 'abcdefg');
    expect(count()?.textContent).toBe('You have 2 characters too many');
    await screen.getByRole('button', { name: 'Clear' }).click();
    await expect.element(screen.getByRole('textbox')).toHaveValue('');
    expect(count()?.textContent).toBe('You have 5 characters remaining');
  });

  it('counts an uncontrolled default value and follows a form reset', async () => {
    const onChange = vi.fn();
    const screen = await render(
      <form>
        <TextArea aria-label="Message" maxCharacters={10} defaultValue="Hello" onChange={onChange} />
        <button type="reset">Reset</button>
      </form>,
    );
    expect(count()?.textContent).toBe('You have 5 characters remaining');
    await userEvent.type(screen.getByRole('textbox'), '!!');
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(count()?.textContent).toBe('You have 3 characters remaining');
    await screen.getByRole('button', { name: 'Reset' }).click();
    await expect.poll(() => count()?.textContent).toBe('You have 5 characters remaining');
  });

  it('passes its ref and draws no count without maxCharacters', async () => {
    const ref = { current: null as HTMLTextAreaElement | null };
    await render(<TextArea aria-label="Message" ref={ref} rows={3} />);
    expect(ref.current).toBeInstanceOf(HTMLTextAreaElement);
    expect(ref.current?.rows).toBe(3);
    expect(count()).toBeNull();
    expect(status()).toBeNull();
  });
});
