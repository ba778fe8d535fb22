import type { FoundationEvent } from '@inclusion/events';
import { disabilityTypeOptions, yesNoOptions } from '@inclusion/forms';
import type { useEventRegistration } from '@inclusion/forms/react';
import { Alert, Button, ErrorSummary, RadioGroup, Status, TextInput } from '@inclusion/ui';
import { eventsPage } from '../content/events-page.js';
import { Field } from '../forms/Field.js';
import { LazySelect } from '../forms/LazySelect.js';
import { optionsOf } from '../forms/formWords.en.js';
import { formAnchorId, PostedFormField, usePostAction } from '../forms/postedForm.js';

const text = eventsPage.registration;

/** What `useEventRegistration` gives: the flow's step, its form and which answers it asks for. */
export type EventRegistration = ReturnType<typeof useEventRegistration>;

/** The form's id, as `useEventRegistration` names it (and the server's `_form` field says it). */
export const registrationFormId = (event: FoundationEvent) => `event-registration-${event.id}`;

/** Where an event's form is: the `#` its page's post answers and links go to. */
export const registrationAnchor = (event: FoundationEvent) => formAnchorId(registrationFormId(event));

export interface EventRegistrationFormProps {
  event: FoundationEvent;
  flow: EventRegistration;
  /** Put focus on the first field: only after the visitor asked for the form again ('Register another person'). */
  focusFirstField?: boolean;
  /** Where the form posts without JavaScript; the page it is on by default. */
  action?: string;
  /** The dialog's Cancel: closes it. The event's page has none (there is nothing to close). */
  onCancel?: () => void;
}

/**
 * One event's registration form (spec section 4), in the registration dialog and on the event's own
 * page. It posts without JavaScript (`method="post"`, never a GET: nothing typed goes into an
 * address), and the server answers with the same page rendered by this component.
 */
export function EventRegistrationForm({
  event,
  flow,
  focusFirstField = false,
  action,
  onCancel,
}: EventRegistrationFormProps) {
  const { form } = flow;
  const formId = registrationFormId(event);
  const pageAction = usePostAction(formId);

  return (
    <form
      ref={form.formRef}
      method="post"
      action={action ?? pageAction}
      id={formAnchorId(formId)}
      noValidate
      aria-label={text.title(event.title)}
      className="site-form"
      onSubmit={(submitEvent) => void form.handleSubmit(submitEvent)}
    >
      <PostedFormField formId={formId} />
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
            autoComplete="tel"
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
          options={optionsOf(yesNoOptions)}
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
              options={optionsOf(disabilityTypeOptions)}
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
        {onCancel ? (
          <Button variant="outline" onClick={onCancel}>
            {text.cancel}
          </Button>
        ) : null}
        <Button type="submit" busy={form.isBusy} busyLabel={text.busy}>
          {text.submit}
        </Button>
      </div>
      {/* Said as well as shown: a change to the focused button's name is not read by every screen reader. */}
      <Status visuallyHidden>{form.isBusy ? text.busy : null}</Status>
    </form>
  );
}
