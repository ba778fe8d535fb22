import {
  ApiError,
  replyBodyMaxLength,
  replyRequest,
  type RecordKind,
  type ReplyTemplate,
} from '@inclusion/forms';
import {
  Alert,
  Button,
  ErrorSummary,
  FormField,
  NotificationBanner,
  Select,
  Status,
  TextArea,
  TextInput,
} from '@inclusion/ui';
import { useId, useState, type FormEvent } from 'react';
import { staffClient } from '../staffApi.js';
import { replyText } from './replyText.js';

type Field = 'subject' | 'body';
type Outcome =
  | { state: 'idle' }
  | { state: 'sending' }
  | { state: 'queued'; message: string; serial: number }
  | { state: 'failed'; message: string; serial: number; stale: boolean }
  | { state: 'reloaded' };

/** A 409 that carries the record's version now: the reply was written on an older one. */
const isStale = (error: unknown) =>
  error instanceof ApiError &&
  error.status === 409 &&
  typeof (error.data as { data?: { version?: unknown } } | undefined)?.data?.version === 'number';

/**
 * The reply: a template to start from, the subject and the text, 'Queue reply'. Checked with the
 * server's own rules and words (the contract's replyRequest) before it is sent; the answer says the
 * reply is queued, never that it is sent. It posts: should the script stop between render and
 * submit, nothing typed goes into an address.
 */
export function ReplyForm({
  kind,
  id,
  version,
  templates,
  templatesNote,
  onErrors,
  onQueued,
  onReload,
}: {
  kind: RecordKind;
  id: string;
  /** The record's version as shown: a reply written on an older one is refused (409). */
  version: number | undefined;
  templates: ReplyTemplate[];
  /** Loading or failed words for the template list, when it is not ready. */
  templatesNote: string | undefined;
  onErrors: (has: boolean) => void;
  /** Fetches the record again: its new version, before the reply is said to be queued. */
  onQueued: () => Promise<void>;
  onReload: () => Promise<void>;
}) {
  const base = useId();
  const fieldId = (name: string) => `${base}-${name}`;
  const [templateId, setTemplateId] = useState('');
  const [usedTemplate, setUsedTemplate] = useState<string | undefined>();
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field | 'template', string>>>({});
  const [submits, setSubmits] = useState(0);
  const [outcome, setOutcome] = useState<Outcome>({ state: 'idle' });
  const [said, setSaid] = useState('');
  const [reloading, setReloading] = useState(false);

  const showErrors = (found: typeof errors) => {
    setErrors(found);
    onErrors(Object.keys(found).length > 0);
  };

  function applyTemplate() {
    const chosen = templates.find((template) => template.id === templateId);
    if (!chosen) {
      showErrors({ template: replyText.chooseFirst });
      setSubmits((count) => count + 1);
      return;
    }
    const replaced =
      (subject.trim() !== '' || body.trim() !== '') && (subject !== chosen.subject || body !== chosen.body);
    setSubject(chosen.subject);
    setBody(chosen.body);
    setUsedTemplate(chosen.id);
    showErrors({});
    // Said politely where the person is: focus stays on the button they pressed.
    setSaid(replyText.templateUsed(chosen.name, replaced));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const serial = submits + 1;
    setSubmits(serial);
    setSaid('');
    const parsed = replyRequest.safeParse({ subject, body });
    if (!parsed.success) {
      const found: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= issue.message;
      }
      showErrors(found);
      setOutcome({ state: 'idle' });
      return;
    }
    showErrors({});
    setOutcome({ state: 'sending' });
    try {
      const answer = await staffClient.replies.send(kind, id, {
        subject: parsed.data.subject,
        body: parsed.data.body,
        ...(usedTemplate ? { templateId: usedTemplate } : {}),
        ...(version !== undefined ? { version } : {}),
      });
      // Said once the page holds the record's new version: a change made straight after it would
      // otherwise carry the old one, and be refused as if someone else had changed the record.
      await onQueued();
      setOutcome({ state: 'queued', message: answer.message, serial });
      setSubject('');
      setBody('');
      setTemplateId('');
      setUsedTemplate(undefined);
    } catch (error) {
      if (error instanceof ApiError && error.errors?.length) {
        const found: typeof errors = {};
        for (const item of error.errors)
          if (item.field === 'subject' || item.field === 'body') found[item.field] ??= item.message;
        if (Object.keys(found).length > 0) {
          showErrors(found);
          setOutcome({ state: 'idle' });
          return;
        }
      }
      setOutcome({
        state: 'failed',
        message: error instanceof Error ? error.message : 'The reply could not be queued. Please try again.',
        serial,
        stale: isStale(error),
      });
    }
  }

  const errorItems = (
    [
      ['template', replyText.templateLabel],
      ['subject', replyText.subjectLabel],
      ['body', replyText.bodyLabel],
    ] as const
  ).flatMap(([name, label]) =>
    errors[name] ? [{ fieldId: fieldId(name), message: errors[name], fieldName: label }] : [],
  );

  return (
    <form
      method="post"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="staff-form"
      aria-labelledby="reply"
    >
      {outcome.state === 'queued' ? (
        <NotificationBanner type="success" heading={outcome.message} focusKey={outcome.serial}>
          <p>{replyText.queuedHint}</p>
        </NotificationBanner>
      ) : null}
      {errorItems.length > 0 ? <ErrorSummary errors={errorItems} focusKey={submits} /> : null}
      {outcome.state === 'failed' ? (
        <Alert variant="error" title={replyText.notQueued} focusKey={outcome.serial}>
          <p>
            {outcome.message} {replyText.keptTyped}
          </p>
          {outcome.stale ? (
            <p>
              <Button
                type="button"
                variant="secondary"
                size="sm"
                busy={reloading}
                busyLabel={replyText.reloading}
                onClick={() => {
                  setReloading(true);
                  void onReload().finally(() => {
                    setReloading(false);
                    setOutcome({ state: 'reloaded' });
                    const heading = document.getElementById('reply');
                    if (heading) {
                      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
                      heading.focus();
                    }
                  });
                }}
              >
                {replyText.reload}
              </Button>
            </p>
          ) : null}
        </Alert>
      ) : null}

      <FormField
        id={fieldId('template')}
        label={replyText.templateLabel}
        hint={templatesNote ?? replyText.templateHint}
        error={errors.template}
      >
        <Select
          placeholder={replyText.templatePlaceholder}
          options={templates.map((template) => ({
            value: template.id,
            label: replyText.optionLabel(template.name, template.language),
          }))}
          value={templateId}
          onValueChange={setTemplateId}
        />
      </FormField>
      <div className="staff-actions">
        <Button type="button" variant="secondary" onClick={applyTemplate}>
          {replyText.useTemplate}
        </Button>
      </div>
      <Status>{said}</Status>

      <FormField
        id={fieldId('subject')}
        label={replyText.subjectLabel}
        hint={replyText.subjectHint}
        error={errors.subject}
        required
      >
        <TextInput name="subject" value={subject} onChange={(event) => setSubject(event.target.value)} />
      </FormField>
      <FormField
        id={fieldId('body')}
        label={replyText.bodyLabel}
        hint={replyText.bodyHint}
        error={errors.body}
        required
      >
        <TextArea
          name="body"
          rows={10}
          value={body}
          maxCharacters={replyBodyMaxLength}
          onChange={(event) => setBody(event.target.value)}
        />
      </FormField>
      <div className="staff-actions">
        {/* Busy, not disabled: a disabled button drops the focus of whoever pressed it to the body. */}
        <Button type="submit" busy={outcome.state === 'sending'} busyLabel={replyText.sending}>
          {replyText.send}
        </Button>
      </div>
      <Status>
        {outcome.state === 'sending'
          ? replyText.sending
          : outcome.state === 'reloaded'
            ? replyText.reloaded
            : ''}
      </Status>
    </form>
  );
}
