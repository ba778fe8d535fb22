import { apiMessages } from '@inclusion/forms';
import { escapeHtml } from '../mail/index.js';

type PageName = 'confirm' | 'confirmed' | 'invalid';

const pages: Record<PageName, { title: string; body: string }> = {
  confirm: {
    title: 'Confirm your newsletter subscription',
    body: [
      '<p>Press the button to start receiving our newsletter at the address this link was sent to.</p>',
      // An empty form posted to this same address: no script, so it works with scripts off too.
      '<form method="post"><button type="submit">Confirm my subscription</button></form>',
      '<p>If you did not ask for our newsletter, close this page: nothing will be sent to you.</p>',
    ].join('\n'),
  },
  confirmed: {
    title: 'Your subscription is confirmed',
    body: `<p>${escapeHtml(apiMessages.subscriptionConfirmed)}</p>\n<p>Every newsletter has a link to unsubscribe.</p>`,
  },
  invalid: {
    title: 'This link does not work',
    body: `<p>${escapeHtml(apiMessages.confirmLinkInvalid)}</p>`,
  },
};

/** A small page of its own (the link is opened from a mail): a heading, the words, a way back to the site. */
export function newsletterPage(name: PageName): string {
  const page = pages[name];
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(page.title)}</title>`,
    '</head>',
    '<body>',
    '<main>',
    `<h1>${escapeHtml(page.title)}</h1>`,
    page.body,
    '<p><a href="/">Go to the website</a></p>',
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
