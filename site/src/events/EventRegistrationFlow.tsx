import type { FoundationEvent } from '@inclusion/events';
import { disabilityTypeOptions, yesNoOptions } from '@inclusion/forms';
import { useEventRegistration } from '@inclusion/forms/react';
import { Alert, Button, DetailList, ErrorSummary, RadioGroup, TextInput } from '@inclusion/ui';
import { Modal, ModalClose } from '@inclusion/ui/modal';
import { useEffect, useState, type RefObject } from 'react';
import { eventsPage } from '../content/events-page.js';
import { eventBanner } from '../content/images.js';
import { LazySelect } from '../forms/LazySelect.js';
import { SendingStatus } from '../forms/SendingStatus.js';
import { useErrorTitle } from '../forms/useErrorTitle.js';
import { api } from '../lib/api.js';
import { Field } from '../forms/Field.js';

export interface EventRegistrationFlowProps {
  event: FoundationEvent;
  /** Goes up by one each time Learn More is pressed: each press opens the details. */
  openRequest: number;
  /** The event's Learn More button: closing any step puts focus back on it. */
  returnFocusRef: RefObject<HTMLButtonElement | null>;
}

const details = eventsPage.details;
const text = eventsPage.registration;
const success = eventsPage.success;

/**
 * One event's details, registration and success modals (spec sections 2 and 4). Only one is open at a
 * time: moving on closes one and opens the next, which takes focus; closing any of them returns focus
 * to the event's Learn More button. The flow stays mounted, so a half-filled form is kept for the event.
 */
export default function EventRegistrationFlow({
  event,
  openRequest,
  returnFocusRef,
}: EventRegistrationFlowProps) {
  const flow = useEventRegistration(event, (payload, options) => api.events.register(payload, options), {
    labels: text.labels,
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

  useErrorTitle(step === 'registration' && (form.errorList.length > 0 || form.bannerError !== null));

  const closeWhenHidden = (isOpen: boolean) => {
    if (!isOpen) closeFlow();
  };
  const banner = eventBanner(event.banner.file, event.banner.alt);
  const formId = `event-registration-${event.id}`;

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
        <img
          className="site-events-banner"
          src={banner.src}
          srcSet={banner.srcSet}
          sizes="(min-width: 48rem) 44rem, 100vw"
          alt={banner.alt}
          width={banner.width}
          height={banner.height}
          decoding="async"
        />
        <DetailList
          layout="columns"
          items={[
            { term: details.dateLabel, details: <time dateTime={event.date}>{event.dateLabel}</time> },
            { term: details.timeLabel, details: event.time },
            { term: details.locationLabel, details: event.location },
            ...(event.participants ? [{ term: details.participantsLabel, details: event.participants }] : []),
            { term: details.registrationLabel, details: event.registrationNote, wide: true },
            { term: details.contactLabel, details: event.contact, wide: true },
          ]}
        />
        <h3 className="site-events-subheading">{details.whyAttendTitle}</h3>
        <ul>
          {event.whyAttend.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
        <h3 className="site-events-subheading">{details.aboutTitle}</h3>
        <p>{event.description}</p>
        <h3 className="site-events-subheading">{details.agendaTitle}</h3>
        <ol className="site-events-agenda">
          {event.agenda.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ol>
      </Modal>

      <Modal
        open={step === 'registration'}
        onOpenChange={closeWhenHidden}
        title={text.title(event.title)}
        size="lg"
        returnFocusRef={returnFocusRef}
      >
        <p>{text.intro}</p>
        <form
          ref={form.formRef}
          id={formId}
          noValidate
          aria-label={text.title(event.title)}
          className="site-form"
          onSubmit={(submitEvent) => void form.handleSubmit(submitEvent)}
        >
          {form.errorList.length > 0 ? (
            <ErrorSummary errors={form.errorList} focusKey={form.submitCount} headingLevel={3} />
          ) : null}
          {form.bannerError ? (
            <Alert variant="error" focusKey={form.submitCount}>
              {form.bannerError}
            </Alert>
          ) : null}
          <div className="site-form__fields">
            <Field form={form} name="fullName" required>
              <TextInput
                autoComplete="name"
                // The visitor asked for a new, empty form: its first field is where they go on.
                // eslint-disable-next-line jsx-a11y/no-autofocus -- only after 'Register another person'
                autoFocus={focusFirstField}
                {...form.field('fullName')}
              />
            </Field>
            <Field form={form} name="email" required>
              <TextInput type="email" autoComplete="email" {...form.field('email')} />
            </Field>
            <Field form={form} name="mobileNumber" hint={text.mobileHint} required>
              <TextInput
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                maxLength={10}
                {...form.field('mobileNumber')}
              />
            </Field>
            <Field form={form} name="city">
              <TextInput autoComplete="address-level2" {...form.field('city')} />
            </Field>
            <Field form={form} name="occupation">
              <TextInput autoComplete="organization-title" {...form.field('occupation')} />
            </Field>
            <Field form={form} name="organization">
              <TextInput autoComplete="organization" {...form.field('organization')} />
            </Field>
            <RadioGroup
              legend={form.labelOf('isPersonWithDisability')}
              name="isPersonWithDisability"
              options={yesNoOptions}
              inline
              required
              value={form.values.isPersonWithDisability}
              onValueChange={(value) => form.setValue('isPersonWithDisability', value)}
              error={form.errors.isPersonWithDisability}
              id={form.fieldId('isPersonWithDisability')}
            />
            {flow.showsDisabilityType ? (
              <Field form={form} name="disabilityType" required>
                <LazySelect
                  name="disabilityType"
                  options={disabilityTypeOptions}
                  placeholder={text.disabilityTypePlaceholder}
                  value={form.values.disabilityType}
                  onValueChange={(value) => form.setValue('disabilityType', value)}
                  id={form.fieldId('disabilityType')}
                />
              </Field>
            ) : null}
            {flow.showsOtherDisabilityText ? (
              <Field form={form} name="otherDisabilityText" required>
                <TextInput {...form.field('otherDisabilityText')} />
              </Field>
            ) : null}
            <p className="site-events-note">{text.accessHint}</p>
          </div>
          <div className="site-events-actions">
            <Button variant="outline" onClick={closeFlow}>
              {text.cancel}
            </Button>
            <Button type="submit" busy={form.isBusy} busyLabel={text.busy}>
              {text.submit}
            </Button>
          </div>
          <SendingStatus busy={form.isBusy} label={text.busy} />
        </form>
      </Modal>

      <Modal
        open={step === 'success'}
        onOpenChange={closeWhenHidden}
        title={success.title}
        // Read with the title when the dialog opens, so the visitor hears what happened at once.
        description={success.message(event.title, event.dateLabel)}
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
            <p className="site-events-reference">
              {success.referenceLabel} <strong translate="no">{flow.registrationReference}</strong>
            </p>
            <p>{success.referenceAdvice}</p>
          </>
        ) : null}
      </Modal>
    </>
  );
}
