import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, screen, within } from 'storybook/test';
import { Button } from '../button/Button.js';
import { storyLanguage, storyWords, type StoryLanguage } from '../docs-support/story-language.js';
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

/** The career fair's words, which most stories share. */
const fairWords = {
  en: {
    title: 'Inclusive Career Fair',
    learnMore: 'Learn More',
    when: 'Saturday 14 June, 10:00 to 16:00, at the Kala Academy, Panaji.',
    what: 'Employers who hire persons with disabilities meet job seekers for interviews and career guidance.',
    venue:
      'The venue has step-free access, an accessible toilet on every floor and a quiet room. Indian Sign ' +
      'Language interpreters and live captions are available at every talk.',
    notNow: 'Not now',
    registerNow: 'Register Now',
  },
  hi: {
    title: 'समावेशी करियर मेला',
    learnMore: 'और जानें',
    when: 'शनिवार 14 जून, 10:00 से 16:00 तक, कला अकादमी, पणजी में।',
    what: 'दिव्यांगजनों को नौकरी देने वाले नियोक्ता यहाँ नौकरी ढूँढने वालों से इंटरव्यू और करियर मार्गदर्शन के लिए मिलते हैं।',
    venue:
      'कार्यक्रम स्थल पर बिना सीढ़ी का रास्ता, हर मंज़िल पर सुगम्य शौचालय और एक शांत कमरा है। हर वार्ता में ' +
      'भारतीय सांकेतिक भाषा के दुभाषिए और लाइव कैप्शन हैं।',
    notNow: 'अभी नहीं',
    registerNow: 'अभी पंजीकरण करें',
  },
};

function EventDetails({ language = 'en' }: { language?: StoryLanguage }) {
  const words = fairWords[language];
  return (
    <>
      <p>{`${words.when} ${words.what}`}</p>
      <p>{words.venue}</p>
    </>
  );
}

/**
 * The fair's title, body and trigger in Hindi, for a story that keeps the meta's English ones. Each story
 * gets elements of its own: Storybook would merge a meta's elements into a story's.
 */
const fairInHindi = () => ({
  title: fairWords.hi.title,
  children: <EventDetails language="hi" />,
  trigger: <Button>{fairWords.hi.learnMore}</Button>,
});

/** The footer of a fair's dialog that asks to register. */
const registerFooter = (language: StoryLanguage) => (
  <>
    <ModalClose>
      <Button variant="outline">{fairWords[language].notNow}</Button>
    </ModalClose>
    <Button>{fairWords[language].registerNow}</Button>
  </>
);

const meta = {
  title: 'Components/Modal',
  component: Modal,
  args: {
    title: fairWords.en.title,
    children: <EventDetails />,
    trigger: <Button>{fairWords.en.learnMore}</Button>,
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  parameters: {
    hindi: { args: { title: fairWords.hi.title } },
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
  parameters: {
    transcript: true,
    hindi: {
      args: {
        ...fairInHindi(),
        footer: (
          <ModalClose>
            <Button variant="outline">ठीक है</Button>
          </ModalClose>
        ),
      },
    },
  },
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

const openFromButtonWords = {
  en: {
    view: 'View accessibility information',
    title: 'Venue accessibility',
    close: 'Close accessibility information',
  },
  hi: {
    view: 'सुगम्यता की जानकारी देखें',
    title: 'कार्यक्रम स्थल की सुगम्यता',
    close: 'सुगम्यता की जानकारी बंद करें',
  },
};

function OpenFromButton({ language }: { language: StoryLanguage }) {
  const words = openFromButtonWords[language];
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {words.view}
      </Button>
      <Modal open={open} onOpenChange={setOpen} title={words.title} closeLabel={words.close}>
        <EventDetails language={language} />
      </Modal>
    </>
  );
}

export const OpenedWithoutTrigger: Story = {
  render: (_args, context) => <OpenFromButton language={storyLanguage(context)} />,
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
  parameters: {
    transcript: true,
    hindi: {
      args: {
        title: 'यह फ़ॉर्म छोड़ें?',
        description: 'आपके जवाब अभी भेजे नहीं गए हैं। अभी छोड़ने पर आपको फ़ॉर्म फिर से भरना होगा।',
        children: <p>आप कभी भी स्वयंसेवक पेज से इस फ़ॉर्म पर लौट सकते हैं।</p>,
        trigger: <Button variant="outline">फ़ॉर्म छोड़ें</Button>,
        footer: (
          <>
            <ModalClose>
              <Button variant="outline">फ़ॉर्म पर रहें</Button>
            </ModalClose>
            <ModalClose>
              <Button variant="danger">छोड़ें</Button>
            </ModalClose>
          </>
        ),
      },
    },
  },
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
const volunteerWords = {
  en: {
    title: 'Volunteer with Us',
    description: 'We will reply within a week. All fields are required unless marked optional.',
    cancel: 'Cancel',
    send: 'Send',
    fullName: 'Full name',
    email: 'Email',
    mobile: 'Mobile number',
    mobileHint: 'Include your country code if you are outside India.',
    thanks: (name: string) => `Thank you, ${name}. We have your details and will reply within a week.`,
  },
  hi: {
    title: 'हमारे साथ स्वयंसेवा करें',
    description: 'हम एक हफ़्ते में जवाब देंगे। "वैकल्पिक" लिखी जानकारी के अलावा सब भरना ज़रूरी है।',
    cancel: 'रद्द करें',
    send: 'भेजें',
    fullName: 'पूरा नाम',
    email: 'ई-मेल',
    mobile: 'मोबाइल नंबर',
    mobileHint: 'अगर आप भारत से बाहर हैं, तो अपने देश का कोड भी लिखें।',
    thanks: (name: string) => `धन्यवाद, ${name}। आपकी जानकारी हमें मिल गई है। हम एक हफ़्ते में जवाब देंगे।`,
  },
};

function VolunteerForm({
  onSend,
  words,
}: {
  onSend: (name: string) => void;
  words: (typeof volunteerWords)['en'];
}) {
  const [open, setOpen] = useState(false);
  const [sentBy, setSentBy] = useState('');
  return (
    <>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title={words.title}
        description={words.description}
        trigger={<Button>{words.title}</Button>}
        footer={
          <>
            <ModalClose>
              <Button variant="outline">{words.cancel}</Button>
            </ModalClose>
            <Button type="submit" form="volunteer-form">
              {words.send}
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
          <FormField label={words.fullName} required>
            <TextInput name="fullName" autoComplete="name" />
          </FormField>
          <FormField label={words.email} required>
            <TextInput name="email" type="email" autoComplete="email" />
          </FormField>
          <FormField label={words.mobile} hint={words.mobileHint}>
            <TextInput name="mobile" type="tel" autoComplete="tel" width="medium" />
          </FormField>
        </form>
      </Modal>
      <Status tone="success">{sentBy ? words.thanks(sentBy) : ''}</Status>
    </>
  );
}

const sendVolunteerForm = fn();

export const WithForm: Story = {
  render: (_args, context) => (
    <VolunteerForm onSend={sendVolunteerForm} words={storyWords(context, volunteerWords)} />
  ),
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

const longBodyWords = {
  en: {
    programme: 'Programme',
    schedule: [
      '10:00 Welcome, with Indian Sign Language interpretation',
      '10:30 Panel: building an accessible workplace',
      '11:30 Interviews with employers, in quiet booths',
      '13:00 Lunch; the menu is available in braille and large print',
      '14:00 Workshop: writing your CV and talking about adjustments',
      '15:30 Closing remarks and feedback',
    ],
    support: 'Support on the day',
    supportText: [
      'Braille and large-print copies of every handout are at the front desk. Personal assistants and guide ' +
        'dogs are welcome. Wheelchairs and walking frames can be borrowed at the entrance, and there are rest ' +
        'areas with seating on every floor.',
      'Please tell us about any food allergies or dietary needs, and whether you would like a volunteer to ' +
        'guide you between the interview booths.',
    ],
    questions: 'Questions',
    questionsText: [
      'Can I bring someone with me? Yes: a family member, friend or personal assistant can come with you free ' +
        'of charge, and they can join you in interviews if you wish.',
      'Do I need a CV? It helps, but it is not required. Our volunteers can help you write one at the CV ' +
        'workshop, and employers will also talk with you without one.',
    ],
    gettingThere: 'Getting there',
    gettingThereText:
      'Accessible buses stop at the main gate. Volunteers in yellow shirts meet arrivals at the gate and the ' +
      'car park. Tell us about any support you need when you register and we will arrange it.',
  },
  hi: {
    programme: 'कार्यसूची',
    schedule: [
      '10:00 स्वागत, भारतीय सांकेतिक भाषा में अनुवाद के साथ',
      '10:30 चर्चा: सुगम्य कार्यस्थल कैसे बनाएँ',
      '11:30 नियोक्ताओं के साथ इंटरव्यू, शांत बूथ में',
      '13:00 दोपहर का भोजन; मेन्यू ब्रेल और बड़े अक्षरों में भी है',
      '14:00 कार्यशाला: अपना सीवी लिखना और ज़रूरी सुविधाओं के बारे में बात करना',
      '15:30 समापन और आपकी राय',
    ],
    support: 'उस दिन मदद',
    supportText: [
      'हर पर्चे की ब्रेल और बड़े अक्षरों वाली प्रतियाँ सामने की डेस्क पर हैं। निजी सहायकों और गाइड डॉग का ' +
        'स्वागत है। प्रवेश द्वार पर व्हीलचेयर और वॉकर उधार मिलते हैं, और हर मंज़िल पर बैठकर आराम करने की जगह है।',
      'कृपया हमें खाने की किसी एलर्जी या खान-पान की ज़रूरत के बारे में बताएँ, और यह भी कि क्या आप चाहते हैं कि ' +
        'कोई स्वयंसेवक इंटरव्यू बूथों के बीच आपके साथ चले।',
    ],
    questions: 'सवाल',
    questionsText: [
      'क्या कोई मेरे साथ आ सकता है? हाँ: परिवार का कोई सदस्य, दोस्त या निजी सहायक आपके साथ मुफ़्त आ सकता है, ' +
        'और आप चाहें तो इंटरव्यू में भी आपके साथ रह सकता है।',
      'क्या सीवी ज़रूरी है? इससे मदद मिलती है, पर यह ज़रूरी नहीं है। सीवी कार्यशाला में हमारे स्वयंसेवक इसे ' +
        'लिखने में आपकी मदद कर सकते हैं, और नियोक्ता बिना सीवी के भी आपसे बात करेंगे।',
    ],
    gettingThere: 'कैसे पहुँचें',
    gettingThereText:
      'सुगम्य बसें मुख्य गेट पर रुकती हैं। पीली कमीज़ पहने स्वयंसेवक गेट और पार्किंग पर आने वालों से मिलते हैं। ' +
      'पंजीकरण करते समय बताएँ कि आपको क्या मदद चाहिए, हम उसका इंतज़ाम करेंगे।',
  },
};

function LongBody({ language = 'en' }: { language?: StoryLanguage }) {
  const words = longBodyWords[language];
  return (
    <>
      <EventDetails language={language} />
      <h3>{words.programme}</h3>
      <ul>
        {words.schedule.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <h3>{words.support}</h3>
      {words.supportText.map((text) => (
        <p key={text}>{text}</p>
      ))}
      <h3>{words.questions}</h3>
      {words.questionsText.map((text) => (
        <p key={text}>{text}</p>
      ))}
      <h3>{words.gettingThere}</h3>
      <p>{words.gettingThereText}</p>
    </>
  );
}

export const LongContent: Story = {
  args: {
    size: 'lg',
    children: <LongBody />,
    footer: registerFooter('en'),
  },
  parameters: {
    hindi: {
      args: { ...fairInHindi(), children: <LongBody language="hi" />, footer: registerFooter('hi') },
    },
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

const eventFlowWords = {
  en: {
    closeDetails: 'Close event details',
    register: 'Register for the Inclusive Career Fair',
    closeRegistration: 'Close registration',
    cancel: 'Cancel',
    submit: 'Submit Registration',
    fullName: 'Full name',
    success: 'Registration Successful!',
    closeConfirmation: 'Close confirmation',
    close: 'Close',
    sent: 'We have sent the details to your e-mail.',
  },
  hi: {
    closeDetails: 'आयोजन की जानकारी बंद करें',
    register: 'समावेशी करियर मेले के लिए पंजीकरण',
    closeRegistration: 'पंजीकरण फ़ॉर्म बंद करें',
    cancel: 'रद्द करें',
    submit: 'पंजीकरण जमा करें',
    fullName: 'पूरा नाम',
    success: 'पंजीकरण हो गया!',
    closeConfirmation: 'पुष्टि का संदेश बंद करें',
    close: 'बंद करें',
    sent: 'हमने जानकारी आपके ई-मेल पर भेज दी है।',
  },
};

function EventFlow({ language }: { language: StoryLanguage }) {
  const fair = fairWords[language];
  const words = eventFlowWords[language];
  const [details, setDetails] = useState(false);
  const [registration, setRegistration] = useState(false);
  const [success, setSuccess] = useState(false);
  return (
    <Modal
      open={details}
      onOpenChange={setDetails}
      title={fair.title}
      closeLabel={words.closeDetails}
      trigger={<Button>{fair.learnMore}</Button>}
      footer={<Button onClick={() => setRegistration(true)}>{fair.registerNow}</Button>}
    >
      <EventDetails language={language} />
      <Modal
        open={registration}
        onOpenChange={setRegistration}
        title={words.register}
        closeLabel={words.closeRegistration}
        footer={
          <>
            <ModalClose>
              <Button variant="outline">{words.cancel}</Button>
            </ModalClose>
            <Button type="submit" form="register-form">
              {words.submit}
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
          <FormField label={words.fullName} required>
            <TextInput name="fullName" autoComplete="name" />
          </FormField>
        </form>
      </Modal>
      <Modal
        open={success}
        onOpenChange={setSuccess}
        title={words.success}
        closeLabel={words.closeConfirmation}
        size="sm"
        footer={
          <ModalClose>
            <Button>{words.close}</Button>
          </ModalClose>
        }
      >
        <p>{words.sent}</p>
      </Modal>
    </Modal>
  );
}

export const Nested: Story = {
  name: 'Nested (details → registration → success)',
  render: (_args, context) => <EventFlow language={storyLanguage(context)} />,
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

const returnWords = {
  en: {
    registered: 'You are registered for the Inclusive Career Fair',
    cancelled: 'Your registration is cancelled',
    title: 'Cancel your registration?',
    open: 'Cancel registration',
    keep: 'Keep my place',
    cancel: 'Yes, cancel it',
    waitingList: 'Your place will be offered to the next person on the waiting list.',
  },
  hi: {
    registered: 'समावेशी करियर मेले के लिए आपका पंजीकरण हो गया है',
    cancelled: 'आपका पंजीकरण रद्द हो गया है',
    title: 'अपना पंजीकरण रद्द करें?',
    open: 'पंजीकरण रद्द करें',
    keep: 'मेरी जगह बनाए रखें',
    cancel: 'हाँ, रद्द करें',
    waitingList: 'आपकी जगह प्रतीक्षा सूची में अगले व्यक्ति को दी जाएगी।',
  },
};

function ReturnToHeading({ words }: { words: (typeof returnWords)['en'] }) {
  const [registered, setRegistered] = useState(true);
  const status = useRef<HTMLHeadingElement>(null);
  return (
    <>
      <h2 ref={status} tabIndex={-1}>
        {registered ? words.registered : words.cancelled}
      </h2>
      {registered ? (
        <Modal
          size="sm"
          title={words.title}
          returnFocusRef={status}
          trigger={<Button variant="outline">{words.open}</Button>}
          footer={
            <>
              <ModalClose>
                <Button variant="outline">{words.keep}</Button>
              </ModalClose>
              <Button variant="danger" onClick={() => setRegistered(false)}>
                {words.cancel}
              </Button>
            </>
          }
        >
          <p>{words.waitingList}</p>
        </Modal>
      ) : null}
    </>
  );
}

export const ReturnFocusElsewhere: Story = {
  name: 'Return focus elsewhere (opener removed)',
  render: (_args, context) => <ReturnToHeading words={storyWords(context, returnWords)} />,
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
  parameters: {
    hindi: {
      args: {
        title: 'न्यूज़लेटर की सदस्यता छोड़ें?',
        children: <p>आपको आयोजनों और कार्यक्रमों की खबरें मिलनी बंद हो जाएँगी।</p>,
        trigger: <Button variant="outline">सदस्यता छोड़ें</Button>,
        footer: (
          <>
            <ModalClose>
              <Button variant="outline">सदस्यता बनाए रखें</Button>
            </ModalClose>
            <ModalClose>
              <Button variant="danger">सदस्यता छोड़ें</Button>
            </ModalClose>
          </>
        ),
      },
    },
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
    description: fairWords.en.when,
    children: <p>{fairWords.en.venue}</p>,
    footer: registerFooter('en'),
  },
  parameters: {
    pictures: { modes: ['dark', 'forced-colors', 'narrow'] },
    hindi: {
      args: {
        ...fairInHindi(),
        description: fairWords.hi.when,
        children: <p>{fairWords.hi.venue}</p>,
        footer: registerFooter('hi'),
        // Open, as the play function leaves the English drawing: play functions run in English only, and
        // without this the Hindi picture would show the trigger alone, none of the dialog's Hindi.
        defaultOpen: true,
      },
    },
  },
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
  args: { footer: registerFooter('en') },
  parameters: {
    hindi: { args: { ...fairInHindi(), footer: registerFooter('hi') } },
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
const signInOverFormWords = {
  en: { signIn: 'Sign In', email: 'Email', form: 'Contact us', message: 'Your message' },
  hi: { signIn: 'साइन इन करें', email: 'ई-मेल', form: 'संपर्क करें', message: 'आपका संदेश' },
};

function SignInOverForm({ words }: { words: (typeof signInOverFormWords)['en'] }) {
  return (
    <>
      <Modal title={words.signIn} size="sm" trigger={<Button variant="outline">{words.signIn}</Button>}>
        <FormField label={words.email} required>
          <TextInput name="email" type="email" autoComplete="email" />
        </FormField>
      </Modal>
      <form aria-label={words.form} onSubmit={(event) => event.preventDefault()}>
        <FormField label={words.message} required>
          <TextArea name="message" maxCharacters={1000} />
        </FormField>
      </form>
    </>
  );
}

export const OverAForm: Story = {
  name: 'Over a form (the page behind is hidden)',
  render: (_args, context) => <SignInOverForm words={storyWords(context, signInOverFormWords)} />,
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
