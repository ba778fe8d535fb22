import type { StaffRecordDetail } from '@inclusion/forms';
import { languageOfText } from '@inclusion/ui';
import { When } from '../format.js';
import { replyText } from './replyText.js';

const noteStart = /^Reply by e-mail\. Subject: (.*)\n\n/;

interface SentReply {
  id: string;
  at: string;
  by: string | null;
  subject: string;
  body: string;
  mailStatus: string | undefined;
  sentAt: string | null;
}

/** The replies of a record: its `reply.sent` events, with the text kept in their notes and the mail's status. */
export function sentRepliesOf(detail: StaffRecordDetail): SentReply[] {
  return detail.history.flatMap((item) => {
    if (item.action !== 'reply.sent') return [];
    const to = (item.to ?? {}) as { noteId?: unknown; mailId?: unknown };
    const note = detail.notes.find((candidate) => candidate.id === to.noteId);
    const mail = detail.mails.find((candidate) => candidate.id === to.mailId);
    // An erased or expired note leaves the event: nothing of the text is shown then.
    if (!note) return [];
    const subject = noteStart.exec(note.body)?.[1] ?? '';
    return [
      {
        id: item.id,
        at: item.at,
        by: item.actorName,
        subject,
        body: note.body.replace(noteStart, ''),
        mailStatus: mail?.status,
        sentAt: mail?.sentAt ?? null,
      },
    ];
  });
}

/** Who replied when, with what subject and text, and whether the outbox has sent it. */
export function SentReplies({ detail }: { detail: StaffRecordDetail }) {
  const replies = sentRepliesOf(detail);
  if (replies.length === 0) return null;
  return (
    <>
      <h3>{replyText.sentHeading}</h3>
      <ol className="staff-replies">
        {replies.map((reply) => (
          <li key={reply.id}>
            <p>
              <When value={reply.at} />, {replyText.sentBy(reply.by)}:{' '}
              <strong lang={languageOfText(reply.subject)}>{reply.subject}</strong>
            </p>
            <p className="staff-reply-body" lang={languageOfText(reply.body)}>
              {reply.body}
            </p>
            <p>
              {replyText.mailStatus[reply.mailStatus ?? ''] ?? replyText.mailStatus.pending}
              {reply.mailStatus === 'sent' && reply.sentAt ? (
                <>
                  {' '}
                  (<When value={reply.sentAt} />)
                </>
              ) : null}
            </p>
          </li>
        ))}
      </ol>
    </>
  );
}
