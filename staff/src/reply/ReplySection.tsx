import type { RecordKind, StaffRecordDetail } from '@inclusion/forms';
import { ContactLinks } from './contactLinks.js';
import { ReplyForm } from './ReplyForm.js';
import { replyText } from './replyText.js';
import { SentReplies } from './SentReplies.js';
import { useReplyTemplates } from './useReplyTemplates.js';
import './reply.css';

const textField = (record: Record<string, unknown>, ...names: string[]) => {
  for (const name of names) if (typeof record[name] === 'string' && record[name]) return record[name];
  return undefined;
};

/**
 * A record's Reply section: the person's e-mail and mobile as links, the replies sent so far, and the
 * form that queues a new one. A newsletter subscription has none: it has no one to answer.
 */
export function ReplySection({
  kind,
  id,
  detail,
  onErrors,
  onChanged,
}: {
  kind: RecordKind;
  id: string;
  detail: StaffRecordDetail;
  onErrors: (has: boolean) => void;
  /** The record changed (a reply queued) or must be read again (a stale reply): reload it. */
  onChanged: () => Promise<void>;
}) {
  const { templates, note } = useReplyTemplates(kind);
  if (kind === 'newsletter') return null;
  const email = textField(detail.record, 'email');
  const mobile = textField(detail.record, 'mobile', 'mobileNumber');
  const version = (detail as { version?: unknown }).version;
  // The templates in the language the person wrote in come first (the order is otherwise the server's).
  const language = detail.record.language;
  const ordered = [...templates].sort(
    (a, b) => Number(b.language === language) - Number(a.language === language),
  );
  return (
    <section className="staff-section" aria-labelledby="reply">
      <h2 id="reply">{replyText.heading}</h2>
      <ContactLinks email={email} mobile={mobile} />
      <SentReplies detail={detail} />
      {email ? (
        <ReplyForm
          kind={kind}
          id={id}
          version={typeof version === 'number' ? version : undefined}
          templates={ordered}
          templatesNote={note}
          onErrors={onErrors}
          onQueued={onChanged}
          onReload={onChanged}
        />
      ) : (
        <p>{replyText.noEmail}</p>
      )}
    </section>
  );
}
