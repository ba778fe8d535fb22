import type { MailContent, MailTemplateOptions } from './records.js';
import { renderHtml, renderText, type Block } from './render.js';

const signatureOf = (options: MailTemplateOptions) =>
  options.foundationName ? `The ${options.foundationName} team` : 'The foundation team';

function finish(
  to: string,
  subject: string,
  blocks: Block[],
  options: MailTemplateOptions,
  headers?: Record<string, string>,
): MailContent {
  const all: Block[] = [
    { type: 'paragraph', text: 'Hello,' },
    ...blocks,
    {
      type: 'paragraph',
      text: `If you have any questions, reply to this e-mail or write to ${options.foundationEmail}.`,
    },
    { type: 'paragraph', text: `With warm regards,\n${signatureOf(options)}` },
  ];
  return {
    to,
    subject,
    text: renderText(all),
    html: renderHtml(subject, all),
    replyTo: options.foundationEmail,
    ...(headers ? { headers } : {}),
  };
}

/**
 * The single-use link that makes a subscription take effect (double opt-in). Our words only: anyone
 * can type any address into the form, and until its owner follows this link nothing is subscribed.
 */
export function newsletterConfirmationMail(
  to: string,
  confirmUrl: string,
  options: MailTemplateOptions,
): MailContent {
  return finish(
    to,
    'Please confirm your newsletter subscription',
    [
      {
        type: 'paragraph',
        text: 'Someone, probably you, asked to receive our newsletter at this address. To confirm, open the link below and press the button on that page. The link works once and expires in 7 days.',
      },
      { type: 'link', text: 'Confirm my subscription', href: confirmUrl },
      {
        type: 'paragraph',
        text: 'If you did not ask for this, ignore this e-mail: you will not be subscribed and we will not write again.',
      },
    ],
    options,
  );
}

/**
 * To an address already subscribed that someone asked to subscribe again: the subscribe answer says a
 * mail was sent whether or not the address is on the list, so one is, and it says nothing changed.
 */
export function newsletterAlreadySubscribedMail(
  to: string,
  unsubscribeUrl: string,
  options: MailTemplateOptions,
): MailContent {
  return finish(
    to,
    'You are already subscribed to our newsletter',
    [
      {
        type: 'paragraph',
        text: 'Someone, probably you, asked to receive our newsletter at this address. It already receives it: nothing has changed.',
      },
      {
        type: 'paragraph',
        text: 'If you no longer want it, you can unsubscribe at any time with the link below.',
      },
      { type: 'link', text: 'Unsubscribe', href: unsubscribeUrl },
    ],
    options,
  );
}
