/** The longest subject and body a reply may have. */
export const replySubjectMaxLength = 200;
export const replyBodyMaxLength = 5000;
/** The longest name a reply template may have. */
export const replyTemplateNameMaxLength = 100;

/** The words of replies and reply templates, for staff: the server's checks and answers, the staff app's. */
export const replyMessages = {
  subjectRequired: 'Enter the subject of the reply',
  subjectTooLong: `The subject must be at most ${replySubjectMaxLength} characters`,
  bodyRequired: 'Enter the text of the reply',
  bodyTooLong: `The reply must be at most ${replyBodyMaxLength} characters`,
  nameRequired: 'Enter a name for the template',
  nameTooLong: `The name must be at most ${replyTemplateNameMaxLength} characters`,
  unknownPlaceholder: (found: readonly string[]) =>
    `${found.map((name) => `{${name}}`).join(', ')} ${found.length === 1 ? 'is not a placeholder' : 'are not placeholders'}: use {name} or {reference}`,
  templateIdInvalid: 'Choose a template from the list, or write the reply without one',
  versionInvalid: 'The version must be a whole number from 1',
  languageInvalid: (allowed: readonly string[]) => `Choose the language: ${allowed.join(' or ')}`,
  kindInvalid: 'Choose the kind of record the template answers',
  noEmail: 'This record has no e-mail address to reply to',
  /** The daily cap: the answer says nothing was queued, never that it was sent. */
  capReached: (perDay: number) =>
    `The reply was not queued: this address has already been sent ${perDay} mails today, the most ` +
    'the site sends one address a day. Nothing was saved. Try again after 5:30 am India time, or ' +
    'answer from the foundation’s mailbox.',
  queued: 'Reply queued to be sent',
  templateCreated: 'Template added',
  templateUpdated: 'Template saved',
  templateDeleted: 'Template deleted',
  templateNameTaken: 'A template of this kind and language already has this name',
  templateNotFound: 'There is no such template: it may have been deleted',
  builtInReadOnly:
    'A built-in template is part of the site and cannot be changed here: add a template with the same name to replace it',
} as const;
