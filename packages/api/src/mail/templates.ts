import { confirmations, type Draft } from './confirmations.js';
import { noticeDraft } from './notices.js';
import type { MailContent, MailTemplateOptions, SubmissionKind, SubmissionRecords } from './records.js';
import { oneLine, renderHtml, renderText, type Block } from './render.js';

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

function finish(to: string, draft: Draft, replyTo: string): MailContent {
  const subject = oneLine(draft.subject, 200);
  return {
    to,
    subject,
    text: renderText(draft.blocks),
    html: renderHtml(subject, draft.blocks),
    replyTo,
    ...(draft.headers ? { headers: draft.headers } : {}),
  };
}

/**
 * The mail to the person who submitted: their reference and when they will hear from the foundation,
 * in our words only (nothing they typed).
 */
export function confirmationMail<K extends SubmissionKind>(
  kind: K,
  record: SubmissionRecords[K],
  options: MailTemplateOptions,
): MailContent {
  const settings = { ...options, publicUrl: trimSlash(options.publicUrl) };
  const draft = confirmations[kind](record, settings);
  const signature = options.foundationName ? `The ${options.foundationName} team` : 'The foundation team';
  const blocks: Block[] = [
    // Not the name typed into the form: see `confirmations`.
    { type: 'paragraph', text: 'Hello,' },
    ...draft.blocks,
    {
      type: 'paragraph',
      text: `If you have any questions, reply to this e-mail or write to ${options.foundationEmail}.`,
    },
    { type: 'paragraph', text: `With warm regards,\n${signature}` },
  ];
  return finish(record.email, { ...draft, blocks }, options.foundationEmail);
}

/** The mail to the foundation's address with every field of the submission; replies go to the sender. */
export function staffNotice<K extends SubmissionKind>(
  kind: K,
  record: SubmissionRecords[K],
  options: MailTemplateOptions,
): MailContent {
  return finish(options.foundationEmail, noticeDraft(kind, record, options), record.email);
}
