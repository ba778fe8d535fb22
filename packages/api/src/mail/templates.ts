import { isLanguage, type Language } from '@inclusion/forms';
import { confirmationsHi } from './confirmations.hi.js';
import { confirmations, type Draft } from './confirmations.js';
import { framed, mailIn } from './frame.js';
import { noticeDraft } from './notices.js';
import type { MailContent, MailTemplateOptions, SubmissionKind, SubmissionRecords } from './records.js';
import { oneLine, renderHtml, renderText } from './render.js';

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

/** The language a record was sent in (its `language` column); English for a row without one. */
const recordLanguage = (record: unknown): Language =>
  isLanguage((record as { language?: unknown }).language)
    ? (record as { language: Language }).language
    : 'en';

/**
 * The mail to the person who submitted: their reference and when they will hear from the foundation,
 * in our words only (nothing they typed), in the language of the form they sent.
 */
export function confirmationMail<K extends SubmissionKind>(
  kind: K,
  record: SubmissionRecords[K],
  options: MailTemplateOptions,
): MailContent {
  const language = recordLanguage(record);
  const settings = { ...options, publicUrl: trimSlash(options.publicUrl), language };
  const draft = (language === 'hi' ? confirmationsHi : confirmations)[kind](record, settings);
  // Not the name typed into the form: see `confirmations`.
  const blocks = framed(draft.blocks, settings);
  const subject = oneLine(draft.subject, 200);
  return mailIn(language, {
    to: record.email,
    subject,
    blocks,
    replyTo: options.foundationEmail,
    ...(draft.headers ? { headers: draft.headers } : {}),
  });
}

/** The mail to the foundation's address with every field of the submission; replies go to the sender. */
export function staffNotice<K extends SubmissionKind>(
  kind: K,
  record: SubmissionRecords[K],
  options: MailTemplateOptions,
): MailContent {
  return finish(options.foundationEmail, noticeDraft(kind, record, options), record.email);
}
