import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, screen, within } from 'storybook/test';
import { Button } from '../button/Button.js';
import { FormField } from '../form-field/FormField.js';
import { Status } from '../status/Status.js';
import { animationsEnded } from '../test-support/animations.js';
import { heard } from '../test-support/heard.js';
import { TextArea } from '../text-area/TextArea.js';
import { TextInput } from '../text-input/TextInput.js';
import { modalGuidance } from './Modal.guidance.js';
import { Modal, ModalClose } from './Modal.js';

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * The open dialog with this name, once its entrance animation has finished (axe and geometry need it
 * still). It waits for the dialog frame by frame, however long a busy machine takes: a hang is caught by
 * the test's own time limit.
 */
async function openDialog(name: string) {
  let dialog = screen.queryByRole('dialog', { name });
  while (!dialog) {
    await nextFrame();
    dialog = screen.queryByRole('dialog', { name });
  }
  await animationsEnded(dialog);
  return dialog;
}

/**
 * Resolves once the dialog with this name has left the page, after its exit animation, and focus has come
 * back: Radix gives it back in a task of its own after the dialog has gone, and a closed modal never leaves
 * focus on `<body>`. It waits as above.
 */
async function dialogGone(name: string) {
  while (screen.queryByRole('dialog', { name, hidden: true })) await nextFrame();
  while (document.activeElement === document.body) await nextFrame();
}

/** Radix sets `pointer-events: none` on body while a modal is open; it must come off once all are closed. */
async function expectPageClickable() {
  await expect(document.body.style.pointerEvents).not.toBe('none');
}

function EventDetails() {
  return (
    <>
      <p>
        Saturday 14 June, 10:00 to 16:00, at the Kala Academy, Panaji. Employers who hire persons with
        disabilities meet job seekers for interviews and career guidance.
      </p>
      <p>
        The venue has step-free access, an accessible toilet on every floor and a quiet room. Indian Sign
        Language interpreters and live captions are available at every talk.
      </p>
    </>
  );
}

const meta = {
  title: 'Components/Modal',
  component: Modal,
  args: {
    title: 'Inclusive Career Fair',
    children: <EventDetails />,
    trigger: <Button>Learn More</Button>,
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  parameters: {
    docs: {
      guidance: modalGuidance,
      description: {
        component:
          'A modal dialog built on Radix Dialog. It is named by its title (an `h2`) and described by `description` when given. ' +
          'On open, focus moves to the first control inside (the × button, or a field with `autoFocus`); Tab and Shift+Tab cycle ' +
          'inside, and the rest of the page is hidden from assistive technology. Escape, the × button (named by `closeLabel`, ' +
          '44×44 px) and any `ModalClose` close it. Focus then returns to the element that opened it, whether or not that was a ' +
          '`trigger`; a modal opened from a modal that has since closed falls back to that modal’s opener, and `returnFocusRef` ' +
          'overrides both. Escape closes only the top modal of a stack. In a short viewport (400% zoom) the whole dialog scrolls, ' +
          'so the title and × stay reachable, and a control that receives focus is scrolled into view. Animations run only ' +
          'without `prefers-reduced-motion`; in forced colours the dialog keeps its border.',
      },
    },
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: {
    footer: (
      <ModalClose>
        <Button variant="outline">Got it</Button>
      </ModalClose>
    ),
  },
  parameters: { transcript: true },
  play: async ({ canvas, userEvent }) => {
    // Open with Enter, hear the dialog, Tab round inside it, close with Escape and land back on the trigger.
    const opener = canvas.getByRole('button', { name: 'Learn More' });
    await heard.readToEnd('read the page');
    await heard.act('Tab', () => userEvent.tab());
    await expect(opener).toHaveFocus();
    await heard.act('press Enter', () => userEvent.keyboard('{Enter}'));

    const dialog = await openDialog('Inclusive Career Fair');
    await expect(dialog).not.toHaveAttribute('aria-describedby');
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const gotIt = within(dialog).getByRole('button', { name: 'Got it' });
    await expect(close).toHaveFocus();
    await heard.readToEnd('read on through the dialog');

    await heard.act('Tab', () => userEvent.tab());
    await expect(gotIt).toHaveFocus();
    await heard.act('Tab', () => userEvent.tab());
    await expect(close).toHaveFocus();
    await heard.act('Shift + Tab', () => userEvent.tab({ shift: true }));
    await expect(gotIt).toHaveFocus();

    await heard.act('press Escape', () => userEvent.keyboard('{Escape}'));
    await dialogGone('Inclusive Career Fair');
    await expectPageClickable();
    await expect(opener).toHaveFocus();
  },
};

function OpenFromButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        View accessibility information
      </Button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title="Venue accessibility"
        closeLabel="Close accessibility information"
      >
        <EventDetails />
      </Modal>
    </>
  );
}

export const OpenedWithoutTrigger: Story = {
  render: () => <OpenFromButton />,
  play: async ({ canvas, userEvent }) => {
    const opener = canvas.getByRole('button', { name: 'View accessibility information' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');

    const dialog = await openDialog('Venue accessibility');
    const close = within(dialog).getByRole('button', { name: 'Close accessibility information' });
    await expect(close).toHaveFocus();
    const { width, height } = close.getBoundingClientRect();
    await expect(width).toBeGreaterThanOrEqual(44);
    await expect(height).toBeGreaterThanOrEqual(44);

    await userEvent.keyboard('{Enter}');
    await dialogGone('Venue accessibility');
    await expectPageClickable();
    await expect(opener).toHaveFocus();
  },
};

export const WithDescription: Story = {
  args: {
    title: 'Leave this form?',
    description:
      'Your answers have not been sent. If you leave now, you will need to fill in the form again.',
    children: <p>You can come back to it from the Volunteer page at any time.</p>,
    trigger: <Button variant="outline">Leave form</Button>,
    footer: (
      <>
        <ModalClose>
          <Button variant="outline">Stay on the form</Button>
        </ModalClose>
        <ModalClose>
          <Button variant="danger">Leave</Button>
        </ModalClose>
      </>
    ),
  },
  parameters: { transcript: true },
  play: async ({ canvas, userEvent }) => {
    // The description is read with the title when the dialog opens.
    const opener = canvas.getByRole('button', { name: 'Leave form' });
    await heard.act('Tab', () => userEvent.tab());
    await heard.act('press Enter', () => userEvent.keyboard('{Enter}'));
    const dialog = await openDialog('Leave this form?');
    await expect(dialog).toHaveAccessibleDescription(/Your answers have not been sent/);
    await heard.readToEnd('read on through the dialog');
    await heard.act('Shift + Tab', () => userEvent.tab({ shift: true }));
    await expect(within(dialog).getByRole('button', { name: 'Leave' })).toHaveFocus();
    await heard.act('press Enter', () => userEvent.keyboard('{Enter}'));
    await dialogGone('Leave this form?');
    await expect(opener).toHaveFocus();

    // Opened again and left open, so that axe checks the open dialog and the picture shows it.
    await heard.act('press Enter', () => userEvent.keyboard('{Enter}'));
    const again = await openDialog('Leave this form?');
    await expect(again).toHaveAccessibleDescription(/Your answers have not been sent/);
  },
};

/**
 * After a send, focus goes back to the button that opened the dialog, and a status message on the page
 * says what happened: without it a screen-reader user hears only the button again.
 */
function VolunteerForm({ onSend }: { onSend: (name: string) => void }) {
  const [open, setOpen] = useState(false);
  const [sentBy, setSentBy] = useState('');
  return (
    <>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title="Volunteer with Us"
        description="We will reply within a week. All fields are required unless marked optional."
        trigger={<Button>Volunteer with Us</Button>}
        footer={
          <>
            <ModalClose>
              <Button variant="outline">Cancel</Button>
            </ModalClose>
            <Button type="submit" form="volunteer-form">
              Send
            </Button>
          </>
        }
      >
        <form
          id="volunteer-form"
          onSubmit={(event) => {
            event.preventDefault();
            const name = String(new FormData(event.currentTarget).get('fullName'));
            onSend(name);
            setSentBy(name);
            setOpen(false);
          }}
        >
          <FormField label="Full name" required>
            <TextInput name="fullName" autoComplete="name" />
          </FormField>
          <FormField label="Email" required>
            <TextInput name="email" type="email" autoComplete="email" />
          </FormField>
          <FormField label="Mobile number" hint="Include your country code if you are outside India.">
            <TextInput name="mobile" type="tel" autoComplete="tel" width="medium" />
          </FormField>
        </form>
      </Modal>
      <Status tone="success">
        {sentBy ? `Thank you, ${sentBy}. We have your details and will reply within a week.` : ''}
      </Status>
    </>
  );
}

const sendVolunteerForm = fn();

export const WithForm: Story = {
  render: () => <VolunteerForm onSend={sendVolunteerForm} />,
  parameters: { transcript: true },
  play: async ({ canvas, userEvent }) => {
    // A form inside a dialog: filled in and cancelled, then filled in again and sent.
    const opener = canvas.getByRole('button', { name: 'Volunteer with Us' });
    await heard.act('Tab', () => userEvent.tab());
    await heard.act('press Enter', () => userEvent.keyboard('{Enter}'));
    const dialog = await openDialog('Volunteer with Us');
    await expect(dialog).toHaveAccessibleDescription(/We will reply within a week/);

    await heard.act('Tab', () => userEvent.tab());
    await expect(within(dialog).getByRole('textbox', { name: 'Full name (required)' })).toHaveFocus();
    await heard.act('type "Asha Rao"', () => userEvent.keyboard('Asha Rao'));
    await heard.act('Tab', () => userEvent.tab());
    await heard.act('type "asha@example.org"', () => userEvent.keyboard('asha@example.org'));
    await heard.act('Tab', () => userEvent.tab());
    await expect(within(dialog).getByRole('textbox', { name: 'Mobile number (optional)' })).toHaveFocus();

    await heard.act('Tab', () => userEvent.tab());
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await heard.act('press Enter', () => userEvent.keyboard('{Enter}'));
    await dialogGone('Volunteer with Us');
    await expectPageClickable();
    await expect(opener).toHaveFocus();
    await expect(sendVolunteerForm).not.toHaveBeenCalled();
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();

    await heard.act('press Enter', () => userEvent.keyboard('{Enter}'));
    const reopened = await openDialog('Volunteer with Us');
    await heard.act('Tab', () => userEvent.tab());
    await heard.act('type "Asha Rao"', () => userEvent.keyboard('Asha Rao'));
    await heard.act('Tab', () => userEvent.tab());
    await heard.act('type "asha@example.org"', () => userEvent.keyboard('asha@example.org'));
    await heard.act('Tab', () => userEvent.tab());
    await heard.act('Tab', () => userEvent.tab());
    await heard.act('Tab', () => userEvent.tab());
    await expect(within(reopened).getByRole('button', { name: 'Send' })).toHaveFocus();
    await heard.act('press Enter', () => userEvent.keyboard('{Enter}'));
    await dialogGone('Volunteer with Us');
    await expectPageClickable();
    await expect(sendVolunteerForm).toHaveBeenCalledWith('Asha Rao');
    await expect(opener).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Thank you, Asha Rao. We have your details and will reply within a week.',
    );
  },
};

function LongBody() {
  return (
    <>
      <EventDetails />
      <h3>Programme</h3>
      <ul>
        <li>10:00 Welcome, with Indian Sign Language interpretation</li>
        <li>10:30 Panel: building an accessible workplace</li>
        <li>11:30 Interviews with employers, in quiet booths</li>
        <li>13:00 Lunch; the menu is available in braille and large print</li>
        <li>14:00 Workshop: writing your CV and talking about adjustments</li>
        <li>15:30 Closing remarks and feedback</li>
      </ul>
      <h3>Support on the day</h3>
      <p>
        Braille and large-print copies of every handout are at the front desk. Personal assistants and guide
        dogs are welcome. Wheelchairs and walking frames can be borrowed at the entrance, and there are rest
        areas with seating on every floor.
      </p>
      <p>
        Please tell us about any food allergies or dietary needs, and whether you would like a volunteer to
        guide you between the interview booths.
      </p>
      <h3>Questions</h3>
      <p>
        Can I bring someone with me? Yes: a family member, friend or personal assistant can come with you free
        of charge, and they can join you in interviews if you wish.
      </p>
      <p>
        Do I need a CV? It helps, but it is not required. Our volunteers can help you write one at the CV
        workshop, and employers will also talk with you without one.
      </p>
      <h3>Getting there</h3>
      <p>
        Accessible buses stop at the main gate. Volunteers in yellow shirts meet arrivals at the gate and the
        car park. Tell us about any support you need when you register and we will arrange it.
      </p>
    </>
  );
}

export const LongContent: Story = {
  args: {
    size: 'lg',
    children: <LongBody />,
    footer: (
      <>
        <ModalClose>
          <Button variant="outline">Not now</Button>
        </ModalClose>
        <Button>Register Now</Button>
      </>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Learn More' }));
    const dialog = await openDialog('Inclusive Career Fair');
    await expect(dialog.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(dialog.scrollHeight).toBeGreaterThan(dialog.clientHeight);
    await expect(dialog.scrollTop).toBe(0);

    await userEvent.tab({ shift: true });
    const register = within(dialog).getByRole('button', { name: 'Register Now' });
    await expect(register).toHaveFocus();
    await expect(dialog.scrollTop).toBeGreaterThan(0);
    await expect(register.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      dialog.getBoundingClientRect().bottom,
    );

    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await expect(dialog.scrollTop).toBe(0);
    // Left open so axe checks the scrolling dialog.
  },
};

function EventFlow() {
  const [details, setDetails] = useState(false);
  const [registration, setRegistration] = useState(false);
  const [success, setSuccess] = useState(false);
  return (
    <Modal
      open={details}
      onOpenChange={setDetails}
      title="Inclusive Career Fair"
      closeLabel="Close event details"
      trigger={<Button>Learn More</Button>}
      footer={<Button onClick={() => setRegistration(true)}>Register Now</Button>}
    >
      <EventDetails />
      <Modal
        open={registration}
        onOpenChange={setRegistration}
        title="Register for the Inclusive Career Fair"
        closeLabel="Close registration"
        footer={
          <>
            <ModalClose>
              <Button variant="outline">Cancel</Button>
            </ModalClose>
            <Button type="submit" form="register-form">
              Submit Registration
            </Button>
          </>
        }
      >
        <form
          id="register-form"
          onSubmit={(event) => {
            event.preventDefault();
            setRegistration(false);
            setSuccess(true);
          }}
        >
          <FormField label="Full name" required>
            <TextInput name="fullName" autoComplete="name" />
          </FormField>
        </form>
      </Modal>
      <Modal
        open={success}
        onOpenChange={setSuccess}
        title="Registration Successful!"
        closeLabel="Close confirmation"
        size="sm"
        footer={
          <ModalClose>
            <Button>Close</Button>
          </ModalClose>
        }
      >
        <p>We have sent the details to your e-mail.</p>
      </Modal>
    </Modal>
  );
}

export const Nested: Story = {
  name: 'Nested (details → registration → success)',
  render: () => <EventFlow />,
  parameters: { transcript: true },
  play: async ({ canvas, userEvent }) => {
    // Details, then registration over them, then success, and back to where each began.
    const learnMore = canvas.getByRole('button', { name: 'Learn More' });
    await heard.act('Tab', () => userEvent.tab());
    await heard.act('press Enter', () => userEvent.keyboard('{Enter}'));
    const details = await openDialog('Inclusive Career Fair');
    const registerNow = within(details).getByRole('button', { name: 'Register Now' });

    await heard.act('Tab', () => userEvent.tab());
    await expect(registerNow).toHaveFocus();
    await heard.act('press Enter', () => userEvent.keyboard('{Enter}'));
    const registration = await openDialog('Register for the Inclusive Career Fair');
    await expect(within(registration).getByRole('button', { name: 'Close registration' })).toHaveFocus();
    await expect(screen.queryByRole('dialog', { name: 'Inclusive Career Fair' })).toBeNull();
    await heard.readToEnd('read on through the registration dialog');

    await heard.act('press Escape', () => userEvent.keyboard('{Escape}'));
    await dialogGone('Register for the Inclusive Career Fair');
    await expect(screen.getByRole('dialog', { name: 'Inclusive Career Fair' })).toBe(details);
    await expect(registerNow).toHaveFocus();

    await heard.act('press Enter', () => userEvent.keyboard('{Enter}'));
    const again = await openDialog('Register for the Inclusive Career Fair');
    await heard.act('Tab', () => userEvent.tab());
    await heard.act('type "Asha Rao"', () => userEvent.keyboard('Asha Rao'));
    await heard.act('Tab', () => userEvent.tab());
    await heard.act('Tab', () => userEvent.tab());
    await expect(within(again).getByRole('button', { name: 'Submit Registration' })).toHaveFocus();
    await heard.act('press Enter', () => userEvent.keyboard('{Enter}'));

    const success = await openDialog('Registration Successful!');
    await dialogGone('Register for the Inclusive Career Fair');
    await expect(within(success).getByRole('button', { name: 'Close confirmation' })).toHaveFocus();
    await heard.readToEnd('read on through the confirmation');
    await heard.act('Tab', () => userEvent.tab());
    await heard.act('press Enter', () => userEvent.keyboard('{Enter}'));
    await dialogGone('Registration Successful!');
    await expect(registerNow).toHaveFocus();

    await heard.act('press Escape', () => userEvent.keyboard('{Escape}'));
    await dialogGone('Inclusive Career Fair');
    await expectPageClickable();
    await expect(learnMore).toHaveFocus();
  },
};

function ReturnToHeading() {
  const [registered, setRegistered] = useState(true);
  const status = useRef<HTMLHeadingElement>(null);
  return (
    <>
      <h2 ref={status} tabIndex={-1}>
        {registered ? 'You are registered for the Inclusive Career Fair' : 'Your registration is cancelled'}
      </h2>
      {registered ? (
        <Modal
          size="sm"
          title="Cancel your registration?"
          returnFocusRef={status}
          trigger={<Button variant="outline">Cancel registration</Button>}
          footer={
            <>
              <ModalClose>
                <Button variant="outline">Keep my place</Button>
              </ModalClose>
              <Button variant="danger" onClick={() => setRegistered(false)}>
                Yes, cancel it
              </Button>
            </>
          }
        >
          <p>Your place will be offered to the next person on the waiting list.</p>
        </Modal>
      ) : null}
    </>
  );
}

export const ReturnFocusElsewhere: Story = {
  name: 'Return focus elsewhere (opener removed)',
  render: () => <ReturnToHeading />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await openDialog('Cancel your registration?');
    await userEvent.tab({ shift: true });
    await expect(within(dialog).getByRole('button', { name: 'Yes, cancel it' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await dialogGone('Cancel your registration?');
    await expectPageClickable();
    await expect(canvas.getByRole('heading', { name: 'Your registration is cancelled' })).toHaveFocus();
  },
};

export const SmallConfirmation: Story = {
  args: {
    size: 'sm',
    title: 'Unsubscribe from the newsletter?',
    children: <p>You will stop getting news about events and programmes.</p>,
    trigger: <Button variant="outline">Unsubscribe</Button>,
    footer: (
      <>
        <ModalClose>
          <Button variant="outline">Stay subscribed</Button>
        </ModalClose>
        <ModalClose>
          <Button variant="danger">Unsubscribe</Button>
        </ModalClose>
      </>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Unsubscribe' }));
    const dialog = await openDialog('Unsubscribe from the newsletter?');
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(28 * 16);
  },
};

export const AllStates: Story = {
  name: 'All states',
  args: {
    description: 'Saturday 14 June, 10:00 to 16:00, at the Kala Academy, Panaji.',
    children: (
      <p>
        The venue has step-free access, an accessible toilet on every floor and a quiet room. Indian Sign
        Language interpreters and live captions are available at every talk.
      </p>
    ),
    footer: (
      <>
        <ModalClose>
          <Button variant="outline">Not now</Button>
        </ModalClose>
        <Button>Register Now</Button>
      </>
    ),
  },
  parameters: { pictures: { modes: ['dark', 'forced-colors', 'narrow'] } },
  // Open over the page, with its title, description, body and footer, and focus on its × button.
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Learn More' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await openDialog('Inclusive Career Fair');
    await expect(dialog).toHaveAccessibleDescription(
      'Saturday 14 June, 10:00 to 16:00, at the Kala Academy, Panaji.',
    );
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
  },
};

export const Zoom400: Story = {
  name: 'Narrow viewport (400% zoom, 320×256)',
  args: {
    footer: (
      <>
        <ModalClose>
          <Button variant="outline">Not now</Button>
        </ModalClose>
        <Button>Register Now</Button>
      </>
    ),
  },
  parameters: {
    viewport: {
      options: {
        zoom400: {
          name: '400% zoom of 1280×1024',
          styles: { width: '320px', height: '256px' },
          type: 'mobile',
        },
      },
    },
  },
  globals: { viewport: { value: 'zoom400', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await expect(window.innerWidth).toBe(320);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Learn More' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await openDialog('Inclusive Career Fair');
    const box = dialog.getBoundingClientRect();
    await expect(box.top).toBeGreaterThanOrEqual(0);
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(dialog.scrollHeight).toBeGreaterThan(dialog.clientHeight);

    const close = within(dialog).getByRole('button', { name: 'Close' });
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    const last = within(dialog).getByRole('button', { name: 'Register Now' });
    await expect(last).toHaveFocus();
    await expect(dialog.scrollTop).toBeGreaterThan(0);
    await expect(last.getBoundingClientRect().bottom).toBeLessThanOrEqual(box.bottom);
    await expect(last.getBoundingClientRect().top).toBeGreaterThanOrEqual(box.top);

    await userEvent.tab();
    await expect(close).toHaveFocus();
    const heading = within(dialog).getByRole('heading', { name: 'Inclusive Career Fair' });
    await expect(heading.getBoundingClientRect().top).toBeGreaterThanOrEqual(box.top);
    await expect(close.getBoundingClientRect().top).toBeGreaterThanOrEqual(box.top);
    // Left open so axe checks the dialog at this size.
  },
};

/**
 * Types `text` into a field one character at a time, as the browser does for each key: the value grows,
 * then an `input` event follows. While a transcript is recorded, Storybook's userEvent changes a field's
 * text without React's onChange hearing of it: the virtual screen reader carries its own copy of
 * user-event, which prepares the page's fields a second time once it starts. The TextArea's count
 * follows React's state, so React must hear each character.
 */
function typeInto(field: HTMLTextAreaElement, text: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
  for (const character of text) {
    setValue?.call(field, field.value + character);
    field.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText', data: character }));
  }
}

/** The contact page's form, with its counted message box, and the header's Sign In dialog over it. */
function SignInOverForm() {
  return (
    <>
      <Modal title="Sign In" size="sm" trigger={<Button variant="outline">Sign In</Button>}>
        <FormField label="Email" required>
          <TextInput name="email" type="email" autoComplete="email" />
        </FormField>
      </Modal>
      <form aria-label="Contact us" onSubmit={(event) => event.preventDefault()}>
        <FormField label="Your message" required>
          <TextArea name="message" maxCharacters={1000} />
        </FormField>
      </form>
    </>
  );
}

export const OverAForm: Story = {
  name: 'Over a form (the page behind is hidden)',
  render: () => <SignInOverForm />,
  parameters: { transcript: true },
  play: async ({ canvas, canvasElement, userEvent }) => {
    // Reading on past the end of the dialog finds nothing of the page behind.
    const signIn = canvas.getByRole('button', { name: 'Sign In' });
    const message = canvas.getByRole<HTMLTextAreaElement>('textbox', { name: 'Your message (required)' });
    await heard.act('Tab', () => userEvent.tab());
    await expect(signIn).toHaveFocus();
    await heard.act('Tab', () => userEvent.tab());
    await expect(message).toHaveFocus();
    // One step: the TextArea says the count once typing has paused for a second, its own delay. Heard as
    // a step of its own, the pause would begin while the typing step settles, which on a busy machine can
    // take that second, and the count would be heard with the typing. The step waits for the count.
    await heard.act('type "Hello", then pause', () => typeInto(message, 'Hello'), {
      until: () =>
        canvasElement.querySelector('[aria-live="polite"]')?.textContent ===
        'You have 995 characters remaining',
    });
    await expect(message).toHaveValue('Hello');
    await expect(canvasElement.querySelector('.ui-textarea__count')).toHaveTextContent(
      'You have 995 characters remaining',
    );
    await heard.act('Shift + Tab', () => userEvent.tab({ shift: true }));
    await expect(signIn).toHaveFocus();
    await heard.act('press Enter', () => userEvent.keyboard('{Enter}'));
    const dialog = await openDialog('Sign In');
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await heard.readToEnd('read on through the dialog and past its end');
    await heard.readToStart('read back from there to the top');
    // Left open so axe checks the page with the dialog over it.
  },
};
