/** A piece of a mail, rendered once as plain text and once as HTML so the two always say the same. */
export type Block =
  | { type: 'paragraph'; text: string }
  | { type: 'fields'; rows: readonly (readonly [label: string, value: string])[] }
  | { type: 'link'; text: string; href: string };

const htmlEntities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => htmlEntities[character] ?? character);
}

/** Escaped, with line breaks kept. */
function htmlText(value: string): string {
  return escapeHtml(value).replace(/\r?\n/g, '<br>\n');
}

/** One line, for a subject: a name with a line break in it must not break the header. */
export function oneLine(value: string, max = 80): string {
  const line = value.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

export function renderText(blocks: readonly Block[]): string {
  const parts = blocks.map((block) => {
    switch (block.type) {
      case 'paragraph':
        return block.text;
      case 'fields':
        return block.rows
          .map(([label, value]) => `${label}: ${value.replace(/\r?\n/g, '\n    ')}`)
          .join('\n');
      case 'link':
        return `${block.text}: ${block.href}`;
    }
  });
  return `${parts.join('\n\n')}\n`;
}

const cell = 'padding:4px 12px 4px 0;vertical-align:top;text-align:left;';

function renderHtmlBlock(block: Block): string {
  switch (block.type) {
    case 'paragraph':
      return `<p>${htmlText(block.text)}</p>`;
    case 'fields': {
      const rows = block.rows.map(
        ([label, value]) =>
          `<tr><th scope="row" style="${cell}">${escapeHtml(label)}</th><td style="${cell}">${htmlText(value)}</td></tr>`,
      );
      return `<table style="border-collapse:collapse;margin:0 0 16px;">\n${rows.join('\n')}\n</table>`;
    }
    case 'link':
      return `<p><a href="${escapeHtml(block.href)}" style="color:#0b5394;">${escapeHtml(block.text)}</a></p>`;
  }
}

/** A plain page: a lang attribute (the mail's language), a title, readable type, no remote images or styles. */
export function renderHtml(title: string, blocks: readonly Block[], language: 'en' | 'hi' = 'en'): string {
  return [
    '<!DOCTYPE html>',
    `<html lang="${language}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    '</head>',
    '<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1a1a1a;background:#ffffff;">',
    '<div style="max-width:640px;">',
    ...blocks.map(renderHtmlBlock),
    '</div>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
