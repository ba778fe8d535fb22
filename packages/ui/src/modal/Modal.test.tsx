import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { cdp, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { animationsEnded } from '../test-support/animations.js';
import { Modal, ModalClose, modalVariants } from './Modal.js';

const pageIsClickable = () => expect(document.body.style.pointerEvents).not.toBe('none');

function OpenFromButton({ returnTo = false }: { returnTo?: boolean }) {
  const [open, setOpen] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <>
      <h2 ref={heading} tabIndex={-1}>
        Events
      </h2>
      <button type="button" onClick={() => setOpen(true)}>
        Open details
      </button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title="Details"
        closeLabel="Close details"
        returnFocusRef={returnTo ? heading : undefined}
        footer={
          <ModalClose>
            <button type="button">Cancel</button>
          </ModalClose>
        }
      >
        <p>Body</p>
      </Modal>
    </>
  );
}

/** The computed value of a colour, as the browser resolves it (a token or a system colour). */
function resolved(color: string) {
  const probe = document.createElement('span');
  probe.style.color = color;
  document.body.append(probe);
  const value = getComputedStyle(probe).color;
  probe.remove();
  return value;
}

/** details → registration → success; with `replaceAll`, submitting closes details as well. */
function EventFlow({ replaceAll = false }: { replaceAll?: boolean }) {
  const [details, setDetails] = useState(false);
  const [registration, setRegistration] = useState(false);
  const [success, setSuccess] = useState(false);
  const successModal = (
    <Modal open={success} onOpenChange={setSuccess} title="Registration Successful!">
      <p>See you there.</p>
    </Modal>
  );
  return (
    <>
      <Modal
        open={details}
        onOpenChange={setDetails}
        title="Event details"
        trigger={<button type="button">Learn More</button>}
        footer={
          <button type="button" onClick={() => setRegistration(true)}>
            Register Now
          </button>
        }
      >
        <Modal open={registration} onOpenChange={setRegistration} title="Register">
          <button
            type="button"
            onClick={() => {
              setRegistration(false);
              if (replaceAll) setDetails(false);
              setSuccess(true);
            }}
          >
            Submit Registration
          </button>
        </Modal>
        {replaceAll ? null : successModal}
      </Modal>
      {replaceAll ? successModal : null}
    </>
  );
}

describe('Modal', () => {
  it('is a dialog named by its h2 title, described only when it has a description', async () => {
    const screen = await render(
      <>
        <Modal defaultOpen title="Plain">
          <p>Body</p>
        </Modal>
      </>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Plain' });
    await expect.element(dialog).not.toHaveAttribute('aria-describedby');
    await expect.element(screen.getByRole('heading', { level: 2, name: 'Plain' })).toBeInTheDocument();
    await expect.element(dialog).toHaveClass('ui-modal--md');

    await screen.rerender(
      <Modal defaultOpen title="Described" description="Read this first." size="lg">
        <p>Body</p>
      </Modal>,
    );
    const described = screen.getByRole('dialog', { name: 'Described' });
    await expect.element(described).toHaveAccessibleDescription('Read this first.');
    expect(modalVariants({ size: 'sm' })).toBe('ui-modal ui-modal--sm');
  });

  it('returns focus to a button that opened it without a trigger, and leaves the page clickable', async () => {
    const screen = await render(<OpenFromButton />);
    const opener = screen.getByRole('button', { name: 'Open details' });
    await opener.click();
    await userEvent.keyboard('{Escape}');
    await expect.element(opener).toHaveFocus();
    pageIsClickable();

    await userEvent.keyboard('{Enter}');
    await animationsEnded(screen.getByRole('dialog').element());
    const close = screen.getByRole('button', { name: 'Close details' });
    const { width, height } = (close.element() as HTMLElement).getBoundingClientRect();
    expect(width).toBeGreaterThanOrEqual(44);
    expect(height).toBeGreaterThanOrEqual(44);
    await close.click();
    await expect.element(opener).toHaveFocus();
    pageIsClickable();
  });

  it('sends focus to returnFocusRef when given', async () => {
    const screen = await render(<OpenFromButton returnTo />);
    await screen.getByRole('button', { name: 'Open details' }).click();
    await screen.getByRole('button', { name: 'Cancel' }).click();
    await expect.element(screen.getByRole('heading', { name: 'Events' })).toHaveFocus();
  });

  it('falls back to its trigger when nothing had focus as it opened', async () => {
    const screen = await render(
      <Modal defaultOpen title="Welcome" trigger={<button type="button">Show welcome</button>}>
        <p>Body</p>
      </Modal>,
    );
    await expect.element(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.element(screen.getByRole('button', { name: 'Show welcome' })).toHaveFocus();
  });

  it('after a modal closes as another opens, returns focus from the second to the first one’s opener', async () => {
    const screen = await render(<EventFlow />);
    await screen.getByRole('button', { name: 'Learn More' }).click();
    const registerNow = screen.getByRole('button', { name: 'Register Now' });
    const registerNowButton = registerNow.element();
    await registerNow.click();
    const registration = screen.getByRole('dialog', { name: 'Register' }).element();
    // Radix gives focus back for a dialog that has left the page in a task of its own, which sends this
    // event on the dialog's element: once it has been sent, any pull of focus behind the success modal
    // has happened.
    const focusReturned = new Promise((resolve) =>
      registration.addEventListener('focusScope.autoFocusOnUnmount', resolve, { once: true }),
    );
    const focusMoves: (EventTarget | null)[] = [];
    const record = (event: FocusEvent) => focusMoves.push(event.relatedTarget);
    document.addEventListener('focusout', record);
    await screen.getByRole('button', { name: 'Submit Registration' }).click();

    const success = screen.getByRole('dialog', { name: 'Registration Successful!' });
    await expect.element(success.getByRole('button', { name: 'Close' })).toHaveFocus();
    await expect.poll(() => document.querySelectorAll('[role="dialog"]').length).toBe(2);
    await focusReturned;
    document.removeEventListener('focusout', record);
    // The closing registration modal must not try to pull focus behind the success modal (it would blur it).
    expect(focusMoves).not.toContain(registerNowButton);
    await userEvent.keyboard('{Escape}');
    await expect.element(success).not.toBeInTheDocument();
    await expect.element(registerNow).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
    pageIsClickable();
  });

  it('takes focus again when reopened before its closing animation ended', async () => {
    // A closing modal stays in the page until its exit animation ends; in a background tab, or on a
    // busy phone, that can be long after the visitor moved on. Reopening it then must still move focus
    // in, or a keyboard or screen-reader user is left outside the dialog (the event flow's
    // 'Register another person' reopens the registration form this way).
    function Reopen() {
      const [form, setForm] = useState(true);
      return (
        <>
          <Modal open={form} onOpenChange={setForm} title="Register">
            <button type="button" onClick={() => setForm(false)}>
              Submit Registration
            </button>
          </Modal>
          <Modal open={!form} onOpenChange={(open) => setForm(!open)} title="Registered">
            <button type="button" onClick={() => setForm(true)}>
              Register another person
            </button>
          </Modal>
        </>
      );
    }
    const screen = await render(<Reopen />);
    const form = screen.getByRole('dialog', { name: 'Register' });
    await animationsEnded(form.element());
    const formElement = form.element();
    // Hold the closing form's exit animation where it starts, as a throttled tab does. Clicked from
    // here, not through the test runner, so that no frame passes before the pause: on a busy machine
    // the whole animation could end during the runner's round trip.
    const submit = screen.getByRole('button', { name: 'Submit Registration' }).element() as HTMLElement;
    submit.focus();
    submit.click();
    for (let turn = 0; turn < 20 && formElement.getAttribute('data-state') !== 'closed'; turn++) {
      await Promise.resolve();
    }
    expect(formElement.getAttribute('data-state')).toBe('closed');
    const exit = formElement.getAnimations();
    expect(exit.length, 'the exit animation runs').toBeGreaterThan(0);
    for (const animation of exit) animation.pause();
    const registered = screen.getByRole('dialog', { name: 'Registered' });
    await expect.element(registered.getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(formElement.isConnected, 'the closing form is still in the page').toBe(true);

    await userEvent.tab();
    await expect.element(registered.getByRole('button', { name: 'Register another person' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const reopened = screen.getByRole('dialog', { name: 'Register' });
    await expect.element(reopened.getByRole('button', { name: 'Close' })).toHaveFocus();
    // The old form, still closing, is replaced rather than left behind the new one.
    await expect.poll(() => document.querySelectorAll('[role="dialog"]').length).toBe(1);
    expect(formElement.isConnected).toBe(false);
  });

  it('falls back to the first opener when every modal it came through has gone, never to body', async () => {
    const screen = await render(<EventFlow replaceAll />);
    const learnMore = screen.getByRole('button', { name: 'Learn More' });
    await learnMore.click();
    await screen.getByRole('button', { name: 'Register Now' }).click();
    await screen.getByRole('button', { name: 'Submit Registration' }).click();

    await expect.element(screen.getByRole('dialog', { name: 'Event details' })).not.toBeInTheDocument();
    await expect.element(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await expect.poll(() => document.querySelectorAll('[role="dialog"]').length).toBe(1);

    await userEvent.keyboard('{Escape}');
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
    await expect.element(learnMore).toHaveFocus();
    pageIsClickable();
  });

  it('draws with the tokens, animates only without reduced motion, and keeps border and focus in forced colours', async () => {
    const screen = await render(
      <Modal defaultOpen title="Styled" footer={<button type="button">Done</button>}>
        <p>Body</p>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog').element() as HTMLElement;
    const overlay = document.querySelector('.ui-modal__overlay') as HTMLElement;
    const close = screen.getByRole('button', { name: 'Close' }).element() as HTMLElement;
    expect(getComputedStyle(overlay).backgroundColor).toBe(resolved('var(--ui-color-backdrop)'));
    expect(getComputedStyle(dialog).backgroundColor).toBe(resolved('var(--ui-color-surface-raised)'));
    expect(getComputedStyle(dialog).color).toBe(resolved('var(--ui-color-text)'));
    expect(getComputedStyle(dialog).borderTopColor).toBe(resolved('var(--ui-color-border)'));
    expect(getComputedStyle(dialog).animationName).toBe('ui-modal-enter');
    expect(getComputedStyle(overlay).animationName).toBe('ui-modal-fade-in');

    const session = cdp();
    await session.send('Emulation.setEmulatedMedia', {
      features: [
        { name: 'prefers-reduced-motion', value: 'reduce' },
        { name: 'forced-colors', value: 'active' },
      ],
    });
    try {
      expect(getComputedStyle(dialog).animationName).toBe('none');
      expect(getComputedStyle(overlay).animationName).toBe('none');
      expect(getComputedStyle(dialog).borderTopStyle).toBe('solid');
      expect(getComputedStyle(dialog).borderTopColor).toBe(resolved('CanvasText'));
      await userEvent.keyboard('{Tab}{Tab}');
      await expect.element(close).toHaveFocus();
      expect(close.matches(':focus-visible')).toBe(true);
      expect(getComputedStyle(close).outlineStyle).toBe('solid');
      expect(getComputedStyle(close).outlineColor).toBe(resolved('Highlight'));
    } finally {
      await session.send('Emulation.setEmulatedMedia', { features: [] });
    }
  });
});
