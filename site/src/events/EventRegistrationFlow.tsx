import type { FoundationEvent } from '@inclusion/events';
import { useErrorTitle, useEventRegistration } from '@inclusion/forms/react';
import { Button } from '@inclusion/ui';
import { Modal, ModalClose } from '@inclusion/ui/modal';
import { useEffect, useState, type RefObject } from 'react';
import { siteLanguage } from '../app/language.js';
import { formWords } from '../forms/formWords.en.js';
import { eventsPage } from '../content/events-page.js';
import { api } from '../lib/api.js';
import { eventPath } from '../routes.js';
import { EventDetails } from './EventDetails.js';
import { EventRegistrationForm, registrationAnchor } from './EventRegistrationForm.js';
import { CopyReference, RegistrationReference } from './RegistrationReference.js';

export interface EventRegistrationFlowProps {
  event: FoundationEvent;
  /** Goes up by one each time Learn More is pressed: each press opens the details. */
  openRequest: number;
  /** The event's Learn More link: closing any step puts focus back on it. */
  returnFocusRef: RefObject<HTMLElement | null>;
}

const details = eventsPage.details;
const text = eventsPage.registration;
const success = eventsPage.success;

/**
 * One event's details, registration and success modals (spec sections 2 and 4). Only one is open at a
 * time: moving on closes one and opens the next, which takes focus; closing any of them returns focus
 * to the event's Learn More link. The flow stays mounted, so a half-filled form is kept for the event.
 */
export default function EventRegistrationFlow({
  event,
  openRequest,
  returnFocusRef,
}: EventRegistrationFlowProps) {
  const flow = useEventRegistration(event, (payload, options) => api.events.register(payload, options), {
    labels: text.labels,
    language: siteLanguage,
    messages: formWords,
  });
  const { form, step, openDetails, startRegistration, close } = flow;
  // 'Register another person' brings the empty form back with focus on its first field; Register Now
  // opens it with focus on the dialog's first control, as every dialog does.
  const [focusFirstField, setFocusFirstField] = useState(false);
  const registerAnother = () => {
    setFocusFirstField(true);
    startRegistration();
  };
  const closeFlow = () => {
    setFocusFirstField(false);
    close();
  };

  useEffect(() => {
    if (openRequest > 0) openDetails();
  }, [openRequest, openDetails]);

  useErrorTitle(
    step === 'registration' && (form.errorList.length > 0 || form.bannerError !== null),
    siteLanguage,
  );

  const closeWhenHidden = (isOpen: boolean) => {
    if (!isOpen) closeFlow();
  };

  return (
    <>
      <Modal
        open={step === 'details'}
        onOpenChange={closeWhenHidden}
        title={event.title}
        description={event.summary}
        size="lg"
        returnFocusRef={returnFocusRef}
        footer={
          <>
            <ModalClose>
              <Button variant="outline">{details.close}</Button>
            </ModalClose>
            <Button
              onClick={() => {
                setFocusFirstField(false);
                startRegistration();
              }}
            >
              {details.registerNow}
            </Button>
          </>
        }
      >
        <EventDetails event={event} />
      </Modal>

      <Modal
        open={step === 'registration'}
        onOpenChange={closeWhenHidden}
        title={text.title(event.title)}
        size="lg"
        returnFocusRef={returnFocusRef}
      >
        <p>{text.intro}</p>
        <EventRegistrationForm
          event={event}
          flow={flow}
          focusFirstField={focusFirstField}
          // Without JavaScript the form is on the event's own page; this dialog exists only with it.
          action={`${eventPath(event.id)}#${registrationAnchor(event)}`}
          onCancel={closeFlow}
        />
      </Modal>

      <Modal
        open={step === 'success'}
        onOpenChange={closeWhenHidden}
        title={success.title}
        // Read with the title when the dialog opens, so the visitor hears what happened, and the ID to
        // keep, at once.
        description={
          flow.registrationReference ? (
            <>
              <p>{success.message(event.title, event.dateLabel)}</p>
              <RegistrationReference reference={flow.registrationReference} />
            </>
          ) : (
            success.message(event.title, event.dateLabel)
          )
        }
        size="md"
        returnFocusRef={returnFocusRef}
        footer={
          <>
            <Button variant="outline" onClick={registerAnother}>
              {success.registerAnother}
            </Button>
            <ModalClose>
              <Button>{success.close}</Button>
            </ModalClose>
          </>
        }
      >
        {flow.registrationReference ? (
          <>
            <p>{success.referenceAdvice}</p>
            <CopyReference reference={flow.registrationReference} />
          </>
        ) : null}
      </Modal>
    </>
  );
}
