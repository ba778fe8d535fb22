import { replyLanguageNames, type ReplyLanguage } from '@inclusion/forms';

/** The words of the Reply section of a record. */
export const replyText = {
  heading: 'Reply',
  contactIntro: 'Write from here, or call or write from your own phone or mail program:',
  emailLabel: 'E-mail',
  mobileLabel: 'Mobile',
  noEmail: 'This record has no e-mail address, so it cannot be answered by e-mail from here.',
  sentHeading: 'Replies',
  sentBy: (who: string | null) => who ?? 'a former staff member',
  mailStatus: {
    pending: 'Queued, not sent yet',
    sending: 'Being sent',
    sent: 'Sent',
    failed: 'Not sent: it failed',
    skipped: 'Not sent: the address had its mails for the day',
  } as Record<string, string>,
  templateLabel: 'Template',
  templateHint: 'Fills in the subject and the text, which you can change before you queue the reply.',
  templatePlaceholder: 'Choose a template',
  templatesLoading: 'Loading the templates…',
  templatesFailed: 'The templates could not be loaded. You can still write the reply yourself.',
  useTemplate: 'Use this template',
  chooseFirst: 'Choose a template first, then press Use this template.',
  templateUsed: (name: string, replaced: boolean) =>
    `The template “${name}” is in the subject and the text${replaced ? ', in place of what was there' : ''}. Check them, then queue the reply.`,
  optionLabel: (name: string, language: ReplyLanguage) => `${name} (${replyLanguageNames[language]})`,
  subjectLabel: 'Subject',
  subjectHint: 'The mail’s subject starts with “Re: your message” and the reference.',
  bodyLabel: 'Text of the reply',
  bodyHint: '{name} and {reference} are replaced by the person’s name and the reference when it is queued.',
  send: 'Queue reply',
  sending: 'Queuing the reply…',
  queuedHint:
    'It is in Replies above and in the mails below, which say when it is sent. Their answer comes to the foundation’s mailbox.',
  notQueued: 'The reply was not queued',
  keptTyped: 'What you typed is still in the form.',
  reload: 'Reload the record',
  reloading: 'Reloading…',
  reloaded:
    'The record is reloaded: the page shows its latest version. What you typed is still in the form: check it, then queue it again.',
} as const;
